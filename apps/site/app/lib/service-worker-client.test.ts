// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker-client';

afterEach(() => vi.restoreAllMocks());

/** A worker whose messages are recorded and which answers every MessageChannel at once. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState;
  messages: unknown[] = [];
  constructor(state: ServiceWorkerState) {
    super();
    this.state = state;
  }
  postMessage(message: unknown, transfer?: Transferable[]) {
    this.messages.push(message);
    const port = transfer?.[0] as MessagePort | undefined;
    port?.postMessage(true);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(async () => {});
  /** A new version starts installing (what the browser does when /sw.js changed). */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
  constructor(controller: FakeWorker | null) {
    super();
    this.controller = controller;
  }
  /** A worker takes control of the page. */
  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setUp(controller: FakeWorker | null) {
  const container = new FakeContainer(controller);
  const onUpdateReady = vi.fn<(apply: () => void) => void>();
  const reload = vi.fn();
  const onOfflineReady = vi.fn();
  const started = registerServiceWorker({
    onUpdateReady,
    reload,
    onOfflineReady,
    container: container as unknown as ServiceWorkerContainer,
    loadedResources: () => ({
      page: '/tool/json-tools',
      files: ['/assets/a.js', '/assets/a.js', '/assets/b.wasm'],
    }),
  });
  return { container, onUpdateReady, reload, onOfflineReady, started };
}

describe('the service worker on the page', () => {
  it('registers /sw.js for the whole site, bypassing the HTTP cache for its checks', async () => {
    const { container, started } = setUp(null);
    await started;
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('on the first visit, hands the worker the page and the files loaded before it took control', async () => {
    const { container, started, onOfflineReady, onUpdateReady } = setUp(null);
    await started;
    const first = new FakeWorker('activated');
    container.takeOver(first);
    await vi.waitFor(() => expect(onOfflineReady).toHaveBeenCalled());
    expect(first.messages).toEqual([
      {
        type: 'CACHE_URLS',
        payload: {
          urlsToCache: [
            ['/tool/json-tools', { headers: { Accept: 'text/html' } }],
            '/assets/a.js',
            '/assets/b.wasm',
          ],
        },
      },
    ]);
    // The first worker is no update.
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('a new version waits for the user; Reload asks it to take over and reloads only once it has', async () => {
    const old = new FakeWorker('activated');
    const { container, started, onUpdateReady, reload, onOfflineReady } = setUp(old);
    await started;
    expect(onOfflineReady).toHaveBeenCalled();
    const next = new FakeWorker('installing');
    container.registration.find(next);
    expect(onUpdateReady).not.toHaveBeenCalled();
    next.moveTo('installed');
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    // Nothing happens until the user acts: the page keeps its version.
    expect(next.messages).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    const apply = onUpdateReady.mock.calls[0]?.[0] as () => void;
    apply();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    next.moveTo('activated');
    container.takeOver(next);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a version already waiting when the page opens is offered at once', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    container.registration.waiting = new FakeWorker('installed');
    const onUpdateReady = vi.fn();
    await registerServiceWorker({ onUpdateReady, container: container as unknown as ServiceWorkerContainer });
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
  });

  it('when another tab applied the update, this page keeps its version and offers a reload', async () => {
    const { container, started, onUpdateReady, reload } = setUp(new FakeWorker('activated'));
    await started;
    container.takeOver(new FakeWorker('activated'));
    expect(reload).not.toHaveBeenCalled();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    const apply = onUpdateReady.mock.calls[0]?.[0];
    apply?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
