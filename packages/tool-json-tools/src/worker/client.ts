import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { jsonToolsApi } from './api';

/** Started on the first large document, ended after 30 s idle or on cancel. */
export const jsonToolsWorker = createWorkerBridge<typeof jsonToolsApi>(
  () =>
    new Worker(new URL('./json-tools.worker.ts', import.meta.url), { type: 'module', name: 'json-tools' }),
);
