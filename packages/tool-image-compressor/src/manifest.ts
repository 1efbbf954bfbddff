import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'image-compressor',
  categories: ['design'],
  keywords: ['image-compressor'],
  icon: 'image-down',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-25',
  load: () => import('./ui/image-compressor-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
