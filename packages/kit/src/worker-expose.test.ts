import { describe, expect, it } from 'vitest';
import { exposeWorker } from './worker-expose';
import type { BridgeRequest, BridgeResponse } from './worker-protocol';

/** A Blob whose bytes reach the browser only when `arrive` is called, as a large worker Blob's do. */
class InTransitBlob extends Blob {
  arrive!: () => void;
  private readonly arrived = new Promise<void>((resolve) => {
    this.arrive = resolve;
  });
  override slice(start?: number, end?: number): Blob {
    const part = super.slice(start, end);
    const arrived = this.arrived;
    const arrayBuffer = async () => {
      await arrived;
      return new ArrayBuffer(1);
    };
    return Object.assign(part, { arrayBuffer });
  }
}

/** Runs `exposeWorker` on a scope that records what it posts; returns a function making a call. */
function exposed(api: Record<string, () => unknown>) {
  const posted: BridgeResponse[] = [];
  let listener: (event: MessageEvent<BridgeRequest>) => void = () => {};
  exposeWorker(api, {
    addEventListener: (_type, added) => {
      listener = added;
    },
    postMessage: (message) => posted.push(message),
  });
  const call = (method: string) =>
    listener({ data: { type: 'call', id: 1, method, input: undefined } } as MessageEvent<BridgeRequest>);
  return { posted, call };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('exposeWorker', () => {
  it('sends a Blob result only once the browser holds all its bytes (CONTEXT.md Rules: Workers › Blob results)', async () => {
    const blob = new InTransitBlob(['%PDF-1.7 merged']);
    const { posted, call } = exposed({ merge: () => blob });
    call('merge');
    await settle();
    expect(posted).toEqual([]);
    blob.arrive();
    await settle();
    expect(posted).toEqual([{ type: 'result', id: 1, value: blob }]);
  });

  it('waits for the Blobs in a result object, its arrays and their objects too', async () => {
    const zip = new InTransitBlob(['zip']);
    const part = new InTransitBlob(['part']);
    const { posted, call } = exposed({
      split: () => ({ zip, parts: [{ name: 'a.pdf', file: part }], count: 1 }),
    });
    call('split');
    zip.arrive();
    await settle();
    expect(posted).toEqual([]);
    part.arrive();
    await settle();
    expect(posted).toHaveLength(1);
  });

  it('sends other results at once', async () => {
    const { posted, call } = exposed({ count: () => 4 });
    call('count');
    await settle();
    expect(posted).toEqual([{ type: 'result', id: 1, value: 4 }]);
  });
});
