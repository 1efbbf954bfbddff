import { MAX_IMAGE_BYTES } from '@toolbox/image-kit/formats';

/** The extractor takes the image types a browser decodes, up to the image family's 50 MB. */
export const EXTRACT_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/bmp,image/avif';
export const EXTRACT_MAX_BYTES = MAX_IMAGE_BYTES;
