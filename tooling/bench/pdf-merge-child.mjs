// Runs in its own Node process, spawned by pdf-merge.mjs:
//   node pdf-merge-child.mjs <bundled core> <output pdf> <core|core-high|core-medium|naive> <input pdf>...
// Merges every page of each input through the pdf-merge tool's core (the function its worker
// runs; `core` is quality high) or through plain pdf-lib (load, copyPages, save with the
// defaults) for reference, writes the result, and prints { ms, maxRssKb }.
//
// The core runs as in the worker: each file is read only when the merge reaches it, and the
// output goes chunk by chunk into a sink (here a file; in the browser a Blob the browser keeps
// outside the worker), so peak RSS is what the worker itself holds.
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { fileSink } from './file-sink.mjs';
import { peakRssKb } from './peak-rss.mjs';

const [corePath, outputPath, mode, ...inputs] = process.argv.slice(2);
const { countPages, mergePdfs, PDFDocument } = await import(pathToFileURL(corePath).href);

if (mode === 'naive') {
  const start = performance.now();
  const output = await PDFDocument.create();
  for (const path of inputs) {
    const source = await PDFDocument.load(readFileSync(path));
    for (const page of await output.copyPages(source, source.getPageIndices())) output.addPage(page);
  }
  writeFileSync(outputPath, await output.save());
  process.stdout.write(JSON.stringify({ ms: performance.now() - start, maxRssKb: peakRssKb() }));
} else {
  // The page counts come from the file list, counted one file at a time as files are added.
  const counts = [];
  for (const path of inputs) counts.push(await countPages(await readFile(path), path));
  const started = performance.now();
  const sink = fileSink(outputPath);
  await mergePdfs({
    files: inputs.map((path, index) => ({
      name: path,
      pages: Array.from({ length: counts[index] }, (_, page) => page + 1),
      read: () => readFile(path),
    })),
    title: 'bench',
    quality: mode === 'core-medium' ? 'medium' : 'high',
    write: sink.write,
  });
  sink.finish();
  // Counting is not part of the merge (the tool counts when files are added): timed from here.
  const ms = performance.now() - started;
  process.stdout.write(JSON.stringify({ ms, maxRssKb: peakRssKb() }));
}
