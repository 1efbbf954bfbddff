import { defineTool } from '@toolbox/kit/tool';

export const manifest = defineTool({
  id: 'bpm-key-finder',
  categories: ['design', 'data'],
  keywords: ['bpm', 'tempo', 'key', 'camelot', 'music', 'audio', 'metronome', 'dj'],
  icon: 'audio-waveform',
  flags: { isNew: false, moreFeatures: false, hiddenInSidebar: false },
  updatedAt: '2026-11-27',
  load: () => import('./ui/bpm-key-finder-tool'),
  messages: { en: () => import('./locales/en.json'), zh: () => import('./locales/zh.json') },
});
