import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegexRunInput, RegexRunResult } from '../core/run';
import { MATCHING_STAGE } from './api';
import { type RegexEngine, runRegexWithTimeout } from './client';

const input: RegexRunInput = { mode: 'test', pattern: 'a', flags: 'g', text: 'aa', replacement: '' };
const answer: RegexRunResult = { mode: 'test', matches: [], isTruncated: false };

/**
 * A worker that takes `startMs` to start, then says it is matching and answers `matchMs` later
 * (never, when undefined). Its clock is the test's fake one; it ends when the page aborts it.
 */
function slowWorker({ startMs, matchMs }: { startMs: number; matchMs?: number }): RegexEngine {
  return {
    call: ((_method, _input, options) =>
      new Promise<RegexRunResult>((resolve, reject) => {
        options?.signal?.addEventListener('abort', () => reject(new DOMException('ended', 'AbortError')));
        setTimeout(() => {
          options?.onProgress?.({ ratio: 0, stage: MATCHING_STAGE });
          if (matchMs === 0) resolve(answer);
          else if (matchMs !== undefined) setTimeout(() => resolve(answer), matchMs);
        }, startMs);
      })) as RegexEngine['call'],
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the time limit (CONTEXT.md § Time limit)', () => {
  it('starts when the worker begins matching, so a slow start is not a timeout', async () => {
    const run = runRegexWithTimeout(input, { engine: slowWorker({ startMs: 5000, matchMs: 900 }) });
    await vi.advanceTimersByTimeAsync(5900);
    expect(await run).toEqual(answer);
  });

  it('does not run at all before the worker says it is matching', async () => {
    // With a limit of 0, only a clock started at "matching" lets an instant answer through.
    const run = runRegexWithTimeout(input, {
      engine: slowWorker({ startMs: 3000, matchMs: 0 }),
      timeoutMs: 0,
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(await run).toEqual(answer);
  });

  it('reports a timeout a second after matching began, ending the worker', async () => {
    const run = runRegexWithTimeout(input, { engine: slowWorker({ startMs: 2000 }) });
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void run.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toEqual({ mode: 'test', error: { code: 'timeout' } });
  });

  it('a cancel is rethrown, not reported as a timeout', async () => {
    const cancel = new AbortController();
    const run = runRegexWithTimeout(input, { engine: slowWorker({ startMs: 10 }), signal: cancel.signal });
    const outcome = run.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20);
    cancel.abort(new DOMException('cancelled', 'AbortError'));
    expect(await outcome).toMatchObject({ name: 'AbortError' });
  });
});
