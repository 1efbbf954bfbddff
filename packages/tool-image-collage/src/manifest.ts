import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'image-collage',
  categories: ['design'],
  keywords: ['image-collage'],
  icon: 'layout-grid',
  flags: { isNew: true, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-25',
  // CONTEXT.md Rules: Hand-off. Any image, as its drop zone, several at once; gives the collage.
  accepts: { files: ['image/*'], multipleFiles: true },
  produces: { files: ['image/png', 'image/jpeg', 'image/webp'] },
  load: () => import('./ui/image-collage-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
