import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { pdfSplitApi } from './api';

/** Started on the first file, ended after 30 s idle or on cancel (which stops the split at once). */
export const pdfSplitWorker = createWorkerBridge<typeof pdfSplitApi>(
  () =>
    new Worker(new URL('./pdf-split.worker.ts', import.meta.url), {
      type: 'module',
      name: 'pdf-split',
    }),
);

export type PdfSplitWorker = typeof pdfSplitWorker;
