import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'json-tools',
  categories: ['code', 'data'],
  keywords: ['json', 'jsonlint', 'beautify', 'prettify', 'minify', 'pretty print', 'jsonpath', 'jq', 'query'],
  icon: 'braces',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-22',
  share: true,
  accepts: { text: ['json'] },
  produces: { text: ['json'] },
  load: () => import('./ui/json-tools-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
