import { fileTimestamp, uniqueNames } from '@toolbox/pdf-kit/file-names';
import { outputFileName } from '@toolbox/ui/file-name';
import { OUTPUT_PLACEHOLDER } from './constants';
import { defaultOutputName } from './file-rules';

/**
 * Several files at once (CONTEXT.md § Batch): one password for all, each file's own result or
 * error, every result on its own and all of them as one ZIP. Light: the page imports it; the
 * work on one file is `unlock-batch-file.ts`, in the worker.
 */

/**
 * The password tried on a file: its own, when one was typed for it (after the common one failed,
 * CONTEXT.md § Batch › Passwords), else the common one.
 */
export function passwordFor(own: string | undefined, common: string): string {
  return own !== undefined && own.trim() !== '' ? own : common;
}

/**
 * Names in the batch's ZIP and downloads: `<name>-unlocked.pdf` for an unlocked file, the
 * original name for one passed on unchanged, made safe and unique without regard to case.
 */
export function batchFileNames(files: ReadonlyArray<{ name: string; unchanged: boolean }>): string[] {
  return uniqueNames(
    files.map(({ name, unchanged }) =>
      outputFileName({
        name: unchanged ? name : defaultOutputName(name),
        defaultName: OUTPUT_PLACEHOLDER,
        extension: '.pdf',
      }),
    ),
  );
}

/** The batch's ZIP: `unlocked-pdfs-2026-11-22_09-30-05.zip`. */
export function batchZipName(date: Date): string {
  return `unlocked-pdfs-${fileTimestamp(date)}.zip`;
}
