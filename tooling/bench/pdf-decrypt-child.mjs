// Runs in its own Node process, spawned by pdf-decrypt.mjs:
//   node pdf-decrypt-child.mjs <bundled core> <qpdf.wasm> <encrypted pdf> <password> <output pdf>
// Does what the unlock tool's worker does for one file: start qpdf (WASM), decrypt, hand the bytes
// back (here: write them out), and prints { startMs, decryptMs, ms, maxRssKb, bytes }.
import { readFile, writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { peakRssKb } from './peak-rss.mjs';

const [corePath, wasmPath, inputPath, password, outputPath] = process.argv.slice(2);
const { startQpdf, decryptPdf, createModule } = await import(pathToFileURL(corePath).href);

const start = performance.now();
const input = new Uint8Array(await readFile(inputPath));
const qpdf = await startQpdf(createModule, wasmPath);
const started = performance.now();
const output = decryptPdf(qpdf, input, password);
const decrypted = performance.now();
await writeFile(outputPath, output);
const end = performance.now();
process.stdout.write(
  JSON.stringify({
    startMs: started - start,
    decryptMs: decrypted - started,
    ms: end - start,
    maxRssKb: peakRssKb(),
    bytes: output.length,
  }),
);
