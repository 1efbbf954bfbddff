import { localeFromPath } from '@toolbox/kit/locales';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { i18nOptions } from '#app/lib/i18n';

// The URL decides the language, exactly as on the server, so hydration matches. The messages come
// with the root loader's data (the root layout adds them before anything renders), not in this file.
await i18next.use(initReactI18next).init({
  ...i18nOptions,
  resources: {},
  partialBundledLanguages: true,
  lng: localeFromPath(window.location.pathname),
});

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
