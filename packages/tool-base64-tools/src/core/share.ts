import { type Base64Mode, base64Modes } from './base64';

/**
 * What the page header's "Copy link" carries (CONTEXT.md § Link): the mode, the input and the
 * alphabet choice. The result is not carried: it is made again from the input.
 */
export interface SharedBase64 {
  mode: Base64Mode;
  input: string;
  isUrlSafe: boolean;
}

/** What a link carried, checked field by field; anything else gives undefined. */
export function parseSharedBase64(raw: unknown): SharedBase64 | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { mode, input, isUrlSafe } = raw as Record<string, unknown>;
  if (!base64Modes.includes(mode as Base64Mode)) return undefined;
  if (typeof input !== 'string' || typeof isUrlSafe !== 'boolean') return undefined;
  return { mode: mode as Base64Mode, input, isUrlSafe };
}
