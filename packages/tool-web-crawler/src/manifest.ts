import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'web-crawler',
  categories: ['web', 'data'],
  keywords: ['crawler', 'scraper', 'markdown', 'metadata'],
  icon: 'globe',
  flags: { isNew: true, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  // CONTEXT.md Rules: Hand-off. An address fills the address field (the crawl waits for Start).
  // The content's "Open in…" is there, but Markdown is declared as produced only once another
  // tool takes it (the registry test).
  accepts: { text: ['url'] },
  produces: { text: ['markdown', 'text'] },
  load: () => import('./ui/web-crawler-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
