import type { ByteSink } from '@toolbox/kit/byte-sink';
import { uniqueNames } from '@toolbox/pdf-kit/file-names';
import type { Quality } from '@toolbox/pdf-kit/pdf-file';
import { type CreateZip, ZipFailure, zipStream } from '@toolbox/pdf-kit/zip';
import { planDocument } from './document-plan';
import { sourceFolderName } from './names';
import type { PlanError, SplitSettings } from './plan';
import { loadPdf, SplitFailure } from './split-pdf';
import { writeParts } from './write-parts';

/** One source of a batch: its name, and how to read it when its turn comes. */
export interface BatchSource {
  name: string;
  read(): Promise<Uint8Array | ArrayBuffer>;
}

/** What became of one source: its folder in the ZIP and its parts, or why it was left out. */
export type BatchFileResult =
  | { name: string; ok: true; folder: string; parts: number; oversized: string[] }
  | { name: string; ok: false; error: 'invalidPDF' | 'splitError' | PlanError; pageCount?: number };

/** Where a batch is: the source (0-based) and its parts finished, over its parts. */
export interface BatchProgress {
  file: number;
  files: number;
  name: string;
  part: number;
  parts: number;
}

export interface SplitManyInput<File> {
  sources: readonly BatchSource[];
  settings: SplitSettings;
  namePattern: string;
  quality: Quality;
  frontName: string;
  /** The ZIP's sink. */
  sink: ByteSink<File>;
  onProgress?(progress: BatchProgress): void;
  createZip?: CreateZip;
}

/**
 * CONTEXT.md § Batch: several files split with the same settings into one ZIP, each source's
 * parts in a folder named after it (`report/split-document-1.pdf`; two sources of the same name
 * get `report (2)/`). Files are read and split one at a time, each part packed as soon as it is
 * written. A file that cannot be read, or that the settings do not fit (a range past its last
 * page, no bookmarks), is left out with its own reason and the others go on; the ZIP is made
 * only if at least one part was (otherwise `file` is undefined).
 */
export async function splitMany<File>({
  sources,
  settings,
  namePattern,
  quality,
  frontName,
  sink,
  onProgress,
  createZip,
}: SplitManyInput<File>): Promise<{ file: File | undefined; results: BatchFileResult[] }> {
  const folders = uniqueNames(sources.map((source) => sourceFolderName(source.name)));
  const results: BatchFileResult[] = [];
  let zip: ReturnType<typeof zipStream<File>> | undefined;
  for (const [index, item] of sources.entries()) {
    const report = (part: number, parts: number) =>
      onProgress?.({ file: index, files: sources.length, name: item.name, part, parts });
    report(0, 1);
    let source: Awaited<ReturnType<typeof loadPdf>>;
    try {
      source = await loadPdf(await item.read());
    } catch (error) {
      if (!(error instanceof SplitFailure)) throw error;
      results.push({ name: item.name, ok: false, error: 'invalidPDF' });
      continue;
    }
    const planned = planDocument({ source, settings, namePattern, quality, frontName });
    if (!planned.ok) {
      results.push({ name: item.name, ok: false, error: planned.error, pageCount: source.getPageCount() });
      continue;
    }
    const { parts, names, oversized } = planned.plan;
    const folder = folders[index] as string;
    zip ??= zipStream({ sink, createZip });
    const archive = zip;
    try {
      writeParts({
        source,
        parts,
        quality,
        onPart: (chunks, at) => {
          archive.add(`${folder}/${names[at]}`, chunks);
          report(at + 1, parts.length);
        },
      });
    } catch (error) {
      // A broken archive ends the batch; a file that fails to write is left out alone.
      if (error instanceof ZipFailure) throw new SplitFailure('splitError');
      console.warn(`pdf-split: ${item.name} could not be split`, error);
      results.push({ name: item.name, ok: false, error: 'splitError' });
      continue;
    }
    results.push({
      name: item.name,
      ok: true,
      folder,
      parts: parts.length,
      oversized: oversized.map((at) => names[at] as string),
    });
  }
  if (!zip) return { file: undefined, results };
  try {
    return { file: zip.end(), results };
  } catch {
    throw new SplitFailure('splitError');
  }
}
