import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'pdf-password-remover',
  categories: ['data', 'security'],
  keywords: ['pdf-password-remover'],
  icon: 'file-lock-2',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-22',
  accepts: { files: ['application/pdf'], multipleFiles: true },
  produces: { files: ['application/pdf'] },
  load: () => import('./ui/pdf-password-remover-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
