/** The parts of a keyboard event the checks read (React's or the DOM's). */
interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  keyCode: number;
  nativeEvent?: { isComposing?: boolean };
  isComposing?: boolean;
}

/**
 * Whether an input method is composing (Chinese pinyin, Japanese…): its Enter picks or confirms the
 * text being composed and must never run an action. `isComposing` in current browsers; key code
 * 229 in older ones (and in Safari for the keydown that ends a composition).
 */
export function isComposing(event: KeyEventLike): boolean {
  return Boolean(event.nativeEvent?.isComposing ?? event.isComposing) || event.keyCode === 229;
}

/** Enter that commits or runs something: not an input method's Enter. */
export function isEnter(event: KeyEventLike): boolean {
  return event.key === 'Enter' && !isComposing(event);
}

/** Ctrl+Enter or ⌘+Enter, the tool's main action from a multi-line box; not an input method's. */
export function isSubmitShortcut(event: KeyEventLike): boolean {
  return isEnter(event) && (event.ctrlKey || event.metaKey);
}
