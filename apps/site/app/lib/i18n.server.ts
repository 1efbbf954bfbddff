import { defaultLocale, localeFromPath, locales } from '@toolbox/kit/locales';
import { initReactI18next } from 'react-i18next';
import { createI18nextMiddleware } from 'remix-i18next';
import { i18nOptions } from './i18n';
import { baseResources } from './messages.server';

/**
 * The locale is the URL's first segment (`/zh/...`), never a cookie or header, so every URL renders
 * the same for everyone (cacheable, crawlable) and the language switch is just a link.
 */
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    async findLocale({ request }) {
      return localeFromPath(new URL(request.url).pathname);
    },
  },
  i18next: { ...i18nOptions, resources: baseResources },
  plugins: [initReactI18next],
});
