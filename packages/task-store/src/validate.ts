import { DEFAULT_ESTIMATE_MINUTES, type QueueEntry, type TaskItem } from './schema';

/**
 * Rows read back from IndexedDB are data another version of the site (or a browser extension, or a
 * bug) may have written. These repair what can be repaired and drop what cannot, so a bad row
 * costs that row, never the page.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const wholeAtLeast = (value: unknown, minimum: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= minimum ? Math.round(value) : fallback;
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

export function sanitizeItem(raw: unknown): TaskItem | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.title !== 'string') return undefined;
  const pomodoro = isRecord(raw.pomodoro) ? raw.pomodoro : {};
  const ai = isRecord(raw.ai) ? raw.ai : {};
  const epoch = new Date(0).toISOString();
  return {
    id: raw.id,
    ...(typeof raw.parentId === 'string' ? { parentId: raw.parentId } : {}),
    title: raw.title,
    status: raw.status === 'done' ? 'done' : 'open',
    labels: Array.isArray(raw.labels) ? raw.labels.filter((label) => typeof label === 'string') : [],
    order: typeof raw.order === 'number' && Number.isFinite(raw.order) ? raw.order : 0,
    pomodoro: {
      estimateMinutes: wholeAtLeast(pomodoro.estimateMinutes, 1, DEFAULT_ESTIMATE_MINUTES),
      actualMinutes: wholeAtLeast(pomodoro.actualMinutes, 0, 0),
      pomodoroCount: wholeAtLeast(pomodoro.pomodoroCount, 0, 0),
    },
    createdAt: text(raw.createdAt, epoch),
    updatedAt: text(raw.updatedAt, epoch),
    ai: {
      source: ai.source === 'ai_split' ? 'ai_split' : 'user',
      ...(typeof ai.confidence === 'number' ? { confidence: ai.confidence } : {}),
    },
  };
}

export function sanitizeQueueEntry(raw: unknown): QueueEntry | undefined {
  if (!isRecord(raw) || typeof raw.id !== 'string' || typeof raw.taskId !== 'string') return undefined;
  if (raw.kind !== 'group' && raw.kind !== 'leaf') return undefined;
  const epoch = new Date(0).toISOString();
  return {
    id: raw.id,
    kind: raw.kind,
    taskId: raw.taskId,
    groupId: typeof raw.groupId === 'string' ? raw.groupId : null,
    order: typeof raw.order === 'number' && Number.isFinite(raw.order) ? raw.order : 0,
    minutes: wholeAtLeast(raw.minutes, 1, DEFAULT_ESTIMATE_MINUTES),
    ...(raw.kind === 'group' ? { expanded: raw.expanded !== false } : {}),
    createdAt: text(raw.createdAt, epoch),
    updatedAt: text(raw.updatedAt, epoch),
  };
}

/** Sanitises a whole table read; `dropped` counts the rows that could not be kept. */
export function sanitizeRows<T>(rows: readonly unknown[], sanitize: (raw: unknown) => T | undefined) {
  const kept: T[] = [];
  for (const row of rows) {
    const clean = sanitize(row);
    if (clean) kept.push(clean);
  }
  return { rows: kept, dropped: rows.length - kept.length };
}
