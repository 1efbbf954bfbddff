import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'countdown-timer',
  categories: ['data'],
  keywords: ['countdown', 'timer', 'pomodoro', 'interval', 'alarm', 'presets'],
  icon: 'hourglass',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-22',
  load: () => import('./ui/countdown-timer-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
