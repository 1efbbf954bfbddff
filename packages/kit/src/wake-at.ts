/**
 * One callback at a wall-clock time, on time even in a hidden tab. Chrome throttles chained
 * main-thread timers in a tab hidden for five minutes to one wake-up a minute, so a 1 s interval
 * can announce the end of a timer up to a minute late. A dedicated worker's timer is not throttled
 * that way: it is used when the page may start one (a blob: worker, which the site's CSP allows),
 * and a single main-thread timeout (not chained, so throttled only to the second) stands in
 * otherwise. Whichever fires first calls back; the other is cancelled.
 */
const WORKER_SOURCE = `const timers = new Map();
onmessage = ({ data }) => {
  if (data.cancel) { clearTimeout(timers.get(data.id)); timers.delete(data.id); return; }
  timers.set(data.id, setTimeout(() => { timers.delete(data.id); postMessage(data.id); }, data.delay));
};`;

let worker: Worker | null | undefined;
const callbacks = new Map<number, () => void>();
let nextId = 1;

/** The page's one timer worker, or null where workers or blob: URLs are not allowed. */
function timerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
    worker = new Worker(url, { name: 'toolbox-wake-at' });
    worker.onmessage = ({ data }: MessageEvent<number>) => callbacks.get(data)?.();
    worker.onerror = () => {
      worker = null;
    };
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * Calls `callback` once at `at` (epoch ms; at once if it has passed). Returns the cancel function.
 * Only the browser schedules anything; on the server the call does nothing.
 */
export function wakeAt(at: number, callback: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const id = nextId++;
  const delay = Math.max(0, at - Date.now());
  let isDone = false;
  const fire = () => {
    if (isDone) return;
    cancel();
    callback();
  };
  const timeout = window.setTimeout(fire, delay);
  const background = timerWorker();
  callbacks.set(id, fire);
  background?.postMessage({ id, delay });
  function cancel() {
    if (isDone) return;
    isDone = true;
    window.clearTimeout(timeout);
    callbacks.delete(id);
    background?.postMessage({ id, cancel: true });
  }
  return cancel;
}
