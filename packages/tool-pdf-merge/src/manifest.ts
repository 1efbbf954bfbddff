import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'pdf-merge',
  categories: ['data'],
  keywords: ['pdf', 'merge', 'combine'],
  icon: 'files',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-22',
  accepts: { files: ['application/pdf'], multipleFiles: true },
  produces: { files: ['application/pdf'] },
  load: () => import('./ui/pdf-merge-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
