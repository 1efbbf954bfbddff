import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'code-compressor',
  categories: ['code'],
  keywords: ['minify', 'beautify', 'uglify', 'terser', 'prettier', 'css', 'javascript', 'html', 'xml'],
  icon: 'file-code',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-22',
  load: () => import('./ui/code-compressor-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
