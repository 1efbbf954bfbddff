import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { clearShelf, deliverTo } from '@toolbox/kit/shelf';
import { uiMessages } from '@toolbox/ui/i18n';
import { type ToolHost, ToolHostProvider } from '@toolbox/ui/tool-host';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrawlResult } from '../core/crawl';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import WebCrawlerTool, { type Crawl } from './web-crawler-tool';

const { toast } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

const page = (url: string): CrawlResult => ({
  url,
  title: 'The page',
  description: 'desc',
  keywords: [],
  content: { html: '<p>Hi</p>', text: 'Hi there', markdown: '# Hi\n\nthere' },
  metadata: {},
  timestamp: '2026-11-27T10:00:00.000Z',
});

function renderTool(crawl: Crawl, host: Partial<ToolHost> = {}) {
  return renderWithI18n(
    <ToolHostProvider value={{ toolId: manifest.id, ...host }}>
      <WebCrawlerTool crawl={crawl} />
    </ToolHostProvider>,
    { namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
  );
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => clearShelf());

describe('hand-off: receiving', () => {
  it('fills the address field with an address handed over, and does not crawl until Start', async () => {
    const crawl = vi.fn<Crawl>(async (url) => page(url));
    deliverTo(manifest.id, [{ kind: 'text', text: 'https://a.test/docs', format: 'url' }]);
    renderTool(crawl);
    expect(screen.getByRole('textbox', { name: 'Address 1' })).toHaveValue('https://a.test/docs');
    expect(crawl).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: en.actions.start }));
    await waitFor(() => expect(crawl).toHaveBeenCalledWith('https://a.test/docs', expect.anything()));
  });

  it('keeps an address the visitor typed and adds the one handed over in a new row', async () => {
    renderTool(vi.fn<Crawl>());
    await userEvent.type(screen.getByRole('textbox', { name: 'Address 1' }), 'https://mine.test/');
    act(() => deliverTo(manifest.id, [{ kind: 'text', text: 'https://a.test/', format: 'url' }]));
    expect(screen.getByRole('textbox', { name: 'Address 1' })).toHaveValue('https://mine.test/');
    expect(screen.getByRole('textbox', { name: 'Address 2' })).toHaveValue('https://a.test/');
  });
});

describe('hand-off: Open in…', () => {
  it('sends the content shown: Markdown as markdown, the text as text', async () => {
    const openIn = vi.fn();
    const handOffTargets = vi.fn((_items: readonly HandOffItem[]) => [
      { id: 'text-diff', name: 'Text Diff' },
    ]);
    deliverTo(manifest.id, [{ kind: 'text', text: 'https://a.test/', format: 'url' }]);
    renderTool(async (url) => page(url), { openIn, handOffTargets });
    await userEvent.click(screen.getByRole('button', { name: en.actions.start }));
    await screen.findByRole('heading', { name: 'The page' });

    await userEvent.click(screen.getByRole('button', { name: en.formats.markdown }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open in…' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Text Diff' }));
    expect(openIn).toHaveBeenLastCalledWith('text-diff', [
      { kind: 'text', text: '# Hi\n\nthere', format: 'markdown', name: 'The page' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: en.formats.text }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open in…' }), { key: 'Enter' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Open in Text Diff' }));
    expect(openIn).toHaveBeenLastCalledWith('text-diff', [
      { kind: 'text', text: 'Hi there', format: 'text', name: 'The page' },
    ]);
  });

  it('renders no Open in… when no tool takes the content', async () => {
    deliverTo(manifest.id, [{ kind: 'text', text: 'https://a.test/', format: 'url' }]);
    renderTool(async (url) => page(url), { openIn: vi.fn(), handOffTargets: () => [] });
    await userEvent.click(screen.getByRole('button', { name: en.actions.start }));
    await screen.findByRole('heading', { name: 'The page' });
    expect(screen.queryByRole('button', { name: 'Open in…' })).not.toBeInTheDocument();
  });
});
