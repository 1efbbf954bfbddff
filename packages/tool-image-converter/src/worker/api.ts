import { decodeImage } from '@toolbox/image-kit/decode';
import { drawImage } from '@toolbox/image-kit/draw';
import { encodeCanvas } from '@toolbox/image-kit/encode';
import { faviconSet } from '@toolbox/image-kit/favicon-set';
import { IMAGE_MIME_TYPES } from '@toolbox/image-kit/formats';
import { encodeIco } from '@toolbox/image-kit/ico';
import { zipBlobs, zipToBlob } from '@toolbox/image-kit/zip';
import { type ConversionSettings, planConversion } from '../core/plan';

export interface Converted {
  blob: Blob;
  width: number;
  height: number;
}

/** A square PNG of the image fitted and centred (ICO entries, favicon files). */
async function squarePng(bitmap: ImageBitmap, size: number, background?: string) {
  const canvas = drawImage(bitmap, { size: { width: size, height: size }, placement: 'contain', background });
  return encodeCanvas(canvas, { format: 'png', quality: 100, encoder: 'browser' });
}

/**
 * Decoding, drawing and encoding off the main thread (CONTEXT.md). One call converts one image,
 * so the page reports progress per file and one bad file costs only itself.
 */
export const imageConverterApi = {
  async convert(input: { file: Blob; name: string; settings: ConversionSettings }): Promise<Converted> {
    const { bitmap } = await decodeImage(input.file, input.name);
    try {
      const plan = planConversion({ width: bitmap.width, height: bitmap.height }, input.settings);
      if (plan.kind === 'image') {
        const canvas = drawImage(bitmap, { size: plan.size, background: plan.background });
        const bytes = await encodeCanvas(canvas, {
          format: plan.format,
          quality: plan.quality,
          encoder: 'browser',
        });
        return { blob: new Blob([bytes], { type: IMAGE_MIME_TYPES[plan.format] }), ...plan.size };
      }
      if (plan.kind === 'ico') {
        const entries = [];
        for (const size of plan.sizes) entries.push({ size, png: await squarePng(bitmap, size) });
        const largest = plan.sizes[plan.sizes.length - 1] ?? 256;
        return {
          blob: new Blob([encodeIco(entries)], { type: IMAGE_MIME_TYPES.ico }),
          width: largest,
          height: largest,
        };
      }
      const entries = await faviconSet((size, opaque) =>
        squarePng(bitmap, size, opaque ? '#ffffff' : undefined),
      );
      return { blob: await zipToBlob(entries), width: 512, height: 512 };
    } finally {
      bitmap.close();
    }
  },

  /** All results as one ZIP, names made unique (` (n)`). */
  zip(input: { files: Array<{ name: string; blob: Blob }> }): Promise<Blob> {
    return zipBlobs(input.files);
  },
};

export type ImageConverterApi = typeof imageConverterApi;
