import { transfer, type WorkerContext } from '@toolbox/kit/worker-expose';
import type { Quality } from '../core/constants';
import { countPages, type Packed, packParts, splitPdf } from '../core/split-pdf';

async function readBytes(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

function buffersOf(packed: Packed): ArrayBuffer[] {
  if (packed.kind === 'single') return [packed.part.bytes.buffer as ArrayBuffer];
  if (packed.kind === 'zip') return [packed.bytes.buffer as ArrayBuffer];
  return packed.parts.map((part) => part.bytes.buffer as ArrayBuffer);
}

/**
 * PDF work off the main thread. The File is passed by reference and read here; results move back
 * as transferred buffers. Errors keep their code (`invalidPDF`, `splitError`) as the message.
 */
export const pdfSplitApi = {
  async countPages(input: { file: Blob }) {
    return countPages(await readBytes(input.file));
  },

  async split(
    input: {
      file: Blob;
      parts: number[][];
      namePattern: string;
      quality: Quality;
      zipName: string;
    },
    context: WorkerContext,
  ): Promise<Packed> {
    const parts = await splitPdf({
      bytes: await readBytes(input.file),
      parts: input.parts,
      namePattern: input.namePattern,
      quality: input.quality,
      // The stage carries the part number the UI shows ("part 3 of 8").
      onProgress: (finished, total) => context.progress(finished / total, String(finished)),
    });
    const packed = packParts({ parts, zipName: input.zipName });
    return transfer(packed, buffersOf(packed));
  },
};
