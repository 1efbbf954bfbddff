import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import type { ReactElement } from 'react';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';

/** Renders with this tool's messages and the shared UI messages. */
export function renderTool(element: ReactElement, language: TestLanguage = 'en') {
  return renderWithI18n(element, { language, namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } });
}
