import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'time-converter',
  categories: ['data'],
  keywords: ['timestamp', 'unix', 'epoch', 'date', 'time zone', 'time'],
  icon: 'clock',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-22',
  share: true,
  accepts: { text: ['timestamp', 'iso-date'] },
  load: () => import('./ui/time-converter-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
