import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'ip-checker',
  categories: ['web'],
  keywords: ['ip-checker'],
  icon: 'globe',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  load: () => import('./ui/ip-checker-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
