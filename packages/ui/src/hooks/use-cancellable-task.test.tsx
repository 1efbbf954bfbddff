import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type CancellableTask, useCancellableTask } from './use-cancellable-task';

/** A task the test finishes by hand, recording the signals it was given. */
function manualTask() {
  const runs: {
    input: string;
    signal: AbortSignal;
    progress: (ratio: number, stage?: string) => void;
    finish: (value: string) => void;
    fail: (error: Error) => void;
  }[] = [];
  const task: CancellableTask<string, string> = (input, signal, progress) =>
    new Promise((resolve, reject) => runs.push({ input, signal, progress, finish: resolve, fail: reject }));
  return { task, runs };
}

describe('useCancellableTask', () => {
  it('runs with progress and resolves with the result', async () => {
    const { task, runs } = manualTask();
    const { result } = renderHook(() => useCancellableTask(task));
    let answer: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      answer = result.current.run('a');
    });
    expect(result.current.isRunning).toBe(true);
    act(() => runs[0]?.progress(0.5));
    expect(result.current.progress).toBe(0.5);
    await act(async () => runs[0]?.finish('A'));
    await expect(answer).resolves.toBe('A');
    expect(result.current.isRunning).toBe(false);
  });

  it('a newer run aborts the older one, whose late result is dropped', async () => {
    const { task, runs } = manualTask();
    const { result } = renderHook(() => useCancellableTask(task));
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run('a');
      second = result.current.run('b');
    });
    expect(runs[0]?.signal.aborted).toBe(true);
    expect(runs[1]?.signal.aborted).toBe(false);
    await act(async () => {
      runs[0]?.finish('late');
      runs[1]?.finish('B');
    });
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBe('B');
  });

  it('cancel aborts the run, which resolves with undefined instead of its error', async () => {
    const { task, runs } = manualTask();
    const { result } = renderHook(() => useCancellableTask(task));
    let answer: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      answer = result.current.run('a');
    });
    act(() => result.current.cancel());
    expect(runs[0]?.signal.aborted).toBe(true);
    expect(result.current.isRunning).toBe(false);
    await act(async () => runs[0]?.fail(new Error('terminated')));
    await expect(answer).resolves.toBeUndefined();
  });

  it('reports the stage a task gives with its progress', () => {
    const { task, runs } = manualTask();
    const { result } = renderHook(() => useCancellableTask(task));
    act(() => {
      void result.current.run('a');
    });
    expect(result.current.stage).toBeUndefined();
    act(() => runs[0]?.progress(0.25, 'parsing'));
    expect(result.current).toMatchObject({ progress: 0.25, stage: 'parsing' });
  });

  it('unmounting aborts the run, which resolves with undefined and sets no state', async () => {
    const { task, runs } = manualTask();
    const { result, unmount } = renderHook(() => useCancellableTask(task));
    let answer: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      answer = result.current.run('a');
    });
    unmount();
    expect(runs[0]?.signal.aborted).toBe(true);
    runs[0]?.fail(new Error('terminated'));
    await expect(answer).resolves.toBeUndefined();
  });

  it('throws the failure of the current run', async () => {
    const { task, runs } = manualTask();
    const { result } = renderHook(() => useCancellableTask(task));
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      // Handled from the start: a rejection nobody listens to yet fails the run as unhandled.
      outcome = result.current.run('a').catch((error: unknown) => error);
    });
    await act(async () => runs[0]?.fail(new Error('broken')));
    expect(await outcome).toEqual(new Error('broken'));
    expect(result.current.isRunning).toBe(false);
  });
});
