import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'web-crawler',
  categories: ['web', 'data'],
  keywords: ['crawler', 'scraper', 'markdown', 'metadata'],
  icon: 'globe',
  flags: { isNew: true, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  load: () => import('./ui/web-crawler-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
