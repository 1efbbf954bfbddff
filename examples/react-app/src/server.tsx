// Server rendering: the tools' messages are registered before rendering, so the HTML is
// translated, and the browser (hydrate.tsx) registers them again before hydrating it.
import { registerToolMessages } from '@toolbox/ui/provider';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { App, tools } from './app';

export async function render(locale: 'en' | 'zh'): Promise<string> {
  const i18n = createInstance();
  await i18n.init({ lng: locale, fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  await registerToolMessages(i18n, tools, [locale]);
  return renderToString(<App initialLocale={locale} i18n={i18n} />);
}
