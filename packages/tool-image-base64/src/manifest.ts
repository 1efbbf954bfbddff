import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'image-base64',
  categories: ['data'],
  keywords: ['image-base64'],
  icon: 'file-image',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-25',
  load: () => import('./ui/image-base64-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
