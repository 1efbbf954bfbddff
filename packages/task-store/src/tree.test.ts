import { describe, expect, it } from 'vitest';
import type { TaskItem } from './schema';
import {
  ancestorsOf,
  childrenOf,
  descendantsOf,
  leafDescendantsOf,
  newChildOrder,
  newParentOrder,
  normaliseEstimate,
  rollUpEstimates,
} from './tree';

function item(id: string, parentId: string | undefined, order: number, estimateMinutes = 25): TaskItem {
  return {
    id,
    ...(parentId ? { parentId } : {}),
    title: id,
    status: 'open',
    labels: [],
    order,
    pomodoro: { estimateMinutes, actualMinutes: 0, pomodoroCount: 0 },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

// p ─ a ─ a1 (10)
//   │   └ a2 (20)
//   └ b (5)
// q
const items = [
  item('p', undefined, 0, 35),
  item('q', undefined, -1),
  item('a', 'p', 0, 30),
  item('b', 'p', 1, 5),
  item('a2', 'a', 1, 20),
  item('a1', 'a', 0, 10),
];

describe('the task tree', () => {
  it('lists children in order, parents for undefined', () => {
    expect(childrenOf(items, undefined).map((row) => row.id)).toEqual(['q', 'p']);
    expect(childrenOf(items, 'a').map((row) => row.id)).toEqual(['a1', 'a2']);
  });
  it('finds descendants at any depth, leaves in display order, ancestors nearest first', () => {
    expect(
      descendantsOf(items, 'p')
        .map((row) => row.id)
        .sort(),
    ).toEqual(['a', 'a1', 'a2', 'b']);
    expect(leafDescendantsOf(items, 'p').map((row) => row.id)).toEqual(['a1', 'a2', 'b']);
    expect(ancestorsOf(items, 'a2').map((row) => row.id)).toEqual(['a', 'p']);
  });
  it('survives a corrupted parent loop', () => {
    const loop = [item('x', 'y', 0), item('y', 'x', 0)];
    expect(descendantsOf(loop, 'x').map((row) => row.id)).toEqual(['y']);
    expect(ancestorsOf(loop, 'x').map((row) => row.id)).toEqual(['y']);
  });
});

describe('orders (CONTEXT.md Rules: Orders)', () => {
  it('puts a new parent below the current minimum, 0 when there is none', () => {
    expect(newParentOrder(items)).toBe(-2);
    expect(newParentOrder([])).toBe(0);
  });
  it('gives a new child max+1, 0 for the first', () => {
    expect(newChildOrder(items, 'a')).toBe(2);
    expect(newChildOrder(items, 'b')).toBe(0);
  });
});

describe('normaliseEstimate (whole minutes, at least 1, invalid → 25)', () => {
  it.each([
    [30, 30],
    ['45', 45],
    [1, 1],
    [2.4, 2],
    [0, 25],
    [-5, 25],
    ['abc', 25],
    ['', 25],
    [Number.NaN, 25],
    [undefined, 25],
  ])('%j → %i', (value, expected) => {
    expect(normaliseEstimate(value)).toBe(expected);
  });
});

describe('rollUpEstimates (sum of children, minimum 1, up the ancestor chain)', () => {
  it('recomputes the start task and every ancestor after a leaf changed', () => {
    const edited = items.map((row) => (row.id === 'a1' ? item('a1', 'a', 0, 40) : row));
    expect([...rollUpEstimates(edited, 'a')]).toEqual([
      ['a', 60],
      ['p', 65],
    ]);
  });
  it('reports nothing when the sums already hold', () => {
    expect(rollUpEstimates(items, 'a').size).toBe(0);
  });
  it('never goes below 1', () => {
    const tiny = [item('r', undefined, 0, 9), item('c', 'r', 0, 0)];
    expect([...rollUpEstimates(tiny, 'r')]).toEqual([['r', 1]]);
  });
  it('leaves a task without children alone', () => {
    expect(rollUpEstimates(items, 'b').size).toBe(0);
    expect(rollUpEstimates(items, undefined).size).toBe(0);
  });
});
