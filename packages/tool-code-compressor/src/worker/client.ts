import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { codeCompressorApi } from './api';

/** Started on the first Process, ended after 30 s idle or on cancel (which also stops a slow minify). */
export const codeCompressorWorker = createWorkerBridge<typeof codeCompressorApi>(
  () =>
    new Worker(new URL('./code-compressor.worker.ts', import.meta.url), {
      type: 'module',
      name: 'code-compressor',
    }),
);
