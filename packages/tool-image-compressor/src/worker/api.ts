import { decodeImage } from '@toolbox/image-kit/decode';
import { canvasForEncoder } from '@toolbox/image-kit/draw';
import { encodeCanvas } from '@toolbox/image-kit/encode';
import {
  editExif,
  exifTiff,
  findExifSegment,
  insertExifSegment,
  insertPngExif,
  insertWebpExif,
} from '@toolbox/image-kit/exif';
import { insertAvifExif, insertJxlExif } from '@toolbox/image-kit/exif-bmff';
import { searchQuality } from '@toolbox/image-kit/sizes';
import { zipBlobs } from '@toolbox/image-kit/zip';
import type { WorkerContext } from '@toolbox/kit/worker-expose';
import {
  type CompressedFormat,
  type CompressionSettings,
  clampQuality,
  compressedDimensions,
  isLossy,
  outputFormat,
  pngColors,
} from '../core/settings';

export interface Compressed {
  blob: Blob;
  width: number;
  height: number;
  format: CompressedFormat;
  /** The quality used (the searched one in target mode); undefined for PNG. */
  quality: number | undefined;
  /** In target mode, whether the output is within the target. */
  fitsTarget: boolean | undefined;
}

/**
 * What writes the original's EXIF into the output, edited for the copy (orientation upright, GPS
 * emptied unless kept), when the user keeps metadata (CONTEXT.md Rules: Metadata); undefined when
 * there is nothing to keep.
 */
function exifWriter(source: Uint8Array, format: CompressedFormat, metadata: CompressionSettings['metadata']) {
  if (metadata === 'strip') return undefined;
  let segment: Uint8Array | undefined;
  try {
    const found = findExifSegment(source);
    segment = found && editExif(found, { keepGps: metadata === 'keepWithGps' });
  } catch {
    return undefined; // not a JPEG, or EXIF we cannot read: the copy goes without it
  }
  if (!segment) return undefined;
  const edited = segment;
  if (format === 'jpeg') return (output: Uint8Array) => new Uint8Array(insertExifSegment(output, edited));
  if (format === 'png') return (output: Uint8Array) => insertPngExif(output, exifTiff(edited));
  if (format === 'webp') return (output: Uint8Array) => insertWebpExif(output, exifTiff(edited));
  if (format === 'avif') return (output: Uint8Array) => insertAvifExif(output, exifTiff(edited));
  return (output: Uint8Array) => insertJxlExif(output, exifTiff(edited));
}

/**
 * Decoding, resizing and encoding off the main thread (CONTEXT.md). One call compresses one
 * image and reports its own progress (0–1): decoding, then each encode of the quality search.
 */
export const imageCompressorApi = {
  async compress(
    input: { file: Blob; name: string; settings: CompressionSettings },
    context: WorkerContext,
  ): Promise<Compressed> {
    const { settings } = input;
    const decoded = await decodeImage(input.file, input.name);
    const { bitmap, bytes } = decoded;
    try {
      context.progress(0.1, 'decoded');
      const format = outputFormat(settings.output, input.file.type);
      const { canvas: size, padded } = compressedDimensions(
        { width: bitmap.width, height: bitmap.height },
        settings.resize,
        settings.fit,
      );
      const background = padded ? settings.padColor : format === 'jpeg' ? '#ffffff' : undefined;
      const colors = pngColors(settings, format);
      const canvas = canvasForEncoder(decoded, {
        size,
        placement: padded ? 'contain' : 'fill',
        background,
        format,
        encoder: settings.encoder,
        colors,
      });
      const withExif = exifWriter(bytes, format, settings.metadata);
      const encoded = new Map<number, Blob>();
      let encodes = 0;
      const encodeAt = async (quality: number) => {
        const known = encoded.get(quality);
        if (known) return known;
        let output = await encodeCanvas(canvas, { format, quality, encoder: settings.encoder, colors });
        if (withExif) {
          const withMetadata = withExif(new Uint8Array(await output.arrayBuffer()));
          output = new Blob([withMetadata], { type: output.type });
        }
        encoded.set(quality, output);
        encodes++;
        // The search takes at most seven encodes: each moves the bar a step.
        context.progress(Math.min(0.95, 0.1 + (encodes / 8) * 0.85), 'encoding');
        return output;
      };
      let quality: number | undefined;
      let fitsTarget: boolean | undefined;
      if (!isLossy(format)) {
        quality = undefined;
        const output = await encodeAt(100);
        if (settings.mode === 'target') fitsTarget = output.size <= settings.targetKb * 1024;
      } else if (settings.mode === 'target') {
        const search = await searchQuality(async (q) => (await encodeAt(q)).size, settings.targetKb * 1024);
        quality = search.quality;
        fitsTarget = search.fits;
      } else quality = clampQuality(settings.quality);
      return {
        blob: await encodeAt(quality ?? 100),
        width: size.width,
        height: size.height,
        format,
        quality,
        fitsTarget,
      };
    } finally {
      bitmap.close();
    }
  },

  /** All results as one ZIP, names made unique (` (n)`). */
  zip(input: { files: Array<{ name: string; blob: Blob }> }): Promise<Blob> {
    return zipBlobs(input.files);
  },
};

export type ImageCompressorApi = typeof imageCompressorApi;
