import { favouritesStore, toggleFavourite } from '@toolbox/kit/favourites';
import type { StoredValue } from '@toolbox/kit/storage';
import { type UsageStatistic, usageStatsStore } from '@toolbox/kit/usage-stats';
import { useCallback, useSyncExternalStore } from 'react';

const NO_FAVOURITES: string[] = [];
const NO_STATS: UsageStatistic[] = [];

/** A stored value as React state; the server (and hydration) sees `serverValue`. */
function useStoredValue<T>(store: StoredValue<T>, serverValue: T): T {
  return useSyncExternalStore(store.subscribe, store.read, () => serverValue);
}

export function useFavourites() {
  const favourites = useStoredValue(favouritesStore, NO_FAVOURITES);
  const toggle = useCallback((toolId: string) => {
    favouritesStore.update((current) => toggleFavourite({ favourites: current, toolId }));
  }, []);
  return { favourites, toggle };
}

export function useUsageStats(): UsageStatistic[] {
  return useStoredValue(usageStatsStore, NO_STATS);
}
