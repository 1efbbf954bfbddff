import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'image-compressor',
  categories: ['design'],
  keywords: ['image-compressor'],
  icon: 'image-down',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-25',
  // CONTEXT.md Rules: Hand-off. The types it compresses (core/constants ACCEPTED_TYPES, kept
  // equal by a test: the manifest stays free of imports), several at once.
  accepts: {
    files: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/bmp'],
    multipleFiles: true,
  },
  produces: {
    files: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/jxl'],
    multipleFiles: true,
  },
  load: () => import('./ui/image-compressor-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
