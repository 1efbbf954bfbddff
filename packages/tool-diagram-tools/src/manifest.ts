import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'diagram-tools',
  categories: ['design'],
  keywords: ['mermaid', 'plantuml', 'uml', 'svg', 'png'],
  icon: 'workflow',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  share: true,
  load: () => import('./ui/diagram-tools-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
