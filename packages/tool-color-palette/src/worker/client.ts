import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { ColorPaletteApi } from './api';

/** Started when the extractor tab opens, ended after 30 s idle or on cancel. */
export const colorPaletteWorker = createWorkerBridge<ColorPaletteApi>(
  () =>
    new Worker(new URL('./color-palette.worker.ts', import.meta.url), {
      type: 'module',
      name: 'color-palette',
    }),
);

export type ColorPaletteWorker = typeof colorPaletteWorker;
