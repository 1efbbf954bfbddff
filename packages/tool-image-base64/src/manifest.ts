import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'image-base64',
  categories: ['data'],
  keywords: ['image-base64'],
  icon: 'file-image',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-25',
  // CONTEXT.md Rules: Hand-off. One image to encode, or a data URL or Base64 text to decode; gives
  // the decoded image. Its text results (a data URL, Base64 alone) offer "Open in…" too, but are
  // declared only once another tool takes them.
  accepts: { files: ['image/*'], text: ['data-url', 'base64'] },
  produces: { files: ['image/*'] },
  load: () => import('./ui/image-base64-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
