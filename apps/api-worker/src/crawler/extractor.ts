import { Worker } from 'node:worker_threads';
import { ApiError } from '../errors.ts';
import type { ExtractedPage } from './extract-page.ts';

export interface Extractor {
  extract(input: { html: string; url: URL }): Promise<ExtractedPage>;
}

interface Job {
  html: string;
  url: string;
  resolve: (page: ExtractedPage) => void;
  reject: (error: Error) => void;
}

type WorkerReply = { started: true } | { page: ExtractedPage } | { error: string };

/**
 * Runs `extractPage` in worker threads. Readability and turndown take about 2 s per MB of article
 * on this hardware, which on the main thread would stall every other request; in a worker they
 * only use a core. At most `size` workers run (jobs beyond wait in order); one whose extraction
 * takes longer than `timeoutMs` is terminated (TIMEOUT). The limit starts when the worker has taken
 * the page: a fresh worker first loads its modules (over a second on a busy machine), which has its
 * own, longer `startTimeoutMs`. Idle workers are kept `idleMs` for the next page and do not keep
 * the process alive.
 */
export function createExtractor({
  size = 2,
  timeoutMs = 20_000,
  startTimeoutMs = 60_000,
  idleMs = 30_000,
}: {
  size?: number;
  timeoutMs?: number;
  startTimeoutMs?: number;
  idleMs?: number;
} = {}): Extractor {
  const idle: Worker[] = [];
  const idleTimers = new Map<Worker, NodeJS.Timeout>();
  const queue: Job[] = [];
  let busy = 0;

  const spawn = () => {
    const worker = new Worker(new URL('./extract-worker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.unref();
    return worker;
  };

  const release = (worker: Worker) => {
    idle.push(worker);
    idleTimers.set(
      worker,
      setTimeout(() => {
        idle.splice(idle.indexOf(worker), 1);
        idleTimers.delete(worker);
        void worker.terminate();
      }, idleMs).unref(),
    );
  };

  const next = () => {
    if (busy >= size) return;
    const job = queue.shift();
    if (!job) return;
    busy++;
    const worker = idle.pop() ?? spawn();
    clearTimeout(idleTimers.get(worker));
    idleTimers.delete(worker);

    const timeOut = () =>
      finish(() => job.reject(new ApiError('TIMEOUT', 'The page is too large to extract in time')), false);
    let timer = setTimeout(timeOut, startTimeoutMs);
    const finish = (outcome: () => void, isWorkerReusable: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      if (isWorkerReusable) release(worker);
      else void worker.terminate();
      busy--;
      outcome();
      next();
    };
    const onMessage = (reply: WorkerReply) => {
      if ('started' in reply) {
        clearTimeout(timer);
        timer = setTimeout(timeOut, timeoutMs);
        return;
      }
      finish(
        () =>
          'page' in reply
            ? job.resolve(reply.page)
            : job.reject(new ApiError('INTERNAL', `Could not extract the page: ${reply.error}`)),
        true,
      );
    };
    const onError = (error: Error) =>
      finish(
        () => job.reject(new ApiError('INTERNAL', `Could not extract the page: ${error.message}`)),
        false,
      );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage({ html: job.html, url: job.url });
  };

  return {
    extract: ({ html, url }) =>
      new Promise<ExtractedPage>((resolve, reject) => {
        queue.push({ html, url: url.href, resolve, reject });
        next();
      }),
  };
}
