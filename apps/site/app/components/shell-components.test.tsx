// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavMenu } from './nav-menu';
import { Sidebar } from './sidebar';
import { entry, renderInRoot } from './test-root';
import { ToolCard } from './tool-card';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

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

  it('links every category to the home page filter, in the current language', async () => {
    await renderInRoot(<Sidebar />, { catalog: [entry({})], path: '/zh' });
    const categories = await screen.findByRole('list', { name: '分类' });
    expect(within(categories).getByRole('link', { name: '代码' })).toHaveAttribute(
      'href',
      '/zh?category=code',
    );
    expect(within(categories).getAllByRole('link')).toHaveLength(7);
  });

  it('lists the favourites and the recently used tools once there are some', async () => {
    const catalog = [entry({}), entry({ id: 'pdf-merge', name: 'PDF Merge', icon: 'files' })];
    await renderInRoot(<Sidebar />, { catalog });
    await screen.findByRole('navigation', { name: 'Tools' });
    expect(screen.queryByRole('list', { name: 'Favourites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recently used' })).not.toBeInTheDocument();

    cleanup();
    localStorage.setItem('toolbox:site:favourites', JSON.stringify(['pdf-merge', 'gone-tool']));
    localStorage.setItem(
      'toolbox:site:usage-stats',
      JSON.stringify([
        {
          toolId: 'json-tools',
          usageCount: 2,
          firstUsed: '2026-01-01T00:00:00.000Z',
          lastUsed: '2026-01-02T00:00:00.000Z',
        },
      ]),
    );
    await renderInRoot(<Sidebar />, { catalog });
    const favourites = await screen.findByRole('list', { name: 'Favourites' });
    expect(
      within(favourites)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['PDF Merge']);
    const recent = screen.getByRole('list', { name: 'Recently used' });
    expect(within(recent).getByRole('link', { name: 'JSON Tools' })).toHaveAttribute(
      'href',
      '/tool/json-tools',
    );
  });
});

describe('NavMenu (phones)', () => {
  it('opens the navigation in a labelled drawer and closes it when a link is followed', async () => {
    await renderInRoot(<NavMenu />, { catalog: [entry({})] });
    const button = await screen.findByRole('button', { name: 'Open the menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    // The drawer's code is imported on the first open; cold, under a busy turbo run, that once took
    // over findByRole's default second.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(drawer).getByRole('link', { name: 'JSON Tools' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape', async () => {
    await renderInRoot(<NavMenu />, { catalog: [entry({})] });
    fireEvent.click(await screen.findByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
