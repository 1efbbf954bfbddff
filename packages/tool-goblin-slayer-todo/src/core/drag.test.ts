import { describe, expect, it } from 'vitest';
import { dragActivation, TOUCH_DRAG_DELAY_MS } from './drag';

describe('drag activation (CONTEXT.md Rules: Dragging › Activation)', () => {
  it('starts a touch drag after a 250 ms long-press', () => {
    expect(TOUCH_DRAG_DELAY_MS).toBe(250);
    expect(dragActivation.touch).toEqual({ delay: 250, tolerance: 5 });
  });
  it('starts a mouse drag only after the pointer moved, so clicks stay clicks', () => {
    expect(dragActivation.mouse).toEqual({ distance: 4 });
  });
});
