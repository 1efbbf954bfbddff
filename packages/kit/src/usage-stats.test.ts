// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOP_LIMIT,
  recordUsage,
  selectPopular,
  selectRecent,
  trackToolUsage,
  type UsageStatistic,
  usageStatsStore,
} from './usage-stats';

const t0 = new Date('2026-01-01T00:00:00.000Z');
const t1 = new Date('2026-01-02T00:00:00.000Z');

describe('usage statistics (CONTEXT.md Rules: Usage statistics › Fields)', () => {
  it('creates a record on first use', () => {
    expect(recordUsage({ stats: [], toolId: 'json-tools', now: t0 })).toEqual([
      { toolId: 'json-tools', usageCount: 1, firstUsed: t0.toISOString(), lastUsed: t0.toISOString() },
    ]);
  });

  it('counts further uses and moves lastUsed, keeping firstUsed', () => {
    const once = recordUsage({ stats: [], toolId: 'json-tools', now: t0 });
    expect(recordUsage({ stats: once, toolId: 'json-tools', now: t1 })).toEqual([
      { toolId: 'json-tools', usageCount: 2, firstUsed: t0.toISOString(), lastUsed: t1.toISOString() },
    ]);
  });

  it('lists the top 10 by default (CONTEXT.md Rules: Usage statistics › Lists)', () => {
    expect(DEFAULT_TOP_LIMIT).toBe(10);
    const stats: UsageStatistic[] = Array.from({ length: 12 }, (_, index) => ({
      toolId: `tool-${index}`,
      usageCount: index,
      firstUsed: t0.toISOString(),
      lastUsed: new Date(t0.getTime() + index * 1000).toISOString(),
    }));
    expect(selectPopular({ stats })).toHaveLength(10);
    expect(selectPopular({ stats })[0]?.toolId).toBe('tool-11');
    expect(selectRecent({ stats })).toHaveLength(10);
    expect(selectRecent({ stats, limit: 3 }).map((entry) => entry.toolId)).toEqual([
      'tool-11',
      'tool-10',
      'tool-9',
    ]);
  });

  it('breaks popularity ties by recency', () => {
    const stats: UsageStatistic[] = [
      { toolId: 'a', usageCount: 2, firstUsed: t0.toISOString(), lastUsed: t0.toISOString() },
      { toolId: 'b', usageCount: 2, firstUsed: t0.toISOString(), lastUsed: t1.toISOString() },
    ];
    expect(selectPopular({ stats }).map((entry) => entry.toolId)).toEqual(['b', 'a']);
  });

  it('stores the statistics under one localStorage key', () => {
    trackToolUsage('json-tools', t0);
    trackToolUsage('json-tools', t1);
    expect(usageStatsStore.key).toBe('toolbox:site:usage-stats');
    expect(JSON.parse(localStorage.getItem(usageStatsStore.key) ?? 'null')).toEqual([
      { toolId: 'json-tools', usageCount: 2, firstUsed: t0.toISOString(), lastUsed: t1.toISOString() },
    ]);
  });
});

describe('a damaged usage record', () => {
  it('costs only itself: the other tools keep their counts', () => {
    const good = {
      toolId: 'json-tools',
      usageCount: 3,
      firstUsed: t0.toISOString(),
      lastUsed: t1.toISOString(),
    };
    localStorage.setItem(
      usageStatsStore.key,
      JSON.stringify([good, { toolId: 'pdf-merge', usageCount: 'many' }]),
    );
    expect(usageStatsStore.read()).toEqual([good]);
    localStorage.clear();
  });
});

describe('isUsageStatistic (what a stored record must be)', () => {
  it.each([
    [{ toolId: 'json-tools', usageCount: 0, firstUsed: 'a', lastUsed: 'b' }, true],
    [{ toolId: '', usageCount: 1, firstUsed: 'a', lastUsed: 'b' }, false],
    [{ toolId: 'x', usageCount: -1, firstUsed: 'a', lastUsed: 'b' }, false],
    [{ toolId: 'x', usageCount: 1.5, firstUsed: 'a', lastUsed: 'b' }, false],
    [{ toolId: 'x', usageCount: 1, firstUsed: 3, lastUsed: 'b' }, false],
    [null, false],
    ['x', false],
  ])('%j → %s', async (value, expected) => {
    const { isUsageStatistic } = await import('./usage-stats');
    expect(isUsageStatistic(value)).toBe(expected);
  });
});
