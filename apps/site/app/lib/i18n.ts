import { defaultLocale, localeFromPath, locales } from '@toolbox/kit/locales';
import { UI_NAMESPACE, uiMessages } from '@toolbox/ui/i18n';
import type { InitOptions, Resource } from 'i18next';
import en from '#app/locales/en.json';
import zh from '#app/locales/zh.json';

/** The site's own namespace; each tool adds its own (named by its id) when its page loads. */
export const SITE_NAMESPACE = 'common';

/** Site and shared-kit messages, small enough to ship to the browser for both languages. */
export const baseResources = {
  en: { [SITE_NAMESPACE]: en, [UI_NAMESPACE]: uiMessages.en },
  zh: { [SITE_NAMESPACE]: zh, [UI_NAMESPACE]: uiMessages.zh },
} satisfies Resource;

export const i18nOptions = {
  supportedLngs: [...locales],
  fallbackLng: defaultLocale,
  defaultNS: SITE_NAMESPACE,
  ns: [SITE_NAMESPACE, UI_NAMESPACE],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

export { localeFromPath };
