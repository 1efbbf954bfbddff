import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrawlResult } from '../core/crawl';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import WebCrawlerTool, { type Crawl } from './web-crawler-tool';

const { toast, downloadText, downloadBlob } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  downloadText: vi.fn(),
  downloadBlob: vi.fn(),
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));
vi.mock('@toolbox/kit/download', () => ({ downloadText, downloadBlob }));

const page = (url: string): CrawlResult => ({
  url,
  title: `Page ${new URL(url).pathname}`,
  description: 'desc',
  keywords: ['k'],
  content: { html: '<p>Hi</p><script>parent.hacked = true</script>', text: 'Hi there', markdown: '# Hi' },
  metadata: { statusCode: 200, contentType: 'text/html', contentLength: 10, charset: 'utf-8' },
  timestamp: '2026-11-27T10:00:00.000Z',
});

function renderTool(crawl: Crawl, language: TestLanguage = 'en') {
  return renderWithI18n(<WebCrawlerTool crawl={crawl} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

beforeEach(() => vi.clearAllMocks());

describe('WebCrawlerTool', () => {
  it('says there is no valid address, and marks the bad rows', async () => {
    const crawl = vi.fn<Crawl>();
    renderTool(crawl);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Address 1' }), 'example.com');
    await user.click(screen.getByRole('button', { name: en.actions.start }));
    expect(toast.error).toHaveBeenCalledWith(en.toast.noValidUrls);
    expect(screen.getByRole('textbox', { name: 'Address 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(crawl).not.toHaveBeenCalled();
  });

  it('fills one row per address from a paste of many', async () => {
    renderTool(vi.fn<Crawl>());
    const input = screen.getByRole('textbox', { name: 'Address 1' });
    fireEvent.paste(input, {
      clipboardData: { getData: () => 'https://a.test/1\nhttps://a.test/2\nhttps://a.test/3' },
    });
    expect(screen.getByRole('textbox', { name: 'Address 3' })).toHaveValue('https://a.test/3');
  });

  it('crawls the valid rows, skips the rest, previews text, Markdown and sandboxed HTML, and the metadata', async () => {
    const crawl = vi.fn<Crawl>(async (url) => page(url));
    renderTool(crawl);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Address 1' }), 'https://a.test/one');
    await user.click(screen.getByRole('button', { name: en.urls.add }));
    await user.type(screen.getByRole('textbox', { name: 'Address 2' }), 'not a url');
    await user.click(screen.getByRole('button', { name: en.actions.start }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Crawled 1 page.'));
    expect(crawl).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 of 1 done')).toBeInTheDocument();
    expect(screen.getByText('Hi there')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Markdown' }));
    expect(screen.getByText('# Hi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'HTML' }));
    const frame = screen.getByTitle('HTML of https://a.test/one, without scripts');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
    await user.click(screen.getByRole('tab', { name: en.preview.metadata }));
    const metadata = screen.getByRole('tabpanel', { name: en.preview.metadata });
    expect(within(metadata).getByText('statusCode')).toBeInTheDocument();
    expect(within(metadata).getByText('text/html')).toBeInTheDocument();
  });

  it('shows a failure with its label and error, and counts it', async () => {
    renderTool(async () => {
      throw new Error('refused: a private address');
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Address 1' }), 'http://10.0.0.1/');
    await user.click(screen.getByRole('button', { name: en.actions.start }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('1 page could not be crawled.'), {
      timeout: 3000,
    });
    expect(screen.getByText(/Crawl failed: refused: a private address/)).toBeInTheDocument();
  });

  it('exports JSON in the chosen format and a ZIP of Markdown, and refuses to export nothing', async () => {
    renderTool(async (url) => page(url));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Address 1' }), 'https://a.test/one');
    await user.click(screen.getByRole('button', { name: en.actions.start }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Markdown' }));
    await user.click(screen.getByRole('button', { name: en.actions.exportJson }));
    await waitFor(() => expect(downloadText).toHaveBeenCalled());
    const [json, name] = downloadText.mock.calls[0] as [string, string];
    expect(name).toBe('crawl-results.json');
    expect(JSON.parse(json)[0]).toMatchObject({ format: 'markdown', content: '# Hi' });
    await user.click(screen.getByRole('button', { name: en.actions.exportZip }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    expect(downloadBlob.mock.calls[0]?.[1]).toBe('crawl-results-markdown.zip');
  });

  it('speaks Chinese', () => {
    renderTool(vi.fn<Crawl>(), 'zh');
    expect(screen.getByRole('button', { name: zh.actions.start })).toBeInTheDocument();
  });
});
