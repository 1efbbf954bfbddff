import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'color-palette',
  categories: ['design'],
  keywords: ['color', 'colour', 'palette', 'picker', 'hex', 'rgb', 'hsl', 'hsv', 'contrast', 'wcag'],
  icon: 'palette',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  share: true,
  accepts: { text: ['color'] },
  load: () => import('./ui/color-palette-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
