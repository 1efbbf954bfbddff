import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { JsonToolsApi } from './api';

/** Started on the first large document or query, ended after 30 s idle or on cancel. */
export const jsonToolsWorker = createWorkerBridge<JsonToolsApi>(
  () =>
    new Worker(new URL('./json-tools.worker.ts', import.meta.url), { type: 'module', name: 'json-tools' }),
);
