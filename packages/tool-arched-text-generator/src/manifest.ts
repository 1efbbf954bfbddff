import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'arched-text-generator',
  categories: ['design'],
  keywords: ['arched text', 'curved text', 'circular text', 'text on a circle', 'arc'],
  icon: 'spline',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  share: true,
  load: () => import('./ui/arched-text-generator-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
