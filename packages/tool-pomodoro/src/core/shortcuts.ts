export type ShortcutAction = 'toggle' | 'skip' | 'complete' | 'reset' | 'fullscreen';

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
  repeat?: boolean;
}

/** The element a key event came from, reduced to what decides whether the user is typing. */
export interface KeyTargetLike {
  tagName?: string;
  isContentEditable?: boolean;
  role?: string | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** Controls that Space already activates: the shortcut must not fire a second time. */
const SPACE_CONTROLS = new Set(['BUTTON', 'A', 'SUMMARY']);
const SPACE_ROLES = new Set(['button', 'checkbox', 'switch', 'menuitem', 'tab', 'radio', 'link', 'option']);

export function isTypingTarget(target: KeyTargetLike | null | undefined): boolean {
  if (!target) return false;
  return TYPING_TAGS.has((target.tagName ?? '').toUpperCase()) || target.isContentEditable === true;
}

const LETTERS: Record<string, ShortcutAction> = { s: 'skip', c: 'complete', r: 'reset', f: 'fullscreen' };

/**
 * Space start/pause, s skip, c complete now, r reset, f fullscreen; nothing while typing in a field,
 * with a modifier key held, during IME composition, or for auto-repeat.
 */
export function shortcutFor({
  event,
  target,
}: {
  event: KeyLike;
  target?: KeyTargetLike | null;
}): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  if (event.isComposing || event.repeat) return null;
  if (isTypingTarget(target)) return null;
  if (event.key === ' ' || event.key === 'Spacebar') {
    const tag = (target?.tagName ?? '').toUpperCase();
    if (SPACE_CONTROLS.has(tag) || SPACE_ROLES.has(target?.role ?? '')) return null;
    return 'toggle';
  }
  return LETTERS[event.key.toLowerCase()] ?? null;
}
