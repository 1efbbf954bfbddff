import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'comparing-numbers',
  categories: ['data', 'code'],
  keywords: [
    'compare',
    'numbers',
    'fraction',
    'decimal',
    'percent',
    'ratio',
    'scientific',
    'sort',
    'worksheet',
  ],
  icon: 'scale',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  share: true,
  load: () => import('./ui/comparing-numbers-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
