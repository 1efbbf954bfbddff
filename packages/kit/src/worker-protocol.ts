/** Messages between the bridge (main thread) and `exposeWorker` (worker). */
export type BridgeRequest = { type: 'call'; id: number; method: string; input: unknown };

export type BridgeResponse =
  | { type: 'progress'; id: number; progress: WorkerProgress }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; error: WorkerErrorData };

export interface WorkerProgress {
  /** 0 to 1. */
  ratio: number;
  /** A short stage key the UI may translate (`parsing`, `formatting`...). */
  stage?: string;
}

/** What each exposed function receives beside its input. */
export interface WorkerContext {
  progress(ratio: number, stage?: string): void;
}

// biome-ignore lint/suspicious/noExplicitAny: the input type of each method is inferred by the bridge
export type WorkerApi = Record<string, (input: any, context: WorkerContext) => unknown>;

const TRANSFER = Symbol.for('toolbox.transfer');

export interface Transferable<T> {
  [TRANSFER]: true;
  value: T;
  transfer: globalThis.Transferable[];
}

/** Marks a result (or input) whose buffers should move instead of being copied. */
export function transfer<T>(value: T, transferList: globalThis.Transferable[]): T {
  return { [TRANSFER]: true, value, transfer: transferList } as unknown as T;
}

export function unwrapTransfer(value: unknown): { value: unknown; transfer: globalThis.Transferable[] } {
  if (typeof value === 'object' && value !== null && TRANSFER in value) {
    const marked = value as Transferable<unknown>;
    return { value: marked.value, transfer: marked.transfer };
  }
  return { value, transfer: [] };
}

/**
 * A worker error as it crosses to the page: its name and message, and the error's own string and
 * number fields (such as an `InputReadError`'s `fileName`), so the page can say which file failed.
 */
export interface WorkerErrorData {
  name: string;
  message: string;
  [field: string]: string | number;
}
