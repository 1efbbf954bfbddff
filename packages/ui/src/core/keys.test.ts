import { describe, expect, it } from 'vitest';
import { isComposing, isEnter, isSubmitShortcut } from './keys';

const key = (init: Partial<Parameters<typeof isEnter>[0]>) => ({
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  keyCode: 13,
  ...init,
});

describe('keys', () => {
  it('an input method’s Enter (composing, or key code 229) is neither Enter nor the shortcut', () => {
    for (const event of [
      key({ nativeEvent: { isComposing: true } }),
      key({ isComposing: true }),
      key({ keyCode: 229 }),
      key({ ctrlKey: true, nativeEvent: { isComposing: true } }),
    ]) {
      expect(isComposing(event)).toBe(true);
      expect(isEnter(event)).toBe(false);
      expect(isSubmitShortcut(event)).toBe(false);
    }
  });

  it('Enter is Enter; Ctrl+Enter and ⌘+Enter are the shortcut, Enter alone and other keys are not', () => {
    expect(isEnter(key({}))).toBe(true);
    expect(isEnter(key({ key: 'a' }))).toBe(false);
    expect(isSubmitShortcut(key({}))).toBe(false);
    expect(isSubmitShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSubmitShortcut(key({ metaKey: true, nativeEvent: { isComposing: false } }))).toBe(true);
  });
});
