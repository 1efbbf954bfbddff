import '@toolbox/tool-json-tools/styles.css';
import '@toolbox/tool-pdf-merge/styles.css';
import './host.css';
import { registerToolMessages } from '@toolbox/ui/provider';
import { createInstance } from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { App, tools } from './app';

const i18n = createInstance();
await i18n.init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
await registerToolMessages(i18n, tools, ['en']);
hydrateRoot(document.getElementById('root') as HTMLElement, <App initialLocale="en" i18n={i18n} />);
