import { describe, expect, it } from 'vitest';
import { barPercent, relationLabel, slotBadge, tensionLabel } from './labels';

describe('labels', () => {
  it.each([
    [100, 'ally'],
    [51, 'ally'],
    [50, 'friendly'],
    [1, 'friendly'],
    [0, 'neutral'],
    [-1, 'hostile'],
    [-49, 'hostile'],
    [-50, 'nemesis'],
    [-100, 'nemesis'],
  ])('relation %d is %s', (value, label) => {
    expect(relationLabel(value)).toBe(label);
  });

  it.each([
    [10, 'veryTense'],
    [5.1, 'veryTense'],
    [5, 'slightlyTense'],
    [0.1, 'slightlyTense'],
    [0, 'balanced'],
    [-0.1, 'slightlyCalm'],
    [-4.9, 'slightlyCalm'],
    [-5, 'veryCalm'],
    [-10, 'veryCalm'],
  ])('tension %d is %s', (value, label) => {
    expect(tensionLabel(value)).toBe(label);
  });

  it('draws bars 10 % per unit, within 0–100 %', () => {
    expect(barPercent(3)).toBe(30);
    expect(barPercent(12)).toBe(100);
    expect(barPercent(-2)).toBe(0);
  });

  it('shows 3+ above 3 in a slot badge', () => {
    expect([0, 3, 4, 9].map(slotBadge)).toEqual(['0', '3', '3+', '3+']);
  });
});
