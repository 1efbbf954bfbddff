import {
  type BridgeRequest,
  type BridgeResponse,
  unwrapTransfer,
  type WorkerApi,
  type WorkerContext,
} from './worker-protocol';

export { transfer, type WorkerApi, type WorkerContext } from './worker-protocol';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<BridgeRequest>) => void): void;
  postMessage(message: BridgeResponse, transfer?: globalThis.Transferable[]): void;
}

/** Progress messages are throttled so a tight loop cannot flood the main thread. */
const PROGRESS_INTERVAL_MS = 50;

/** The Blobs in a result: the result itself, or the values of a result array or object. */
function blobsIn(value: unknown): Blob[] {
  if (value instanceof Blob) return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap((item) =>
    item instanceof Blob ? [item] : Array.isArray(item) ? item.filter((part) => part instanceof Blob) : [],
  );
}

/**
 * Resolves once the browser holds all of a Blob's bytes. A Blob made in a worker is handed to the
 * browser while the worker keeps sending its bytes; if the worker ends first (idle timeout, or the
 * tool closed), the Blob cannot be read and its download is cancelled. In Chromium a 1 GB Blob
 * posted by a worker that was then terminated failed to read. Reading its last byte waits until
 * it is complete, and costs one byte.
 */
export async function whenStored(blob: Blob): Promise<void> {
  if (blob.size > 0) await blob.slice(blob.size - 1).arrayBuffer();
}

/**
 * Worker side of the bridge: answers calls from `createWorkerBridge` with the functions in `api`.
 * Blobs in a result are sent only once complete, so ending the worker later cannot break them.
 * `scope` is the worker's global (`self`); tests pass a MessagePort.
 */
export function exposeWorker<Api extends WorkerApi>(
  api: Api,
  scope: WorkerScope = self as unknown as WorkerScope,
) {
  scope.addEventListener('message', async (event) => {
    const request = event.data;
    if (request?.type !== 'call') return;
    const { id, method } = request;
    let lastProgressAt = 0;
    const context: WorkerContext = {
      progress(ratio, stage) {
        const now = Date.now();
        if (ratio < 1 && now - lastProgressAt < PROGRESS_INTERVAL_MS) return;
        lastProgressAt = now;
        scope.postMessage({
          type: 'progress',
          id,
          progress: { ratio: Math.min(1, Math.max(0, ratio)), stage },
        });
      },
    };
    try {
      const handler = api[method];
      if (!handler) throw new Error(`Unknown worker method: ${method}`);
      const { value, transfer } = unwrapTransfer(await handler(request.input, context));
      await Promise.all(blobsIn(value).map(whenStored));
      scope.postMessage({ type: 'result', id, value }, transfer);
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      scope.postMessage({ type: 'error', id, error: { name, message } });
    }
  });
}
