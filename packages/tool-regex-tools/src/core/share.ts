import { DEFAULT_FLAGS, type RegexMode, regexModes } from './limits';

/**
 * What a link restores (CONTEXT.md § Share): the whole screen's input. The shell deflates it into
 * the link's fragment (`#s=…`), which browsers never send to a server.
 */
export interface SharedState {
  mode: RegexMode;
  pattern: string;
  flags: string;
  text: string;
  replacement: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks what a link carried: every field of the right type, the mode a known one. Anything else
 * (an edited or damaged link, another version's shape) gives undefined.
 */
export function parseSharedState(raw: unknown): SharedState | undefined {
  if (!isRecord(raw)) return undefined;
  const { mode, pattern, flags, text, replacement } = raw;
  if (!regexModes.includes(mode as RegexMode)) return undefined;
  if (![pattern, flags, text, replacement].every((field) => typeof field === 'string')) return undefined;
  return {
    mode: mode as RegexMode,
    pattern: pattern as string,
    flags: flags as string,
    text: text as string,
    replacement: replacement as string,
  };
}

/**
 * Legacy reader (CONTEXT.md § Share › Old links): links shared before the shell's "Copy link"
 * carried `#p=…&f=…&t=…` (plus `m=replace&r=…`) and must still open. Anything else (empty, the
 * shell's `#s=…`, another anchor) gives undefined; a missing flags field means `g`.
 */
export function decodeShareHash({ hash }: { hash: string }): SharedState | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const pattern = params.get('p');
  if (pattern === null) return undefined;
  const mode: RegexMode = params.get('m') === 'replace' ? 'replace' : 'test';
  return {
    mode,
    pattern,
    flags: params.get('f') ?? DEFAULT_FLAGS,
    text: params.get('t') ?? '',
    replacement: mode === 'replace' ? (params.get('r') ?? '') : '',
  };
}

/**
 * A regex received from another tool or smart paste (CONTEXT.md § Hand-off): the literal form
 * `/body/flags` is split into pattern and flags (`d` dropped: it is added internally); any other
 * text is the pattern as it is, and the flags are left alone (undefined).
 */
export function patternFromText(text: string): { pattern: string; flags?: string } {
  const trimmed = text.trim();
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(trimmed);
  if (!literal) return { pattern: trimmed };
  return { pattern: literal[1] as string, flags: (literal[2] as string).replaceAll('d', '') };
}
