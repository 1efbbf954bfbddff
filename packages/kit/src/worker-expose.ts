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

/**
 * Worker side of the bridge: answers calls from `createWorkerBridge` with the functions in `api`.
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
      scope.postMessage({ type: 'result', id, value }, transfer);
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      scope.postMessage({ type: 'error', id, error: { name, message } });
    }
  });
}
