import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'icon-maker',
  categories: ['design'],
  keywords: ['icon', 'favicon', 'logo', 'svg', 'app icon'],
  icon: 'pen-tool',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  share: true,
  load: () => import('./ui/icon-maker-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
