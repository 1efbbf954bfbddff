import { IMAGE_MIME_TYPES } from '@toolbox/image-kit/formats';
import { type CollageFormat, MAX_IMAGE_BYTES } from './constants';

/**
 * Files handed over by another tool, checked as the drop zone checks dropped ones (CONTEXT.md
 * Rules: Files): an `image/` type, then at most 50 MB; each refused one with why.
 */
export function checkReceived<F extends { type: string; size: number }>(
  files: readonly F[],
): { accepted: F[]; rejected: Array<{ file: F; reason: 'type' | 'size' }> } {
  const accepted: F[] = [];
  const rejected: Array<{ file: F; reason: 'type' | 'size' }> = [];
  for (const file of files) {
    if (!file.type.toLowerCase().startsWith('image/')) rejected.push({ file, reason: 'type' });
    else if (file.size > MAX_IMAGE_BYTES) rejected.push({ file, reason: 'size' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** The generated collage as a file for "Open in…" (CONTEXT.md Rules: Hand-off): its name and MIME type. */
export function collageFile(blob: Blob, name: string, format: CollageFormat): File {
  return new File([blob], name, { type: IMAGE_MIME_TYPES[format] });
}
