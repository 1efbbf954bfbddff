import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import type { BpmKeyApi } from './api';

/**
 * Started on the first analysis; it keeps essentia compiled for 2 minutes idle, so analysing the
 * next file (or the next live-microphone window, every 4 s) does not compile it again.
 */
export function createBpmKeyWorker() {
  return createWorkerBridge<BpmKeyApi>(
    () =>
      new Worker(new URL('./bpm-key-finder.worker.ts', import.meta.url), {
        type: 'module',
        name: 'bpm-key-finder',
      }),
    { idleTimeoutMs: 2 * 60_000 },
  );
}

export type BpmKeyWorker = ReturnType<typeof createBpmKeyWorker>;

/** Files' analyses; cancelling one ends this worker only. */
export const fileWorker = createBpmKeyWorker();
/** Live microphone windows, in a worker of their own so that cancelling a file does not end them. */
export const liveWorker = createBpmKeyWorker();
