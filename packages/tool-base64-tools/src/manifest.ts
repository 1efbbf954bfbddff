import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'base64-tools',
  categories: ['data'],
  keywords: ['base64', 'base64url', 'encode', 'decode', 'utf-8'],
  icon: 'binary',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  share: true,
  accepts: { text: ['base64'] },
  load: () => import('./ui/base64-tools-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
