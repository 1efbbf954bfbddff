import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { base64ToolsApi } from './api';

/** Started on the first large conversion, ended after 30 s idle or on cancel. */
export const base64ToolsWorker = createWorkerBridge<typeof base64ToolsApi>(
  () =>
    new Worker(new URL('./base64-tools.worker.ts', import.meta.url), {
      type: 'module',
      name: 'base64-tools',
    }),
);

/** Where large conversions run; tests pass an in-process stand-in. */
export type Base64Engine = Pick<typeof base64ToolsWorker, 'call'>;
