import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: '__ID__',
  categories: [__CATEGORIES__],
  keywords: ['__ID__'],
  icon: '__ICON__',
  flags: { isNew: __IS_NEW__, moreFeatures: false, hiddenInSidebar: __HIDDEN_IN_SIDEBAR__ },
  updatedAt: '__DATE__',
  load: () => import('./ui/__ID__-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
