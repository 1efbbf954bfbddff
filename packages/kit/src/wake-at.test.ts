// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A stand-in for the blob: timer worker: it runs the posted timeouts on the (fake) clock. */
class FakeTimerWorker {
  static instances: FakeTimerWorker[] = [];
  onmessage: ((event: { data: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  timers = new Map<number, ReturnType<typeof setTimeout>>();
  constructor() {
    FakeTimerWorker.instances.push(this);
  }
  postMessage(data: { id: number; delay?: number; cancel?: boolean }) {
    if (data.cancel) {
      clearTimeout(this.timers.get(data.id));
      return;
    }
    this.timers.set(
      data.id,
      setTimeout(() => this.onmessage?.({ data: data.id }), data.delay),
    );
  }
}

describe('wakeAt', () => {
  it('calls back once at the time, from a worker timer when workers are allowed', async () => {
    FakeTimerWorker.instances = [];
    vi.stubGlobal('Worker', FakeTimerWorker);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:timer' }));
    const { wakeAt } = await import('./wake-at');
    const callback = vi.fn();
    wakeAt(Date.now() + 1500, callback);
    expect(FakeTimerWorker.instances).toHaveLength(1);
    vi.advanceTimersByTime(1499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to one main-thread timeout where a worker cannot start (CSP)', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the content security policy', 'SecurityError');
        }
      },
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:timer' }));
    const { wakeAt } = await import('./wake-at');
    const callback = vi.fn();
    wakeAt(Date.now() + 2000, callback);
    vi.advanceTimersByTime(2000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, and fires at once for a time already past', async () => {
    vi.stubGlobal('Worker', FakeTimerWorker);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:timer' }));
    const { wakeAt } = await import('./wake-at');
    const cancelled = vi.fn();
    const cancel = wakeAt(Date.now() + 1000, cancelled);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();

    const late = vi.fn();
    wakeAt(Date.now() - 5000, late);
    vi.advanceTimersByTime(0);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
