import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'story-generator',
  categories: ['fun', 'ai'],
  keywords: ['story-generator'],
  icon: 'book-open',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: true },
  updatedAt: '2026-11-27',
  load: () => import('./ui/story-generator-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
