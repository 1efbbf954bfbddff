import { z } from 'zod/mini';
import { createStoredValue } from './storage';

/** Spec A § 3: one record per tool. Dates are ISO text. */
export const usageStatisticSchema = z.object({
  toolId: z.string().check(z.minLength(1)),
  usageCount: z.int().check(z.minimum(0)),
  firstUsed: z.string(),
  lastUsed: z.string(),
});
export type UsageStatistic = z.infer<typeof usageStatisticSchema>;

/** Spec A § 9: by default the top 10 popular or recent tools are listed. */
export const DEFAULT_TOP_LIMIT = 10;

export const usageStatsStore = createStoredValue({
  namespace: 'site',
  key: 'usage-stats',
  schema: z.array(usageStatisticSchema),
  defaultValue: [] as UsageStatistic[],
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
