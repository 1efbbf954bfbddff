/** Reading values of unknown shape (stored or imported JSON): each falls back to its empty value. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
export const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
