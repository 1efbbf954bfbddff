import { type JsonIndent, type JsonMode, jsonIndents, jsonModes } from './json-tools';
import { type QuerySyntax, querySyntaxes } from './query-options';

/** What a share link carries (CONTEXT.md § Share link): the input, the tab and its settings. */
export interface SharedJson {
  input: string;
  mode: JsonMode;
  indent: JsonIndent;
  syntax: QuerySyntax;
  query: string;
}

/** A link's state when it is one this tool wrote; anything else gives undefined. */
export function parseSharedJson(raw: unknown): SharedJson | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { input, mode, indent, syntax, query } = raw as Record<string, unknown>;
  if (typeof input !== 'string' || typeof query !== 'string') return undefined;
  if (
    !(jsonModes as readonly unknown[]).includes(mode) ||
    !(jsonIndents as readonly unknown[]).includes(indent)
  )
    return undefined;
  if (!(querySyntaxes as readonly unknown[]).includes(syntax)) return undefined;
  return {
    input,
    mode: mode as JsonMode,
    indent: indent as JsonIndent,
    syntax: syntax as QuerySyntax,
    query,
  };
}
