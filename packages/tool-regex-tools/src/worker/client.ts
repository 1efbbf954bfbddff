import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import { TIMEOUT_MS } from '../core/limits';
import { type RegexRunInput, type RegexRunResult, runRegex } from '../core/run';
import { MATCHING_STAGE, type regexToolsApi } from './api';

/** Started on the first run; terminated on cancel or timeout (the only way to stop a slow exec). */
export const regexToolsWorker = createWorkerBridge<typeof regexToolsApi>(
  () =>
    new Worker(new URL('./regex-tools.worker.ts', import.meta.url), { type: 'module', name: 'regex-tools' }),
);

/** Where runs go: the worker; tests pass an in-process stand-in. */
export type RegexEngine = Pick<typeof regexToolsWorker, 'call'>;

/**
 * Runs in the worker with a time limit (CONTEXT.md § Time limit). The clock starts when the worker
 * says it has begun matching, not when the call is made: a cold worker's start-up (loading its
 * code) is not the pattern's fault. When the limit passes, the bridge terminates the worker
 * mid-`exec` and we answer with the timeout error. A caller's `signal` cancels the same way (its
 * abort error is rethrown). Without Web Workers (jsdom, old embedders) the core runs inline.
 */
export async function runRegexWithTimeout(
  input: RegexRunInput,
  {
    signal,
    timeoutMs = TIMEOUT_MS,
    engine,
  }: { signal?: AbortSignal; timeoutMs?: number; engine?: RegexEngine } = {},
): Promise<RegexRunResult> {
  if (!engine && typeof Worker === 'undefined') return runRegex(input);
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isTimedOut = false;
  const onCancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) onCancel();
  signal?.addEventListener('abort', onCancel, { once: true });
  try {
    return await (engine ?? regexToolsWorker).call('run', input, {
      signal: controller.signal,
      onProgress: ({ stage }) => {
        if (stage !== MATCHING_STAGE || timer !== undefined) return;
        timer = setTimeout(() => {
          isTimedOut = true;
          controller.abort();
        }, timeoutMs);
      },
    });
  } catch (error) {
    if (isTimedOut) return { mode: input.mode, error: { code: 'timeout' } };
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCancel);
  }
}
