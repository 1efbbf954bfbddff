import { blobSink } from '@toolbox/kit/byte-sink';
import { readInputFile } from '@toolbox/kit/stored-blob';
import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { PDF_MIME_TYPE, type Quality } from '@toolbox/pdf-kit/pdf-file';
import { countPages, loadPdf, type Packed, splitPdf } from '../core/split-pdf';

/**
 * PDF work off the main thread. The File is passed by reference and read here; its bytes are
 * dropped once pdf-lib has loaded them. Outputs go back as Blobs built while they are written
 * (CONTEXT.md § Memory). Errors keep their code (`invalidPDF`, `splitError`) as the message.
 */
/** The split's files once the browser has stored each (the Blob sink resolves them). */
async function storedFiles(packed: Packed<Promise<Blob>>): Promise<Packed<Blob>> {
  if (packed.kind !== 'parts') return { ...packed, file: await packed.file };
  const parts = await Promise.all(packed.parts.map(async ({ name, file }) => ({ name, file: await file })));
  return { kind: 'parts', parts };
}

export const pdfSplitApi = {
  async countPages(input: { file: Blob }) {
    return countPages(await readInputFile(input.file));
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
  ): Promise<Packed<Blob>> {
    const source = await loadPdf(await readInputFile(input.file));
    return storedFiles(
      splitPdf({
        source,
        parts: input.parts,
        namePattern: input.namePattern,
        quality: input.quality,
        zipName: input.zipName,
        sink: (kind) => blobSink(kind === 'zip' ? 'application/zip' : PDF_MIME_TYPE),
        // The stage carries the number of parts finished, which the UI shows ("part 3 of 8").
        onProgress: (finished, total) => context.progress(finished / total, String(finished)),
      }),
    );
  },
};
