import en from './locales/en.json';
import zh from './locales/zh.json';

/** The `ui` namespace: register it with i18next (`addResourceBundle(lng, 'ui', uiMessages[lng])`). */
export const UI_NAMESPACE = 'ui';
export const uiMessages = { en, zh } as const;
