import { createStoredValue, guardSchema } from '@toolbox/kit/storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ArchedTextConfig, defaultConfig, isConfig, mendConfig } from '../core/config';

/** What happened to a damaged saved configuration: mended (some fields or items back to defaults), or unreadable. */
export type ConfigDamage = 'repaired' | 'reset';
let pendingDamage: ConfigDamage | null = null;

const store = createStoredValue<ArchedTextConfig | null>({
  namespace: 'arched-text-generator',
  key: 'config',
  schema: guardSchema(
    (value: unknown): value is ArchedTextConfig | null => value === null || isConfig(value),
  ),
  defaultValue: null,
  // A damaged item or field costs only itself: the rest of the configuration is kept.
  repair: (parsed) => mendConfig(parsed, defaultConfig({ dark: false, sampleText: '' })),
  onRepair: () => {
    pendingDamage = 'repaired';
  },
  onCorrupt: () => {
    pendingDamage = 'reset';
  },
});

/** Whether the page or the system is dark (the first background then is dark grey). */
function isDark(): boolean {
  if (typeof document === 'undefined') return false;
  return (
    document.documentElement.classList.contains('dark') ||
    (typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches)
  );
}

/** How long after the last change the configuration is saved (a drag changes it every frame). */
export const SAVE_DELAY_MS = 300;

/**
 * The configuration, saved in localStorage (`toolbox:arched-text-generator:config`) a moment
 * after each change; `unsaved` says when the browser refused to store it (it stays on screen).
 */
export function useConfig(sampleText: string) {
  // The first render is the same on the server and in the browser; the saved configuration (or the
  // dark default) comes in right after mounting.
  const [config, setConfig] = useState<ArchedTextConfig>(() => defaultConfig({ dark: false, sampleText }));
  const [damage, setDamage] = useState<ConfigDamage | null>(null);
  const [unsaved, setUnsaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mounting; the sample text of that moment is the one wanted
  useEffect(() => {
    const saved = store.read();
    setConfig(saved ?? defaultConfig({ dark: isDark(), sampleText }));
    if (pendingDamage) {
      setDamage(pendingDamage);
      pendingDamage = null;
    }
    return () => clearTimeout(timer.current);
  }, []);

  const change = useCallback((update: (current: ArchedTextConfig) => ArchedTextConfig) => {
    setConfig((current) => {
      const next = update(current);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setUnsaved(!store.write(next)), SAVE_DELAY_MS);
      return next;
    });
  }, []);

  /** Back to the first visit's configuration; the saved one is removed. */
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    store.remove();
    setUnsaved(false);
    setConfig(defaultConfig({ dark: isDark(), sampleText }));
  }, [sampleText]);

  return { config, change, reset, damage, clearDamage: () => setDamage(null), unsaved };
}
