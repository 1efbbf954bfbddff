import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'aim-trainer',
  categories: ['fun'],
  keywords: ['aim', 'aim trainer', 'fps', 'reaction', 'cps', 'click', 'game'],
  icon: 'crosshair',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  load: () => import('./ui/aim-trainer-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
