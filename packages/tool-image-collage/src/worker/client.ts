import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { ImageCollageApi } from './api';

/** Started on the first export, ended after 30 s idle or on cancel (which stops it at once). */
export const imageCollageWorker = createWorkerBridge<ImageCollageApi>(
  () =>
    new Worker(new URL('./image-collage.worker.ts', import.meta.url), {
      type: 'module',
      name: 'image-collage',
    }),
);

export type ImageCollageWorker = typeof imageCollageWorker;
