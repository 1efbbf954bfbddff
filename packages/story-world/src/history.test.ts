import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, change, HISTORY_LIMIT, historyKey, redo, startHistory, undo } from './history';
import { createEmptyWorld, type World } from './world';

const worldWith = (goal: string): World => ({
  ...createEmptyWorld(),
  scene: { ...createEmptyWorld().scene, goal },
});

describe('world history', () => {
  it('undoes and redoes every change; a change clears the future', () => {
    let history = startHistory(worldWith('a'));
    history = change(history, worldWith('b'));
    history = change(history, worldWith('c'));
    history = undo(history);
    expect(history.present.scene.goal).toBe('b');
    history = undo(history);
    expect(history.present.scene.goal).toBe('a');
    expect(canUndo(history)).toBe(false);
    history = redo(history);
    expect(history.present.scene.goal).toBe('b');
    history = change(history, worldWith('d'));
    expect(canRedo(history)).toBe(false);
    expect(history.past.map((world) => world.scene.goal)).toEqual(['a', 'b']);
  });

  it('does nothing past either end, and ignores a change to the same object', () => {
    const history = startHistory(worldWith('a'));
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
    expect(change(history, history.present)).toBe(history);
  });

  it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
    let history = startHistory(worldWith('0'));
    for (let step = 1; step <= HISTORY_LIMIT + 5; step++) history = change(history, worldWith(String(step)));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]?.scene.goal).toBe('5');
  });

  it('maps Ctrl/Cmd+Z to undo and Ctrl/Cmd+Shift+Z (or Ctrl+Y) to redo', () => {
    const key = (
      key: string,
      mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {},
    ) => historyKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z')).toBeUndefined();
    expect(key('a', { ctrlKey: true })).toBeUndefined();
  });
});
