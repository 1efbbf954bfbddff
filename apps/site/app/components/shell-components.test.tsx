// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogEntry } from '#app/lib/catalog';
import type { RootData } from '#app/lib/root-data';
import en from '#app/locales/en.json';
import zh from '#app/locales/zh.json';
import { Sidebar } from './sidebar';
import { ToolCard } from './tool-card';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function entry(overrides: Partial<CatalogEntry>): CatalogEntry {
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
async function renderInRoot(children: ReactNode, { catalog = [] as CatalogEntry[], path = '/' } = {}) {
  const rootData: RootData = { locale: path.startsWith('/zh') ? 'zh' : 'en', origin: 'http://test', catalog };
  pageUnderTest = children;
  const Stub = createRoutesStub([
    { id: 'root', path: '/*', loader: () => rootData, Component: PageUnderTest },
  ]);
  return renderWithI18n(<Stub initialEntries={[path]} />, {
    language: rootData.locale,
    namespaces: { common: { en, zh }, ui: uiMessages },
  });
}

describe('ToolCard', () => {
  it('shows icon, name, description, categories and links to the tool', async () => {
    await renderInRoot(<ToolCard tool={entry({})} isFavourite={false} onToggleFavourite={() => {}} />);
    const link = await screen.findByRole('link', { name: 'JSON Tools' });
    expect(link).toHaveAttribute('href', '/tool/json-tools');
    expect(screen.getByText('Format JSON')).toBeInTheDocument();
    expect(screen.getByText('Code')).toBeInTheDocument();
    expect(screen.queryByText('NEW')).not.toBeInTheDocument();
    expect(screen.queryByText('HOT')).not.toBeInTheDocument();
  });

  it('marks new tools with NEW and ai tools with HOT', async () => {
    const tool = entry({
      id: 'story-generator',
      name: 'Story',
      categories: ['fun', 'ai'],
      flags: { isNew: true, moreFeatures: false, hiddenInSidebar: true },
    });
    await renderInRoot(<ToolCard tool={tool} isFavourite={false} onToggleFavourite={() => {}} />);
    await screen.findByRole('link', { name: 'Story' });
    expect(screen.getByText('NEW')).toBeInTheDocument();
    expect(screen.getByText('HOT')).toBeInTheDocument();
  });

  it('toggles the favourite heart', async () => {
    const onToggleFavourite = vi.fn();
    await renderInRoot(<ToolCard tool={entry({})} isFavourite onToggleFavourite={onToggleFavourite} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove JSON Tools from favourites' }));
    expect(onToggleFavourite).toHaveBeenCalledWith('json-tools');
  });

  it('links into the current locale', async () => {
    await renderInRoot(
      <ToolCard tool={entry({ name: 'JSON 工具' })} isFavourite={false} onToggleFavourite={() => {}} />,
      {
        path: '/zh',
      },
    );
    expect(await screen.findByRole('link', { name: 'JSON 工具' })).toHaveAttribute(
      'href',
      '/zh/tool/json-tools',
    );
    expect(screen.getByText('代码')).toBeInTheDocument();
  });
});

describe('Sidebar', () => {
  it('lists tools except those hidden in the sidebar by default', async () => {
    const catalog = [
      entry({}),
      entry({
        id: 'story-generator',
        name: 'Story',
        flags: { isNew: false, moreFeatures: false, hiddenInSidebar: true },
      }),
    ];
    await renderInRoot(<Sidebar />, { catalog });
    const nav = await screen.findByRole('navigation', { name: 'Tools' });
    expect(nav).toHaveTextContent('JSON Tools');
    expect(nav).not.toHaveTextContent('Story');
    expect(screen.getByRole('link', { name: 'All tools' })).toHaveAttribute('href', '/');
  });
});
