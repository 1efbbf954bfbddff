import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'image-converter',
  categories: ['design'],
  keywords: ['image-converter'],
  icon: 'image',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-25',
  // CONTEXT.md Rules: Hand-off. Any image, as its drop zone; a favicon set (a ZIP) is not handed on.
  accepts: { files: ['image/*'], multipleFiles: true },
  produces: {
    files: ['image/jpeg', 'image/png', 'image/webp', 'image/bmp', 'image/x-icon'],
    multipleFiles: true,
  },
  load: () => import('./ui/image-converter-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
