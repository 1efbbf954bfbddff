import { defaultLocale, localeFromPath, locales } from '@toolbox/kit/locales';
import type { InitOptions } from 'i18next';

/** The site's own namespace; each tool adds its own (named by its id) when its page loads. */
export const SITE_NAMESPACE = 'common';
/** The shared components' namespace (`UI_NAMESPACE` of `@toolbox/ui/i18n`). */
export const UI_MESSAGES_NAMESPACE = 'ui';

/**
 * The site's and the shared components' messages of one language. The browser gets them from the
 * root loader, for the page's language only: they never ship inside the JavaScript.
 */
export interface SiteMessages {
  [SITE_NAMESPACE]: Record<string, unknown>;
  [UI_MESSAGES_NAMESPACE]: Record<string, unknown>;
}

export const i18nOptions = {
  supportedLngs: [...locales],
  fallbackLng: defaultLocale,
  defaultNS: SITE_NAMESPACE,
  ns: [SITE_NAMESPACE, UI_MESSAGES_NAMESPACE],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

export { localeFromPath };
