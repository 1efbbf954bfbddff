import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES } from '@toolbox/image-kit/formats';
import { partitionFiles } from '@toolbox/kit/accept-files';
import { IMAGE_ACCEPT, MAX_FILE_BYTES, MAX_FILES } from './constants';
import type { CompressedFormat } from './settings';

export type FileProblem = 'unsupportedFormat' | 'fileTooLarge';

export interface CheckedFiles<F> {
  accepted: F[];
  rejected: Array<{ file: F; problem: FileProblem }>;
  /** Files left out because the list would pass 20. */
  overLimit: F[];
}

/**
 * The spec's file checks (CONTEXT.md Rules: Files): type, then size, each bad file with its
 * reason; then at most 20 results in all, counting those already in the list.
 */
export function checkFiles<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  alreadyListed: number,
): CheckedFiles<F> {
  const partitioned = partitionFiles({
    files,
    accept: IMAGE_ACCEPT,
    maxSizeBytes: MAX_FILE_BYTES,
    multiple: true,
  });
  const valid = partitioned.accepted;
  const rejected = partitioned.rejected.map(({ file, reason }) => ({
    file,
    problem: reason === 'type' ? ('unsupportedFormat' as const) : ('fileTooLarge' as const),
  }));
  const room = Math.max(0, MAX_FILES - alreadyListed);
  return { accepted: valid.slice(0, room), rejected, overLimit: valid.slice(room) };
}

/** `compressed_{basename}.{format}` (JPEG as `.jpg`). */
export function compressedName(sourceName: string, format: CompressedFormat): string {
  const dot = sourceName.lastIndexOf('.');
  const stem = dot > 0 ? sourceName.slice(0, dot) : sourceName;
  return `compressed_${stem}.${IMAGE_EXTENSIONS[format]}`;
}

/**
 * A result as a file for "Open in…" (CONTEXT.md Rules: Hand-off): its output name and the MIME
 * type of the format it was written in, whatever the encoder's blob says.
 */
export function resultFile(blob: Blob, name: string, format: CompressedFormat): File {
  return new File([blob], name, { type: IMAGE_MIME_TYPES[format] });
}

/** The change in size as a percentage with one decimal: negative is smaller. */
export function percentChange(originalBytes: number, compressedBytes: number): number {
  if (originalBytes <= 0) return 0;
  return Math.round(((compressedBytes - originalBytes) / originalBytes) * 1000) / 10;
}

/** The spec's someFilesFailed list: the first three names, and an ellipsis when there are more. */
export function failedNames(names: readonly string[]): string {
  return names.slice(0, 3).join(', ') + (names.length > 3 ? '…' : '');
}
