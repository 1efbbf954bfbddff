import { createWorkerBridge } from '@toolbox/kit/worker-bridge';
import { TIMEOUT_MS } from '../core/limits';
import { type RegexRunInput, type RegexRunResult, runRegex } from '../core/run';
import type { regexToolsApi } from './api';

/** Started on the first run; terminated on cancel or timeout (the only way to stop a slow exec). */
export const regexToolsWorker = createWorkerBridge<typeof regexToolsApi>(
  () =>
    new Worker(new URL('./regex-tools.worker.ts', import.meta.url), { type: 'module', name: 'regex-tools' }),
);

/**
 * Runs in the worker with a time limit: when `AbortSignal.timeout` fires, the bridge terminates the
 * worker mid-`exec` and we answer with the timeout error. A caller's `signal` cancels the same way
 * (its abort error is rethrown). Without Web Workers (jsdom, old embedders) the core runs inline.
 */
export async function runRegexWithTimeout(
  input: RegexRunInput,
  { signal, timeoutMs = TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<RegexRunResult> {
  if (typeof Worker === 'undefined') return runRegex(input);
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return await regexToolsWorker.call('run', input, { signal: combined });
  } catch (error) {
    if (timeout.aborted && !signal?.aborted) return { mode: input.mode, error: { code: 'timeout' } };
    throw error;
  }
}
