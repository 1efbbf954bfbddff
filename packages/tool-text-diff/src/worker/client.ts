import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { textDiffApi } from './api';

/** Started on the first comparison, ended after 30 s idle or when a large run is cancelled. */
export const textDiffWorker = createWorkerBridge<typeof textDiffApi>(
  () => new Worker(new URL('./text-diff.worker.ts', import.meta.url), { type: 'module', name: 'text-diff' }),
);

/** The two calls the page makes; tests and stories pass an in-process stand-in. */
export type TextDiffEngine = Pick<typeof textDiffWorker, 'call'>;
