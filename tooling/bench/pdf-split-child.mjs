// Runs in its own Node process, spawned by pdf-split.mjs:
//   node pdf-split-child.mjs <bundled core> <input pdf> <page count> <output dir> <core|core-zip|naive>
// Reads the PDF, splits it into single pages and writes each part (or one ZIP), then prints
// { ms, cpuMs, maxRssKb, parts }. `core` is the tool's part writer (one load, every part written,
// each part saved as a file, as qpdf does); `core-zip` is what the worker runs (splitPdf: each
// part streamed into one stored ZIP as it is written, the ZIP going out chunk by chunk to a sink,
// here a file, in the browser a Blob kept outside the worker); `naive` is plain pdf-lib (load
// once, then copyPages + save per part), for reference. The page count comes from the caller, as
// the tool has it from the file card before the split starts.
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync, writevSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fileSink } from './file-sink.mjs';
import { peakRssKb } from './peak-rss.mjs';

const [corePath, inputPath, pageCountText, outDir, mode] = process.argv.slice(2);
const { loadPdf, splitPdf, writeParts, PDFDocument } = await import(pathToFileURL(corePath).href);
const pageCount = Number(pageCountText);
mkdirSync(outDir, { recursive: true });

const start = performance.now();
let parts = 0;
if (mode === 'naive') {
  const source = await PDFDocument.load(readFileSync(inputPath), {
    updateMetadata: false,
    parseSpeed: Number.POSITIVE_INFINITY,
  });
  for (let index = 0; index < pageCount; index++) {
    const part = await PDFDocument.create({ updateMetadata: false });
    const [copied] = await part.copyPages(source, [index]);
    part.addPage(copied);
    const saved = await part.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
    writeFileSync(join(outDir, `out-${index + 1}.pdf`), saved);
    parts++;
  }
} else {
  // As the worker does: the file's bytes go to the loader and are not kept.
  const source = await loadPdf(readFileSync(inputPath));
  const plan = Array.from({ length: pageCount }, (_, index) => [index + 1]);
  if (mode === 'core-zip') {
    splitPdf({
      source,
      parts: plan,
      namePattern: 'out-{n}',
      quality: 'high',
      zipName: 'out.zip',
      sink: () => fileSink(join(outDir, 'out.zip')),
      onProgress: () => parts++,
    });
  } else {
    writeParts({
      source,
      parts: plan,
      quality: 'high',
      onPart(chunks, index) {
        const fd = openSync(join(outDir, `out-${index + 1}.pdf`), 'w');
        writevSync(fd, chunks);
        closeSync(fd);
        parts++;
      },
    });
  }
}
const ms = performance.now() - start;
const usage = process.resourceUsage();
// CPU time of the whole process (Node's start-up included, as qpdf's includes its own).
const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
process.stdout.write(JSON.stringify({ ms, cpuMs, maxRssKb: peakRssKb(), parts }));
