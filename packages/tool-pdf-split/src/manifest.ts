import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'pdf-split',
  categories: ['data'],
  keywords: ['pdf', 'split', 'extract pages', 'page range', 'odd even', 'zip'],
  icon: 'scissors',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-22',
  accepts: { files: ['application/pdf'], multipleFiles: true },
  load: () => import('./ui/pdf-split-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
