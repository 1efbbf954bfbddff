import { createStoredValue, guardSchema } from '@toolbox/kit/storage';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const themePreferences = ['system', 'light', 'dark'] as const;
type ThemePreference = (typeof themePreferences)[number];

export const themeStore = createStoredValue({
  namespace: 'site',
  key: 'theme',
  schema: guardSchema((value): value is ThemePreference =>
    themePreferences.includes(value as ThemePreference),
  ),
  defaultValue: 'system' as ThemePreference,
});

/**
 * Runs in <head> before the first paint, so a dark-mode visitor never sees a white flash. It reads
 * the same key as `themeStore`.
 */
export const THEME_BOOTSTRAP_SCRIPT = `(function(){try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(
  themeStore.key,
)})||'"system"');var d=p==='dark'||(p!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d)}catch(e){}})()`;

function useThemePreference(): ThemePreference {
  return useSyncExternalStore(themeStore.subscribe, themeStore.read, () => 'system' as const);
}

/** For components that take a theme prop (the toaster): the stored preference. */
export function useResolvedTheme(): ThemePreference {
  return useThemePreference();
}

function applyTheme(preference: ThemePreference) {
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle(
    'dark',
    preference === 'dark' || (preference === 'system' && prefersDark),
  );
}

const icons = { system: Monitor, light: Sun, dark: Moon } as const;

/** Cycles system → light → dark; "system" follows the OS setting live. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const preference = useThemePreference();

  useEffect(() => {
    applyTheme(preference);
    if (preference !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [preference]);

  const next =
    themePreferences[(themePreferences.indexOf(preference) + 1) % themePreferences.length] ?? 'system';
  const Icon = icons[preference];
  return (
    <button
      type="button"
      onClick={() => themeStore.write(next)}
      aria-label={t('theme.label', { current: t(`theme.${preference}`) })}
      title={t('theme.label', { current: t(`theme.${preference}`) })}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-muted"
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
