import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { geohashApi } from './api';

/** Started on the first large batch, ended after idle time or on cancel. */
export const geohashWorker = createWorkerBridge<typeof geohashApi>(
  () =>
    new Worker(new URL('./geohash-converter.worker.ts', import.meta.url), {
      type: 'module',
      name: 'geohash-converter',
    }),
);
