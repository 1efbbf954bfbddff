import { decodeImage } from '@toolbox/image-kit/decode';
import { canvasForEncoder, drawImage } from '@toolbox/image-kit/draw';
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
  const png = await encodeCanvas(canvas, { format: 'png', quality: 100, encoder: 'browser' });
  return new Uint8Array(await png.arrayBuffer());
}

/**
 * Decoding, drawing and encoding off the main thread (CONTEXT.md). One call converts one image,
 * so the page reports progress per file and one bad file costs only itself.
 */
export const imageConverterApi = {
  async convert(input: { file: Blob; name: string; settings: ConversionSettings }): Promise<Converted> {
    const decoded = await decodeImage(input.file, input.name);
    const { bitmap } = decoded;
    try {
      const plan = planConversion({ width: bitmap.width, height: bitmap.height }, input.settings);
      if (plan.kind === 'image') {
        const canvas = canvasForEncoder(decoded, {
          size: plan.size,
          background: plan.background,
          format: plan.format,
          encoder: 'browser',
        });
        const blob = await encodeCanvas(canvas, {
          format: plan.format,
          quality: plan.quality,
          encoder: 'browser',
        });
        return { blob, ...plan.size };
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
