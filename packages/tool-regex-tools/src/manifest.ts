import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'regex-tools',
  categories: ['code', 'data'],
  keywords: ['regex', 'regexp', 'regular expression', 'pattern', 'replace', 'match', 'capture group'],
  icon: 'regex',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  share: true,
  accepts: { text: ['regex'] },
  load: () => import('./ui/regex-tools-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
