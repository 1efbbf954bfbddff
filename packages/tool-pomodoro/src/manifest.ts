import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'pomodoro',
  categories: ['data'],
  keywords: ['pomodoro'],
  icon: 'timer',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-22',
  load: () => import('./ui/pomodoro-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
