import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'image-converter',
  categories: ['design'],
  keywords: ['image-converter'],
  icon: 'image',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-25',
  // CONTEXT.md Rules: Hand-off. A favicon set (a ZIP) is not handed on.
  // The images the browser decodes (not JPEG XL, HEIC, TIFF or SVG): only those are offered
  // here by another tool's "Open in…" or by smart paste. A drop still takes any image and says
  // plainly when one does not decode.
  accepts: {
    files: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/x-icon'],
    multipleFiles: true,
  },
  produces: {
    files: ['image/jpeg', 'image/png', 'image/webp', 'image/bmp', 'image/x-icon'],
    multipleFiles: true,
  },
  load: () => import('./ui/image-converter-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
