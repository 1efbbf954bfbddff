import { createStoredValue } from '@toolbox/kit/storage';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { PRESETS_STORAGE_KEY, TOOL_ID } from '../core/constants';
import { addPreset, createPreset, presetListSchema, removePreset } from '../core/presets';
import type { Preset, TimerSettings } from '../core/types';

const NO_PRESETS: Preset[] = [];

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
  const store = useMemo(
    () =>
      createStoredValue<Preset[]>({
        namespace: TOOL_ID,
        key: PRESETS_STORAGE_KEY,
        schema: presetListSchema,
        defaultValue: NO_PRESETS,
        // Reads happen during render; report after it.
        onCorrupt: () => queueMicrotask(() => setWasReset(true)),
      }),
    [],
  );
  const presets = useSyncExternalStore(store.subscribe, store.read, () => NO_PRESETS);

  /** Returns the saved preset, or null when storage refused it (full, blocked). */
  const save = useCallback(
    ({ name, settings }: { name: string; settings: TimerSettings }): Preset | null => {
      const preset = createPreset({ id: newId(), name, settings });
      try {
        store.update((current) => addPreset({ presets: current, preset }));
      } catch {
        return null;
      }
      // Without localStorage (blocked cookies) the kit writes nothing: that is a failure too.
      return store.read().some((item) => item.id === preset.id) ? preset : null;
    },
    [store],
  );

  const remove = useCallback(
    (id: string) => {
      try {
        store.update((current) => removePreset({ presets: current, id }));
      } catch {
        // Removing never grows the list; a storage failure leaves it as it was.
      }
    },
    [store],
  );

  return { presets, save, remove, wasReset, dismissReset: () => setWasReset(false) };
}
