import { type IgnoreOptions, ignoreOptionNames } from './ignore';
import { type DiffMode, type DiffView, diffModes, diffViews } from './model';

/** What a share link carries (CONTEXT.md § Share link): both texts and every comparison setting. */
export interface SharedDiff {
  oldText: string;
  newText: string;
  mode: DiffMode;
  view: DiffView;
  ignore: IgnoreOptions;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A link's state when it is one this tool wrote; anything else (edited, damaged) gives undefined. */
export function parseSharedDiff(raw: unknown): SharedDiff | undefined {
  if (!isObject(raw) || typeof raw.oldText !== 'string' || typeof raw.newText !== 'string') return undefined;
  if (!diffModes.includes(raw.mode as DiffMode) || !diffViews.includes(raw.view as DiffView))
    return undefined;
  if (!isObject(raw.ignore)) return undefined;
  const ignore: IgnoreOptions = {};
  for (const name of ignoreOptionNames) {
    const value = raw.ignore[name];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return undefined;
    if (value) ignore[name] = true;
  }
  return {
    oldText: raw.oldText,
    newText: raw.newText,
    mode: raw.mode as DiffMode,
    view: raw.view as DiffView,
    ignore,
  };
}

/**
 * Where a text handed over from another tool goes (CONTEXT.md § Hand-off): the original side when
 * it is empty, else the changed side, so sending two results in turn compares them.
 */
export function handOffSide({ oldText }: { oldText: string }): 'old' | 'new' {
  return oldText === '' ? 'old' : 'new';
}
