import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { ImageConverterApi } from './api';

/** Started on the first conversion, ended after 30 s idle or on cancel (which stops it at once). */
export const imageConverterWorker = createWorkerBridge<ImageConverterApi>(
  () =>
    new Worker(new URL('./image-converter.worker.ts', import.meta.url), {
      type: 'module',
      name: 'image-converter',
    }),
);

export type ImageConverterWorker = typeof imageConverterWorker;
