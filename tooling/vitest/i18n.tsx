import { type RenderOptions, render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export type TestLanguage = 'en' | 'zh';
/** Messages per namespace and language, e.g. `{ ui: uiMessages, 'json-tools': { en, zh } }`. */
export type TestNamespaces = Record<string, Record<TestLanguage, object>>;

/** A fresh i18next instance per test, so a language switch in one test cannot leak into another. */
export function createTestI18n({
  language = 'en',
  namespaces,
}: {
  language?: TestLanguage;
  namespaces: TestNamespaces;
}): I18n {
  const names = Object.keys(namespaces);
  const resources = Object.fromEntries(
    (['en', 'zh'] as const).map((lng) => [
      lng,
      Object.fromEntries(names.map((ns) => [ns, namespaces[ns]?.[lng] ?? {}])),
    ]),
  );
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    ns: names,
    defaultNS: names[0],
    resources,
    // Resources are in memory: initialise synchronously so the first render is already translated.
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** `render` inside an I18nextProvider; `rerender` keeps the provider because it is the wrapper. */
export function renderWithI18n(
  ui: ReactElement,
  {
    language = 'en',
    namespaces,
    ...options
  }: { language?: TestLanguage; namespaces: TestNamespaces } & Omit<RenderOptions, 'wrapper'>,
) {
  const i18n = createTestI18n({ language, namespaces });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return { ...render(ui, { ...options, wrapper }), i18n };
}
