import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { textDiffApi } from './api';

/** Started on the first large comparison, ended after 30 s idle or when a run is cancelled. */
export const textDiffWorker = createWorkerBridge<typeof textDiffApi>(
  () => new Worker(new URL('./text-diff.worker.ts', import.meta.url), { type: 'module', name: 'text-diff' }),
);
