import { DEFAULT_FLAGS, type RegexMode } from './limits';

/** What a share link carries. It lives in the URL hash, which browsers never send to the server. */
export interface SharedState {
  mode: RegexMode;
  pattern: string;
  flags: string;
  text?: string;
  replacement?: string;
}

/** `#p=...&f=...&t=...`: the text is left out when `includeText` is false (it may be private). */
export function encodeShareHash({
  state,
  includeText,
}: {
  state: SharedState;
  includeText: boolean;
}): string {
  const params = new URLSearchParams({ p: state.pattern, f: state.flags });
  if (state.mode === 'replace') {
    params.set('m', 'replace');
    params.set('r', state.replacement ?? '');
  }
  if (includeText && state.text) params.set('t', state.text);
  return `#${params.toString()}`;
}

/** Reads a share hash; anything else (empty, another tool's anchor) gives undefined. */
export function decodeShareHash({ hash }: { hash: string }): SharedState | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const pattern = params.get('p');
  if (pattern === null) return undefined;
  const mode: RegexMode = params.get('m') === 'replace' ? 'replace' : 'test';
  return {
    mode,
    pattern,
    flags: params.get('f') ?? DEFAULT_FLAGS,
    text: params.get('t') ?? undefined,
    replacement: mode === 'replace' ? (params.get('r') ?? '') : undefined,
  };
}
