import type { ComponentType } from 'react';

/**
 * Each tool's page component by id, for the browser: the one thing the tool page needs of the
 * registry there. The manifests' data (keywords, categories, flags…) stays on the server, where
 * the catalogue is built, instead of weighing on every page (2 KB gzip). Same order and ids as
 * `registry.ts` (its test checks both, and that each loader is its manifest's `load`); `pnpm
 * new-tool` adds to both.
 */
export const toolModules: Readonly<Record<string, () => Promise<{ default: ComponentType }>>> = {
  'json-tools': () => import('@toolbox/tool-json-tools/ui'),
  'text-diff': () => import('@toolbox/tool-text-diff/ui'),
  'regex-tools': () => import('@toolbox/tool-regex-tools/ui'),
  'base64-tools': () => import('@toolbox/tool-base64-tools/ui'),
  'code-compressor': () => import('@toolbox/tool-code-compressor/ui'),
  'geohash-converter': () => import('@toolbox/tool-geohash-converter/ui'),
  'time-converter': () => import('@toolbox/tool-time-converter/ui'),
  'comparing-numbers': () => import('@toolbox/tool-comparing-numbers/ui'),
  'crypto-tools': () => import('@toolbox/tool-crypto-tools/ui'),
  'pdf-merge': () => import('@toolbox/tool-pdf-merge/ui'),
  'pdf-split': () => import('@toolbox/tool-pdf-split/ui'),
  'pdf-password-remover': () => import('@toolbox/tool-pdf-password-remover/ui'),
  'goblin-slayer-todo': () => import('@toolbox/tool-goblin-slayer-todo/ui'),
  pomodoro: () => import('@toolbox/tool-pomodoro/ui'),
  'countdown-timer': () => import('@toolbox/tool-countdown-timer/ui'),
  'image-base64': () => import('@toolbox/tool-image-base64/ui'),
  'image-converter': () => import('@toolbox/tool-image-converter/ui'),
  'image-compressor': () => import('@toolbox/tool-image-compressor/ui'),
  'image-collage': () => import('@toolbox/tool-image-collage/ui'),
  'color-palette': () => import('@toolbox/tool-color-palette/ui'),
  'arched-text-generator': () => import('@toolbox/tool-arched-text-generator/ui'),
  'icon-maker': () => import('@toolbox/tool-icon-maker/ui'),
  'remove-duplicates-excel': () => import('@toolbox/tool-remove-duplicates-excel/ui'),
  'diagram-tools': () => import('@toolbox/tool-diagram-tools/ui'),
  'bpm-key-finder': () => import('@toolbox/tool-bpm-key-finder/ui'),
  'drawing-prompt-generator': () => import('@toolbox/tool-drawing-prompt-generator/ui'),
  'qixi-card-draw': () => import('@toolbox/tool-qixi-card-draw/ui'),
  'web-crawler': () => import('@toolbox/tool-web-crawler/ui'),
  'ip-checker': () => import('@toolbox/tool-ip-checker/ui'),
  'story-generator': () => import('@toolbox/tool-story-generator/ui'),
  'aim-trainer': () => import('@toolbox/tool-aim-trainer/ui'),
};
