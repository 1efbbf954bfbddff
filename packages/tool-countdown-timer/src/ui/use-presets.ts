import { createStoredValue } from '@toolbox/kit/storage';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { PRESETS_STORAGE_KEY, TOOL_ID } from '../core/constants';
import { addPreset, createPreset, presetListSchema, removePreset } from '../core/presets';
import type { Preset, TimerSettings } from '../core/types';

const NO_PRESETS: Preset[] = [];

/**
 * The kit reports corruption from inside a read, and reads happen during render, which React may
 * discard and redo. The store and the flag therefore live at module level (not in a hook), so the
 * report survives until a mounted component turns it into a message.
 */
let isResetPending = false;

const presetsStore = createStoredValue<Preset[]>({
  namespace: TOOL_ID,
  key: PRESETS_STORAGE_KEY,
  schema: presetListSchema,
  defaultValue: NO_PRESETS,
  onCorrupt: () => {
    isResetPending = true;
  },
});

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The saved presets in localStorage (`toolbox:countdown-timer:countdown-presets`). A corrupted list
 * is reset by the kit; `wasReset` tells the UI to say so.
 */
export function usePresets() {
  const [wasReset, setWasReset] = useState(false);
  const presets = useSyncExternalStore(presetsStore.subscribe, presetsStore.read, () => NO_PRESETS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after each read of the store (a new `presets`), which is when a reset can have happened
  useEffect(() => {
    presetsStore.read(); // after hydration the first client read may not have happened yet
    if (!isResetPending) return;
    isResetPending = false;
    setWasReset(true);
  }, [presets]);

  /** Returns the saved preset, or null when storage refused it (full, blocked). */
  const save = useCallback(({ name, settings }: { name: string; settings: TimerSettings }): Preset | null => {
    const preset = createPreset({ id: newId(), name, settings });
    try {
      presetsStore.update((current) => addPreset({ presets: current, preset }));
    } catch {
      return null;
    }
    // Without localStorage (blocked cookies) the kit writes nothing: that is a failure too.
    return presetsStore.read().some((item) => item.id === preset.id) ? preset : null;
  }, []);

  const remove = useCallback((id: string) => {
    try {
      presetsStore.update((current) => removePreset({ presets: current, id }));
    } catch {
      // Removing never grows the list; a storage failure leaves it as it was.
    }
  }, []);

  const dismissReset = useCallback(() => setWasReset(false), []);

  return { presets, save, remove, wasReset, dismissReset };
}
