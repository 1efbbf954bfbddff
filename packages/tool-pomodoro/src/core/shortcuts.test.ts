import { describe, expect, it } from 'vitest';
import { type KeyLike, type KeyTargetLike, shortcutFor } from './shortcuts';

const BODY: KeyTargetLike = { tagName: 'BODY' };

describe('keyboard shortcuts', () => {
  it.each([
    [' ', 'toggle'],
    ['s', 'skip'],
    ['c', 'complete'],
    ['r', 'reset'],
    ['f', 'fullscreen'],
    ['S', 'skip'],
    ['x', null],
    ['Enter', null],
    ['Escape', null],
  ])('%j → %s', (key, action) => {
    expect(shortcutFor({ event: { key }, target: BODY })).toBe(action);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Alt', { altKey: true }],
    ['Shift', { shiftKey: true }],
    ['IME composition', { isComposing: true }],
    ['auto-repeat', { repeat: true }],
  ] as [string, Partial<KeyLike>][])('ignored with %s', (_, modifiers) => {
    expect(shortcutFor({ event: { key: 's', ...modifiers }, target: BODY })).toBeNull();
    expect(shortcutFor({ event: { key: ' ', ...modifiers }, target: BODY })).toBeNull();
  });

  it.each([
    [{ tagName: 'INPUT' }],
    [{ tagName: 'textarea' }],
    [{ tagName: 'SELECT' }],
    [{ tagName: 'DIV', isContentEditable: true }],
  ])('ignored while typing in %j', (target) => {
    expect(shortcutFor({ event: { key: 's' }, target })).toBeNull();
    expect(shortcutFor({ event: { key: ' ' }, target })).toBeNull();
  });

  it.each([[{ tagName: 'BUTTON' }], [{ tagName: 'A' }], [{ tagName: 'DIV', role: 'switch' }]])(
    'Space on a focused control %j is left to the control',
    (target) => {
      expect(shortcutFor({ event: { key: ' ' }, target })).toBeNull();
      expect(shortcutFor({ event: { key: 'r' }, target })).toBe('reset');
    },
  );
});
