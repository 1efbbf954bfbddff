import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'geohash-converter',
  categories: ['data'],
  keywords: ['geohash', 'latitude', 'longitude', 'coordinates', 'gps', 'bounding box', 'csv'],
  icon: 'map-pin',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  share: true,
  accepts: { text: ['geohash'] },
  load: () => import('./ui/geohash-converter-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
