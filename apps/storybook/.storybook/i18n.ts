import { createInstance, type i18n as I18n, type Resource } from 'i18next';

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/*
 * Every workspace package's messages, found by convention: packages/<folder>/src/locales/<lang>.json.
 * The namespace is the folder without its `tool-` prefix (`ui`, `json-tools`), the same slug the
 * site uses, so a tool's stories are translated as soon as its package has locales.
 */
const localeFiles = import.meta.glob<Record<string, unknown>>('../../../packages/*/src/locales/*.json', {
  eager: true,
  import: 'default',
});

function collectResources(): Resource {
  const resources: Resource = {};
  for (const [path, messages] of Object.entries(localeFiles)) {
    const match = /packages\/([^/]+)\/src\/locales\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const namespace = match[1].replace(/^tool-/, '');
    const language = match[2];
    resources[language] = { ...resources[language], [namespace]: messages };
  }
  return resources;
}

/** One instance per language, so switching the toolbar never mutates i18next during a render. */
function createI18n(language: Language, resources: Resource): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources,
    defaultNS: 'ui',
    // Messages are bundled: initialise synchronously so the first render is translated.
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const resources = collectResources();
export const i18nByLanguage: Record<Language, I18n> = {
  en: createI18n('en', resources),
  zh: createI18n('zh', resources),
};
