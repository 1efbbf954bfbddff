import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'image-converter',
  categories: ['design'],
  keywords: ['image-converter'],
  icon: 'image',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-25',
  load: () => import('./ui/image-converter-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
