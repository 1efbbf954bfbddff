import { transfer, type WorkerContext } from '@toolbox/kit/worker-expose';
import type { Quality } from '../core/constants';
import { countPages, mergePdfs } from '../core/merge';

/** PDF work off the main thread: Files are passed by reference and read here. */
export const pdfMergeApi = {
  async countPages(input: { file: Blob; name: string }) {
    return countPages(await input.file.arrayBuffer(), input.name);
  },
  async merge(
    input: { files: Array<{ name: string; file: Blob; pages: number[] }>; title: string; quality: Quality },
    context: WorkerContext,
  ) {
    const files = await Promise.all(
      input.files.map(async ({ name, file, pages }) => ({ name, pages, bytes: await file.arrayBuffer() })),
    );
    const merged = await mergePdfs({
      files,
      title: input.title,
      quality: input.quality,
      // The stage carries "copied/total file name" so the page shows pages copied and the file.
      onProgress: (copied, total, fileName) =>
        context.progress(copied / total, `${copied}/${total}/${fileName}`),
    });
    return transfer(merged, [merged.buffer as ArrayBuffer]);
  },
};

export type PdfMergeApi = typeof pdfMergeApi;
