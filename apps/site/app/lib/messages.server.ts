import type { Locale } from '@toolbox/kit/locales';
import { UI_NAMESPACE, uiMessages } from '@toolbox/ui/i18n';
import type { Resource } from 'i18next';
import en from '#app/locales/en.json';
import zh from '#app/locales/zh.json';
import { SITE_NAMESPACE, type SiteMessages } from './i18n';

/** Every language's site and shared-component messages, for server rendering. */
export const baseResources = {
  en: { [SITE_NAMESPACE]: en, [UI_NAMESPACE]: uiMessages.en },
  zh: { [SITE_NAMESPACE]: zh, [UI_NAMESPACE]: uiMessages.zh },
} satisfies Resource;

/** One language's messages, for the root loader to hand to the browser. */
export function siteMessages(locale: Locale): SiteMessages {
  return baseResources[locale];
}
