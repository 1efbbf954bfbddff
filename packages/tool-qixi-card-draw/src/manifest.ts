import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'qixi-card-draw',
  categories: ['fun'],
  keywords: ['qixi', 'card draw', 'valentine', 'gacha', 'festival'],
  icon: 'heart',
  flags: { isNew: true, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  load: () => import('./ui/qixi-card-draw-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
