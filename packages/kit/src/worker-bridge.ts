import {
  type BridgeRequest,
  type BridgeResponse,
  unwrapTransfer,
  type WorkerApi,
  type WorkerProgress,
} from './worker-protocol';

export { transfer, type WorkerApi, type WorkerProgress } from './worker-protocol';

/** The part of `Worker` the bridge uses, so tests can pass an in-process stand-in. */
export interface WorkerLike {
  postMessage(message: BridgeRequest, transfer?: globalThis.Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<BridgeResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

export interface CallOptions {
  signal?: AbortSignal;
  onProgress?: (progress: WorkerProgress) => void;
}

export interface WorkerBridge<Api extends WorkerApi> {
  call<Method extends keyof Api & string>(
    method: Method,
    input: Parameters<Api[Method]>[0],
    options?: CallOptions,
  ): Promise<Awaited<ReturnType<Api[Method]>>>;
  /**
   * Starts the worker before the first call, so its code has loaded when the work comes (70 ms
   * of a 12 MP compression); unused, it ends after the idle time-out like any.
   */
  warm(): void;
  /** Ends the worker now; pending calls reject. The next call starts a new one. */
  terminate(): void;
  /** Whether a worker is running (for tests and diagnostics). */
  readonly isRunning: boolean;
}

/** Ends the worker after this long without a pending call, to give its memory back. */
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

/** Raised when the worker was ended under a call: by another call's cancel or by a crash. */
export class WorkerTerminatedError extends Error {
  override name = 'WorkerTerminatedError';
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  onProgress?: CallOptions['onProgress'];
  cleanup(): void;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Main-thread side of the worker bridge (Squoosh-style): the worker starts on the first call,
 * reports progress, is terminated when a call's AbortSignal fires (the only way to stop a
 * synchronous task such as JSON.parse), and ends itself after `idleTimeoutMs` without work.
 */
export function createWorkerBridge<Api extends WorkerApi>(
  spawn: () => WorkerLike,
  { idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS }: { idleTimeoutMs?: number } = {},
): WorkerBridge<Api> {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Map<number, Pending>();

  function stop(reason: unknown) {
    worker?.terminate();
    worker = undefined;
    clearTimeout(idleTimer);
    const calls = [...pending.values()];
    pending.clear();
    for (const call of calls) {
      call.cleanup();
      call.reject(reason);
    }
  }

  function scheduleIdleStop() {
    clearTimeout(idleTimer);
    if (pending.size === 0 && worker) {
      idleTimer = setTimeout(() => {
        if (pending.size === 0) stop(new WorkerTerminatedError('idle'));
      }, idleTimeoutMs);
    }
  }

  function ensureWorker(): WorkerLike {
    if (worker) return worker;
    const started = spawn();
    started.addEventListener('message', (event: MessageEvent<BridgeResponse>) => {
      const message = event.data;
      const call = pending.get(message.id);
      if (!call) return;
      if (message.type === 'progress') {
        call.onProgress?.(message.progress);
        return;
      }
      pending.delete(message.id);
      call.cleanup();
      if (message.type === 'result') call.resolve(message.value);
      else call.reject(Object.assign(new Error(message.error.message), message.error));
      scheduleIdleStop();
    });
    started.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault?.();
      stop(new WorkerTerminatedError(event.message || 'The worker crashed.'));
    });
    worker = started;
    return started;
  }

  return {
    call(method, input, { signal, onProgress } = {}) {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      return new Promise((resolve, reject) => {
        clearTimeout(idleTimer);
        const running = ensureWorker();
        const id = nextId++;
        const onAbort = () => {
          const call = pending.get(id);
          if (!call) return;
          pending.delete(id);
          call.cleanup();
          call.reject(abortError(signal as AbortSignal));
          stop(new WorkerTerminatedError('Another task was cancelled.'));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        pending.set(id, {
          resolve: resolve as (value: unknown) => void,
          reject,
          onProgress,
          cleanup: () => signal?.removeEventListener('abort', onAbort),
        });
        const { value, transfer } = unwrapTransfer(input);
        running.postMessage({ type: 'call', id, method, input: value }, transfer);
      });
    },
    warm() {
      if (worker) return;
      ensureWorker();
      scheduleIdleStop();
    },
    terminate() {
      stop(new WorkerTerminatedError('terminated'));
    },
    get isRunning() {
      return worker !== undefined;
    },
  };
}
