import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputReadError } from './stored-blob';
import { createWorkerBridge, type WorkerLike, WorkerTerminatedError } from './worker-bridge';
import { exposeWorker } from './worker-expose';
import type { BridgeRequest, BridgeResponse, WorkerContext } from './worker-protocol';

const api = {
  double: (input: number) => input * 2,
  slow: (input: { steps: number }, context: WorkerContext) =>
    new Promise<string>((resolve) => {
      let step = 0;
      const timer = setInterval(() => {
        step++;
        context.progress(step / input.steps, 'working');
        if (step === input.steps) {
          clearInterval(timer);
          resolve('done');
        }
      }, 60);
    }),
  never: () => new Promise(() => {}),
  fail: () => {
    throw new RangeError('bad input');
  },
  unreadable: () => {
    throw new InputReadError('scan-07.pdf', new DOMException('gone', 'NotReadableError'));
  },
};

/** An in-process worker: a MessageChannel whose far end runs `exposeWorker(api)`. */
function fakeWorkerFactory() {
  const spawned: { terminated: boolean }[] = [];
  const spawn = (): WorkerLike => {
    const channel = new MessageChannel();
    exposeWorker(api, {
      addEventListener: (_type, listener) => channel.port2.addEventListener('message', listener as never),
      postMessage: (message: BridgeResponse) => channel.port2.postMessage(message),
    });
    channel.port2.start();
    channel.port1.start();
    const record = { terminated: false };
    spawned.push(record);
    return {
      postMessage: (message: BridgeRequest) => channel.port1.postMessage(message),
      addEventListener: ((type: string, listener: (event: MessageEvent) => void) => {
        if (type === 'message') channel.port1.addEventListener('message', listener);
      }) as WorkerLike['addEventListener'],
      terminate: () => {
        record.terminated = true;
        channel.port1.close();
        channel.port2.close();
      },
    };
  };
  return { spawn, spawned };
}

afterEach(() => vi.useRealTimers());

describe('createWorkerBridge', () => {
  it('starts the worker lazily, on the first call', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const bridge = createWorkerBridge<typeof api>(spawn);
    expect(spawned).toHaveLength(0);
    expect(bridge.isRunning).toBe(false);
    await expect(bridge.call('double', 21)).resolves.toBe(42);
    await expect(bridge.call('double', 2)).resolves.toBe(4);
    expect(spawned).toHaveLength(1);
    bridge.terminate();
  });

  it('reports progress events', async () => {
    const { spawn } = fakeWorkerFactory();
    const bridge = createWorkerBridge<typeof api>(spawn);
    const seen: number[] = [];
    await expect(
      bridge.call('slow', { steps: 3 }, { onProgress: (progress) => seen.push(progress.ratio) }),
    ).resolves.toBe('done');
    expect(seen.at(-1)).toBe(1);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    bridge.terminate();
  });

  it('rejects with the worker error name and message', async () => {
    const { spawn } = fakeWorkerFactory();
    const bridge = createWorkerBridge<typeof api>(spawn);
    await expect(bridge.call('fail', undefined)).rejects.toMatchObject({
      name: 'RangeError',
      message: 'bad input',
    });
    bridge.terminate();
  });

  it('passes the error’s own fields too, so the page can name the file that could not be read', async () => {
    const { spawn } = fakeWorkerFactory();
    const bridge = createWorkerBridge<typeof api>(spawn);
    await expect(bridge.call('unreadable', undefined)).rejects.toMatchObject({
      name: 'InputReadError',
      fileName: 'scan-07.pdf',
      message: 'Could not read the input file "scan-07.pdf": NotReadableError: gone',
    });
    bridge.terminate();
  });

  it('cancels through an AbortSignal by terminating the worker, and restarts on the next call', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const bridge = createWorkerBridge<typeof api>(spawn);
    const controller = new AbortController();
    const pending = bridge.call('never', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(spawned[0]?.terminated).toBe(true);
    expect(bridge.isRunning).toBe(false);
    await expect(bridge.call('double', 5)).resolves.toBe(10);
    expect(spawned).toHaveLength(2);
    bridge.terminate();
  });

  it('rejects at once when the signal is already aborted, without starting a worker', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const bridge = createWorkerBridge<typeof api>(spawn);
    await expect(bridge.call('double', 1, { signal: AbortSignal.abort() })).rejects.toBeDefined();
    expect(spawned).toHaveLength(0);
  });

  it('rejects other pending calls when terminated', async () => {
    const { spawn } = fakeWorkerFactory();
    const bridge = createWorkerBridge<typeof api>(spawn);
    const pending = bridge.call('never', undefined);
    bridge.terminate();
    await expect(pending).rejects.toBeInstanceOf(WorkerTerminatedError);
  });

  it('terminates the worker after the idle timeout', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const bridge = createWorkerBridge<typeof api>(spawn, { idleTimeoutMs: 50 });
    await bridge.call('double', 1);
    expect(bridge.isRunning).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(bridge.isRunning).toBe(false);
    expect(spawned[0]?.terminated).toBe(true);
  });

  it('warms: starts the worker ahead of a call, once, and lets it end when idle', async () => {
    const { spawn, spawned } = fakeWorkerFactory();
    const bridge = createWorkerBridge<typeof api>(spawn, { idleTimeoutMs: 50 });
    bridge.warm();
    bridge.warm();
    expect(spawned).toHaveLength(1);
    expect(await bridge.call('double', 4)).toBe(8);
    expect(spawned).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(bridge.isRunning).toBe(false);
    bridge.warm();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(spawned).toHaveLength(2);
    expect(spawned[1]?.terminated).toBe(true);
  });
});
