import { blobSink } from '@toolbox/kit/byte-sink';
import { readInputFile } from '@toolbox/kit/stored-blob';
import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { PDF_MIME_TYPE } from '@toolbox/pdf-kit/pdf-file';
import type { Quality } from '../core/constants';
import { countPages, mergePdfs } from '../core/merge';
import { encodeProgress } from '../core/progress';

/**
 * PDF work off the main thread. Files are passed by reference and each is read here only when
 * its turn comes; the merged PDF goes back as a Blob built while it is written (CONTEXT.md § Memory).
 */
export const pdfMergeApi = {
  async countPages(input: { file: Blob; name: string }) {
    return countPages(await readInputFile(input.file, input.name), input.name);
  },

  async merge(
    input: {
      files: Array<{ name: string; file: Blob; pages: number[] }>;
      title: string;
      quality: Quality;
      /** CONTEXT.md § Bookmarks. */
      bookmarks?: boolean;
      /** CONTEXT.md § Interleave. */
      interleave?: { reverseSecond: boolean };
    },
    context: WorkerContext,
  ): Promise<Blob> {
    const sink = blobSink(PDF_MIME_TYPE);
    await mergePdfs({
      files: input.files.map(({ name, file, pages }) => ({
        name,
        pages,
        read: () => readInputFile(file, name),
      })),
      title: input.title,
      quality: input.quality,
      bookmarks: input.bookmarks,
      interleave: input.interleave,
      write: sink.write,
      onProgress: (progress) => context.progress(progress.ratio, encodeProgress(progress)),
    });
    return sink.finish();
  },
};

export type PdfMergeApi = typeof pdfMergeApi;
