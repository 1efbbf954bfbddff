import type { RenderOptions } from '@testing-library/react';
import {
  createTestI18n as createI18n,
  renderWithI18n as renderWith,
  type TestLanguage,
} from '@toolbox/vitest/i18n';
import type { ReactElement } from 'react';
import { UI_NAMESPACE, uiMessages } from './i18n';

/* Test-only helpers: not listed in package.json `exports`. */

export type UiLanguage = TestLanguage;

const namespaces = { [UI_NAMESPACE]: uiMessages };

export function createTestI18n(language: UiLanguage = 'en') {
  return createI18n({ language, namespaces });
}

export function renderWithI18n(
  ui: ReactElement,
  { language = 'en', ...options }: { language?: UiLanguage } & Omit<RenderOptions, 'wrapper'> = {},
) {
  return renderWith(ui, { language, namespaces, ...options });
}
