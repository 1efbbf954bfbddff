import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'text-diff',
  categories: ['code'],
  keywords: ['diff', 'compare', 'text compare', 'difference', 'patch', 'unified diff'],
  icon: 'diff',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-22',
  share: true,
  accepts: { text: ['text'] },
  load: () => import('./ui/text-diff-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
