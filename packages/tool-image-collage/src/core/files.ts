import { IMAGE_MIME_TYPES } from '@toolbox/image-kit/formats';
import type { CollageFormat } from './constants';

/** The generated collage as a file for "Open in…" (CONTEXT.md Rules: Hand-off): its name and MIME type. */
export function collageFile(blob: Blob, name: string, format: CollageFormat): File {
  return new File([blob], name, { type: IMAGE_MIME_TYPES[format] });
}
