import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CrawlResult } from '../core/crawl';
import WebCrawlerTool, { type Crawl } from './web-crawler-tool';

/** A stand-in for the server (the catalogue has none): a page for any address, after 400 ms. */
const demoCrawl: Crawl = (url) =>
  new Promise<CrawlResult>((resolve) =>
    setTimeout(
      () =>
        resolve({
          url,
          title: `A page at ${new URL(url).hostname}`,
          description: 'What the page says about itself.',
          keywords: ['demo', 'crawler'],
          content: {
            html: '<h1>Hello</h1><p>This is the page, <strong>sanitised</strong>.</p>',
            text: 'Hello\n\nThis is the page, sanitised.',
            markdown: '# Hello\n\nThis is the page, **sanitised**.',
          },
          metadata: { statusCode: 200, contentType: 'text/html', contentLength: 1234, charset: 'utf-8' },
          timestamp: new Date().toISOString(),
        }),
      400,
    ),
  );

const meta = {
  title: 'Tools/Web Crawler',
  component: WebCrawlerTool,
  args: { crawl: demoCrawl },
  decorators: [
    (Story) => (
      <div className="max-w-5xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WebCrawlerTool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type or paste addresses and start: a stand-in answers for the server. */
export const Demo: Story = {};
