import { whenStored } from './stored-blob';
import {
  type BridgeRequest,
  type BridgeResponse,
  unwrapTransfer,
  type WorkerApi,
  type WorkerContext,
  type WorkerErrorData,
} from './worker-protocol';

export { transfer, type WorkerApi, type WorkerContext } from './worker-protocol';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<BridgeRequest>) => void): void;
  postMessage(message: BridgeResponse, transfer?: globalThis.Transferable[]): void;
}

/** Progress messages are throttled so a tight loop cannot flood the main thread. */
const PROGRESS_INTERVAL_MS = 50;

/** The Blobs in a result: the result itself, or found in its objects and arrays (a few levels). */
function blobsIn(value: unknown, depth = 3): Blob[] {
  if (value instanceof Blob) return [value];
  if (typeof value !== 'object' || value === null || depth === 0 || ArrayBuffer.isView(value)) return [];
  return Object.values(value).flatMap((item) => blobsIn(item, depth - 1));
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
      scope.postMessage({ type: 'error', id, error: errorData(error) });
    }
  });
}

function errorData(error: unknown): WorkerErrorData {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  const fields = Object.entries(error instanceof Error ? error : {}).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return { ...Object.fromEntries(fields), name, message };
}
