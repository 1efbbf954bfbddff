// Runs in its own Node process, spawned by pdf-split.mjs:
//   node pdf-split-child.mjs <bundled core> <input pdf> <page count> <output dir> <core|core-zip|naive>
// Reads the PDF, splits it into single pages and writes each part (or one ZIP), then prints
// { ms, cpuMs, maxRssKb, parts }. `core` is what the tool's worker runs (splitPdf: one load, every part
// written); `core-zip` adds the worker's ZIP packing; `naive` is plain pdf-lib (load once, then
// copyPages + save per part), for reference. The page count comes from the caller, as the tool
// has it from the file card before the split starts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [corePath, inputPath, pageCountText, outDir, mode] = process.argv.slice(2);
const { splitPdf, packParts, PDFDocument } = await import(pathToFileURL(corePath).href);
const pageCount = Number(pageCountText);
mkdirSync(outDir, { recursive: true });

const start = performance.now();
const bytes = new Uint8Array(readFileSync(inputPath));
let parts = 0;
if (mode === 'naive') {
  const source = await PDFDocument.load(bytes, {
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
  const plan = Array.from({ length: pageCount }, (_, index) => [index + 1]);
  const written = await splitPdf({ bytes, parts: plan, namePattern: 'out-{n}', quality: 'high' });
  if (mode === 'core-zip') {
    writeFileSync(join(outDir, 'out.zip'), packParts({ parts: written, zipName: 'out.zip' }).bytes);
  } else {
    for (const part of written) writeFileSync(join(outDir, part.name), part.bytes);
  }
  parts = written.length;
}
const ms = performance.now() - start;
const usage = process.resourceUsage();
// CPU time of the whole process (Node's start-up included, as qpdf's includes its own).
const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
process.stdout.write(JSON.stringify({ ms, cpuMs, maxRssKb: usage.maxRSS, parts }));
