import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { RemoveDuplicatesApi } from './api';

/**
 * Started when a file is chosen; it keeps the file it read, so it ends only after 5 minutes idle
 * (choosing columns takes a while, and reading a 20 MB workbook again takes seconds) or on cancel.
 */
export const removeDuplicatesWorker = createWorkerBridge<RemoveDuplicatesApi>(
  () =>
    new Worker(new URL('./remove-duplicates-excel.worker.ts', import.meta.url), {
      type: 'module',
      name: 'remove-duplicates-excel',
    }),
  { idleTimeoutMs: 5 * 60_000 },
);

export type RemoveDuplicatesWorker = typeof removeDuplicatesWorker;
