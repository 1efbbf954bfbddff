import { type RenderOptions, render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UI_NAMESPACE, uiMessages } from './i18n';

/* Test-only helpers: not listed in package.json `exports`. */

export type UiLanguage = keyof typeof uiMessages;

/** A fresh i18next instance per test, so a language switch in one test cannot leak into another. */
export function createTestI18n(language: UiLanguage = 'en'): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    ns: [UI_NAMESPACE],
    defaultNS: UI_NAMESPACE,
    resources: { en: { [UI_NAMESPACE]: uiMessages.en }, zh: { [UI_NAMESPACE]: uiMessages.zh } },
    // Resources are in memory: initialise synchronously so the first render is already translated.
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** `render` inside an I18nextProvider; `rerender` keeps the provider because it is the wrapper. */
export function renderWithI18n(
  ui: ReactElement,
  { language = 'en', ...options }: { language?: UiLanguage } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const i18n = createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return render(ui, { ...options, wrapper });
}
