import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { PdfMergeApi } from './api';

/** Started on the first file, ended after 30 s idle or on cancel. */
export const pdfMergeWorker = createWorkerBridge<PdfMergeApi>(
  () => new Worker(new URL('./pdf-merge.worker.ts', import.meta.url), { type: 'module', name: 'pdf-merge' }),
);
