import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { ImageBase64Api } from './api';

/** Started on the first image or paste, ended after 30 s idle or on cancel. */
export const imageBase64Worker = createWorkerBridge<ImageBase64Api>(
  () =>
    new Worker(new URL('./image-base64.worker.ts', import.meta.url), {
      type: 'module',
      name: 'image-base64',
    }),
);

export type ImageBase64Worker = typeof imageBase64Worker;
