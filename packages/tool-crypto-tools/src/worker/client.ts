import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { cryptoToolsApi } from './api';

/** Started on the first file, ended after 30 s idle or on cancel (which stops the read at once). */
export const cryptoToolsWorker = createWorkerBridge<typeof cryptoToolsApi>(
  () =>
    new Worker(new URL('./crypto-tools.worker.ts', import.meta.url), {
      type: 'module',
      name: 'crypto-tools',
    }),
);
