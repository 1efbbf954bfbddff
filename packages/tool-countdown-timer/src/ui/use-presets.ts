import { createStoredValue } from '@toolbox/kit/storage';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { PRESETS_STORAGE_KEY, TOOL_ID } from '../core/constants';
import { addPreset, createPreset, presetListSchema, removePreset, salvagePresetList } from '../core/presets';
import type { Preset, TimerSettings } from '../core/types';

const NO_PRESETS: Preset[] = [];

/**
 * The kit reports corruption from inside a read, and reads happen during render, which React may
 * discard and redo. The store and the flag therefore live at module level (not in a hook), so the
 * report survives until a mounted component turns it into a message.
 */
let pendingDamage: StorageDamage | null = null;

/** What happened to a damaged stored list: some presets dropped (`repaired`), or none readable. */
export type StorageDamage = 'repaired' | 'reset';

const presetsStore = createStoredValue<Preset[]>({
  namespace: TOOL_ID,
  key: PRESETS_STORAGE_KEY,
  schema: presetListSchema,
  defaultValue: NO_PRESETS,
  // One broken preset costs only itself: the others are kept.
  repair: salvagePresetList,
  onRepair: () => {
    pendingDamage = 'repaired';
  },
  onCorrupt: () => {
    pendingDamage = 'reset';
  },
});

/** How a save went: stored, kept for this visit only (storage refused), or refused (list full). */
export type SaveResult =
  | { status: 'saved' | 'savedForVisit'; preset: Preset }
  | { status: 'full' }
  | { status: 'failed' };

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The saved presets in localStorage (`toolbox:countdown-timer:countdown-presets`). A damaged list
 * keeps its readable presets (or is reset when none is); `damage` tells the UI to say which.
 */
export function usePresets() {
  const [damage, setDamage] = useState<StorageDamage | null>(null);
  const presets = useSyncExternalStore(presetsStore.subscribe, presetsStore.read, () => NO_PRESETS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after each read of the store (a new `presets`), which is when a repair or reset can have happened
  useEffect(() => {
    presetsStore.read(); // after hydration the first client read may not have happened yet
    if (!pendingDamage) return;
    setDamage(pendingDamage);
    pendingDamage = null;
  }, [presets]);

  const save = useCallback(({ name, settings }: { name: string; settings: TimerSettings }): SaveResult => {
    const preset = createPreset({ id: newId(), name, settings });
    const added = addPreset({ presets: presetsStore.read(), preset });
    if (!added.ok) return { status: 'full' };
    try {
      // false: the browser refused the space or access, the preset lives in memory for this visit.
      const isPersisted = presetsStore.write(added.presets);
      return { status: isPersisted ? 'saved' : 'savedForVisit', preset };
    } catch {
      return { status: 'failed' };
    }
  }, []);

  const remove = useCallback((id: string) => {
    try {
      presetsStore.update((current) => removePreset({ presets: current, id }));
    } catch {
      // Removing never grows the list; a storage failure leaves it as it was.
    }
  }, []);

  const dismissDamage = useCallback(() => setDamage(null), []);

  return { presets, save, remove, damage, dismissDamage };
}
