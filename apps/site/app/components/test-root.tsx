import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import type { CatalogEntry } from '#app/lib/catalog';
import type { RootData } from '#app/lib/root-data';
import en from '#app/locales/en.json';
import zh from '#app/locales/zh.json';

/* Test-only helpers for shell components that read the root loader's data. */

export function entry(overrides: Partial<CatalogEntry>): CatalogEntry {
  return {
    id: 'json-tools',
    name: 'JSON Tools',
    description: 'Format JSON',
    keywords: [],
    categories: ['code'],
    icon: 'braces',
    flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
    ...overrides,
  };
}

/** The page the stub's root route renders; set by `renderInRoot` before each render. */
let pageUnderTest: ReactNode = null;
function PageUnderTest() {
  return <>{pageUnderTest}</>;
}

/** Renders `children` as the root route's page, with `catalog` as the root loader data. */
export async function renderInRoot(children: ReactNode, { catalog = [] as CatalogEntry[], path = '/' } = {}) {
  const rootData: RootData = {
    locale: path.startsWith('/zh') ? 'zh' : 'en',
    origin: 'http://test',
    catalog,
    toolIconSprite: '/tool-icons.svg?v=test',
  };
  pageUnderTest = children;
  const Stub = createRoutesStub([
    { id: 'root', path: '/*', loader: () => rootData, Component: PageUnderTest },
  ]);
  return renderWithI18n(<Stub initialEntries={[path]} />, {
    language: rootData.locale,
    namespaces: { common: { en, zh }, ui: uiMessages },
  });
}
