import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { UnlockApi } from './api';

/** Started on the first file, ended after 30 s idle or on cancel. */
export const unlockWorker = createWorkerBridge<UnlockApi>(
  () =>
    new Worker(new URL('./pdf-password-remover.worker.ts', import.meta.url), {
      type: 'module',
      name: 'pdf-password-remover',
    }),
);
