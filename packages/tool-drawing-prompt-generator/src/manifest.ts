import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'drawing-prompt-generator',
  categories: ['ai', 'design'],
  keywords: ['prompt', 'midjourney', 'image prompt', 'ai art'],
  icon: 'wand-sparkles',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: true },
  updatedAt: '2026-11-27',
  load: () => import('./ui/drawing-prompt-generator-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
