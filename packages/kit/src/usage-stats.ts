import { createStoredValue, guardSchema, isArrayOf, keepValidItems } from './storage';

/** CONTEXT.md Rules: Usage statistics › Fields: one record per tool. Dates are ISO text. */
export interface UsageStatistic {
  toolId: string;
  usageCount: number;
  firstUsed: string;
  lastUsed: string;
}

/** A stored record: a non-empty tool id, a whole count of at least 0, both dates as text. */
export function isUsageStatistic(value: unknown): value is UsageStatistic {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.toolId === 'string' &&
    record.toolId.length > 0 &&
    Number.isInteger(record.usageCount) &&
    (record.usageCount as number) >= 0 &&
    typeof record.firstUsed === 'string' &&
    typeof record.lastUsed === 'string'
  );
}

/** CONTEXT.md Rules: Usage statistics › Lists: by default the top 10 popular or recent tools are listed. */
export const DEFAULT_TOP_LIMIT = 10;

export const usageStatsStore = createStoredValue({
  namespace: 'site',
  key: 'usage-stats',
  schema: guardSchema(isArrayOf(isUsageStatistic)),
  defaultValue: [] as UsageStatistic[],
  // A damaged record costs only its own tool's count, never the others'.
  repair: keepValidItems(isUsageStatistic),
});

/** Pure: the statistics after one more use of `toolId` at `now`. */
export function recordUsage({
  stats,
  toolId,
  now,
}: {
  stats: readonly UsageStatistic[];
  toolId: string;
  now: Date;
}): UsageStatistic[] {
  const at = now.toISOString();
  const existing = stats.find((entry) => entry.toolId === toolId);
  if (!existing) return [...stats, { toolId, usageCount: 1, firstUsed: at, lastUsed: at }];
  return stats.map((entry) =>
    entry.toolId === toolId ? { ...entry, usageCount: entry.usageCount + 1, lastUsed: at } : entry,
  );
}

/** Most used first; ties go to the most recently used. */
export function selectPopular({
  stats,
  limit = DEFAULT_TOP_LIMIT,
}: {
  stats: readonly UsageStatistic[];
  limit?: number;
}): UsageStatistic[] {
  return [...stats]
    .sort((a, b) => b.usageCount - a.usageCount || b.lastUsed.localeCompare(a.lastUsed))
    .slice(0, limit);
}

/** Most recently used first. */
export function selectRecent({
  stats,
  limit = DEFAULT_TOP_LIMIT,
}: {
  stats: readonly UsageStatistic[];
  limit?: number;
}): UsageStatistic[] {
  return [...stats].sort((a, b) => b.lastUsed.localeCompare(a.lastUsed)).slice(0, limit);
}

/** Records one use of a tool in the browser's usage statistics. */
export function trackToolUsage(toolId: string, now = new Date()): void {
  usageStatsStore.update((stats) => recordUsage({ stats, toolId, now }));
}
