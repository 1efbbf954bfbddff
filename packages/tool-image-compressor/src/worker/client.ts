import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { ImageCompressorApi } from './api';

/** Started on the first compression, ended after 30 s idle or on cancel (which stops it at once). */
export const imageCompressorWorker = createWorkerBridge<ImageCompressorApi>(
  () =>
    new Worker(new URL('./image-compressor.worker.ts', import.meta.url), {
      type: 'module',
      name: 'image-compressor',
    }),
);

export type ImageCompressorWorker = typeof imageCompressorWorker;
