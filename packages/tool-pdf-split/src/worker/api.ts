import { blobSink } from '@toolbox/kit/byte-sink';
import { readInputFile } from '@toolbox/kit/stored-blob';
import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { topLevelBookmarks } from '@toolbox/pdf-kit/outline';
import { PDF_MIME_TYPE, type Quality } from '@toolbox/pdf-kit/pdf-file';
import { partFileName } from '../core/names';
import type { Bookmark, SplitSettings } from '../core/plan';
import { planPartsBySize } from '../core/size-plan';
import { type BatchFileResult, splitMany } from '../core/split-many';
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

  /** The page count and the top-level bookmarks (CONTEXT.md § By bookmarks), or invalidPDF. */
  async inspect(input: { file: Blob }): Promise<{ pageCount: number; bookmarks: Bookmark[] }> {
    const source = await loadPdf(await readInputFile(input.file));
    return { pageCount: source.getPageCount(), bookmarks: topLevelBookmarks(source) };
  },

  /**
   * One file into `parts` (named by `names` when given, else by the pattern), or, with `maxBytes`,
   * into parts packed by size here, where the file is (CONTEXT.md § By size); `oversized` names
   * the one-page parts over the limit.
   */
  async split(
    input: {
      file: Blob;
      parts?: number[][];
      names?: string[];
      maxBytes?: number;
      namePattern: string;
      quality: Quality;
      zipName: string;
    },
    context: WorkerContext,
  ): Promise<Packed<Blob> & { count: number; oversized: string[] }> {
    const source = await loadPdf(await readInputFile(input.file));
    let parts = input.parts ?? [];
    let oversized: number[] = [];
    if (input.maxBytes !== undefined) {
      context.progress(0, '0');
      ({ parts, oversized } = planPartsBySize({ source, quality: input.quality, maxBytes: input.maxBytes }));
    }
    const packed = await storedFiles(
      splitPdf({
        source,
        parts,
        names: input.names,
        namePattern: input.namePattern,
        quality: input.quality,
        zipName: input.zipName,
        sink: (kind) => blobSink(kind === 'zip' ? 'application/zip' : PDF_MIME_TYPE),
        // The stage carries the number of parts finished, which the UI shows ("part 3 of 8"),
        // and, when the parts were planned here, how many there are ("3/8").
        onProgress: (finished, total) =>
          context.progress(
            finished / total,
            input.maxBytes === undefined ? String(finished) : `${finished}/${total}`,
          ),
      }),
    );
    const total = parts.length;
    return {
      ...packed,
      count: total,
      oversized: oversized.map((index) => partFileName({ pattern: input.namePattern, n: index + 1, total })),
    };
  },

  /**
   * Several files with the same settings into one ZIP, a folder per file (CONTEXT.md § Batch). The
   * stage is the progress as JSON (`BatchProgress`).
   */
  async splitMany(
    input: {
      files: Array<{ file: Blob; name: string }>;
      settings: SplitSettings;
      namePattern: string;
      quality: Quality;
      frontName: string;
    },
    context: WorkerContext,
  ): Promise<{ file: Blob | undefined; results: BatchFileResult[] }> {
    const { file, results } = await splitMany({
      sources: input.files.map(({ file: blob, name }) => ({ name, read: () => readInputFile(blob, name) })),
      settings: input.settings,
      namePattern: input.namePattern,
      quality: input.quality,
      frontName: input.frontName,
      sink: blobSink('application/zip'),
      onProgress: (progress) =>
        context.progress(
          (progress.file + progress.part / progress.parts) / progress.files,
          JSON.stringify(progress),
        ),
    });
    return { file: await file, results };
  },
};
