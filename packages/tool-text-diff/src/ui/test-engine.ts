import { createWorkerBridge, type WorkerLike } from '@toolbox/kit/worker-bridge';
import { exposeWorker } from '@toolbox/kit/worker-expose';
import { textDiffApi } from '../worker/api';
import type { TextDiffEngine } from '../worker/client';

/**
 * The worker's API behind the real bridge, over a MessageChannel instead of a Worker (jsdom has no
 * module workers): calls, progress, transfer and termination go the way they go in the browser.
 * `calls` records each call's method, so tests can see what was computed.
 */
type Scope = NonNullable<Parameters<typeof exposeWorker>[1]>;

export function createTestEngine(): TextDiffEngine & { calls: string[] } {
  const calls: string[] = [];
  const spawn = (): WorkerLike => {
    const channel = new MessageChannel();
    const scope: Scope = {
      addEventListener: (_type, listener) => channel.port2.addEventListener('message', listener as never),
      postMessage: (message, transfer) => channel.port2.postMessage(message, transfer ?? []),
    };
    exposeWorker(textDiffApi, scope);
    channel.port1.start();
    channel.port2.start();
    return {
      postMessage: (message, transfer) => {
        calls.push(message.method);
        channel.port1.postMessage(message, transfer ?? []);
      },
      addEventListener: ((type: string, listener: (event: MessageEvent) => void) => {
        if (type === 'message') channel.port1.addEventListener('message', listener);
      }) as WorkerLike['addEventListener'],
      terminate: () => {
        channel.port1.close();
        channel.port2.close();
      },
    };
  };
  const bridge = createWorkerBridge<typeof textDiffApi>(spawn);
  return { call: bridge.call, calls };
}
