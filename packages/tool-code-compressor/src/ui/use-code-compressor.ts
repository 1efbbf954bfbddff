import { type CancellableTask, useCancellableTask } from '@toolbox/ui/use-cancellable-task';
import type { CodeResult } from '../core/options';
import type { ProcessCodeInput } from '../core/process-code';
import { codeCompressorWorker } from '../worker/client';

export type CodeProcessor = CancellableTask<ProcessCodeInput, CodeResult>;

/** The real processor: the worker, where terser, csso, html-minifier-terser and prettier load. */
export const workerProcessor: CodeProcessor = (input, signal, onProgress) =>
  codeCompressorWorker.call('process', input, { signal, onProgress: ({ ratio }) => onProgress(ratio) });

/** Runs one job at a time; a newer run or Cancel ends the older one (the worker is terminated). */
export function useCodeCompressor(processor: CodeProcessor) {
  return useCancellableTask(processor);
}
