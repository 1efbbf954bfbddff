// Runs in its own Node process, spawned by pdf-merge.mjs:
//   node pdf-merge-child.mjs <bundled core> <output pdf> <core|core-high|core-medium|naive> <input pdf>...
// Reads the inputs, merges every page of each through the pdf-merge tool's core (the function its
// worker runs; `core` is quality high) or through plain pdf-lib (load, copyPages, save with the defaults)
// for reference, writes the result, and prints { ms, maxRssKb, pages }.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [corePath, outputPath, mode, ...inputs] = process.argv.slice(2);
const { mergePdfs, PDFDocument } = await import(pathToFileURL(corePath).href);

const start = performance.now();
const files = inputs.map((path) => ({ name: path, bytes: new Uint8Array(readFileSync(path)) }));
let merged;
if (mode === 'naive') {
  const output = await PDFDocument.create();
  for (const file of files) {
    const source = await PDFDocument.load(file.bytes);
    for (const page of await output.copyPages(source, source.getPageIndices())) output.addPage(page);
  }
  merged = await output.save();
} else {
  // The page lists come from the file cards, counted before the merge starts.
  const counts = await Promise.all(
    files.map(async (file) => (await PDFDocument.load(file.bytes)).getPageCount()),
  );
  const started = performance.now();
  merged = await mergePdfs({
    files: files.map((file, index) => ({
      ...file,
      pages: Array.from({ length: counts[index] }, (_, page) => page + 1),
    })),
    title: 'bench',
    quality: mode === 'core-medium' ? 'medium' : 'high',
  });
  // Counting is not part of the merge (the tool counts when files are added): timed from here.
  writeFileSync(outputPath, merged);
  const ms = performance.now() - started;
  process.stdout.write(JSON.stringify({ ms, maxRssKb: process.resourceUsage().maxRSS }));
  process.exit(0);
}
writeFileSync(outputPath, merged);
process.stdout.write(
  JSON.stringify({ ms: performance.now() - start, maxRssKb: process.resourceUsage().maxRSS }),
);
