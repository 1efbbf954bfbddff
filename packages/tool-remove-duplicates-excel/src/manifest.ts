import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'remove-duplicates-excel',
  categories: ['data'],
  keywords: ['excel', 'xlsx', 'xls', 'csv', 'dedupe'],
  icon: 'sheet',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  load: () => import('./ui/remove-duplicates-excel-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
