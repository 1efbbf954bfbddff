// Registers the service worker (production builds only: root.tsx imports this module lazily after
// hydration) and tells the page when a new version is ready. Plain browser API: the caching itself
// is Workbox's, in the worker (service-worker/sw.ts).
import { toast } from '@toolbox/ui/toast';

/** What the page does when a new version waits: show the prompt; `apply` reloads into it. */
export type UpdateReadyHandler = (apply: () => void) => void;

export interface ServiceWorkerOptions {
  onUpdateReady: UpdateReadyHandler;
  /** Defaults to the browser's; tests pass a fake. */
  container?: ServiceWorkerContainer;
  reload?: () => void;
  /** The page's own address and the files it has loaded so far (defaults: location, resource timing). */
  loadedResources?: () => { page: string; files: string[] };
  /** Marks the page once the worker controls it and holds what the page loaded (tests wait for it). */
  onOfflineReady?: () => void;
}

export const SERVICE_WORKER_URL = '/sw.js';

function defaultLoadedResources() {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.href);
      return url.origin === location.origin && url.pathname.startsWith('/assets/');
    });
  return { page: `${location.pathname}${location.search}`, files };
}

/**
 * Registers /sw.js and wires the update flow:
 * - a new worker that has installed while an older one controls the page waits; the page shows
 *   the prompt, and its Reload asks the worker to take over (SKIP_WAITING) and reloads once it has,
 *   so one page never runs on two versions;
 * - when another tab applied the update, this one keeps its version and shows the prompt too;
 * - the first worker takes the page at once: it is then sent what the page loaded before (the page
 *   itself, its chunks) to store, so the first page visited also works offline.
 */
export async function registerServiceWorker({
  onUpdateReady,
  container = navigator.serviceWorker,
  reload = () => location.reload(),
  loadedResources = defaultLoadedResources,
  onOfflineReady,
}: ServiceWorkerOptions): Promise<ServiceWorkerRegistration | undefined> {
  if (!container) return undefined;
  let hadController = Boolean(container.controller);
  let applying = false;
  let prompted = false;

  const prompt = (worker: ServiceWorker | null) => {
    if (prompted) return;
    prompted = true;
    onUpdateReady(() => {
      applying = true;
      if (worker) worker.postMessage({ type: 'SKIP_WAITING' });
      else reload();
    });
  };

  container.addEventListener('controllerchange', () => {
    if (applying) {
      reload();
      return;
    }
    if (hadController) {
      // Another tab applied the update: this page keeps its own version until the user reloads.
      prompt(null);
      return;
    }
    hadController = true;
    const controller = container.controller;
    if (controller) void storeLoadedResources(controller, loadedResources()).then(() => onOfflineReady?.());
  });

  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  if (hadController) onOfflineReady?.();
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && hadController) prompt(worker);
    };
    check();
    worker.addEventListener('statechange', check);
  };
  watch(registration.waiting);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  // The browser looks for a new worker on page loads; a tab kept open for days moves between pages
  // without one, so it also looks when the tab comes back into view.
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') registration.update().catch(() => {});
    });
  }
  return registration;
}

/** The update prompt's id: a second prompt replaces the first instead of stacking. */
export const UPDATE_TOAST_ID = 'toolbox-update';

/**
 * What root.tsx starts after hydration: the worker, the "Update available — Reload" toast (kept
 * until the user acts; translated at the moment it shows), and `data-offline-ready` on `<html>`
 * once the page is stored for offline use.
 */
export function startServiceWorker(translate: (key: string) => string): void {
  void registerServiceWorker({
    onUpdateReady: (apply) =>
      toast.info(translate('update.available'), {
        id: UPDATE_TOAST_ID,
        description: translate('update.description'),
        duration: Number.POSITIVE_INFINITY,
        action: { label: translate('update.reload'), onClick: apply },
      }),
    onOfflineReady: () => {
      document.documentElement.dataset.offlineReady = 'true';
    },
  }).catch((error: unknown) => console.warn('The service worker could not be registered:', error));
}

/** Posts a message to the worker and resolves with its answer (through a MessageChannel). */
function ask<Answer>(worker: ServiceWorker, message: unknown): Promise<Answer> {
  return new Promise<Answer>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data as Answer);
    worker.postMessage(message, [channel.port2]);
  });
}

/** Sends `CACHE_URLS` (Workbox's message: the routes store each address) and waits until stored. */
async function storeLoadedResources(
  controller: ServiceWorker,
  { page, files }: { page: string; files: string[] },
) {
  await ask(controller, {
    type: 'CACHE_URLS',
    payload: { urlsToCache: [[page, { headers: { Accept: 'text/html' } }], ...new Set(files)] },
  });
}

/**
 * A tool page opened: asks the worker to store the page and every file the tool may load, and
 * marks `<html data-offline-tool="<id>">` once all are stored (tests wait for it).
 */
export async function storeToolForOffline(
  toolId: string,
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<boolean> {
  // A visitor who asked to save data gets only what they use (still stored as it loads), not the
  // tool's whole list (the image tools' codecs are megabytes).
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return false;
  const worker = (await container.ready).active;
  if (!worker) return false;
  const answer = await ask<{ failed: number }>(worker, {
    type: 'CACHE_TOOL',
    toolId,
    page: `${location.pathname}${location.search}`,
  });
  const stored = answer.failed === 0;
  if (stored && typeof document !== 'undefined') document.documentElement.dataset.offlineTool = toolId;
  return stored;
}
