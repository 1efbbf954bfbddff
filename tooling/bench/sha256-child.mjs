// Runs in its own Node process, spawned by sha256.mjs:
//   node sha256-child.mjs <bundled core> <data file>
// Reads the file in 8 MB chunks (one reused buffer, like the worker holding one File slice at a
// time) through the crypto tool's hashChunks, and prints { ms, maxRssKb, digest }.
// A reused buffer rather than fs.createReadStream: a stream allocates a fresh 8 MB Buffer per
// chunk, and how many of those the GC keeps around varied from 90 to 160 MB between runs.
import { open } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { peakRssKb } from './peak-rss.mjs';

const [corePath, dataPath] = process.argv.slice(2);
const { hashChunks, HASH_CHUNK_BYTES } = await import(pathToFileURL(corePath).href);

async function* chunks(path) {
  const file = await open(path);
  const buffer = new Uint8Array(HASH_CHUNK_BYTES);
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await file.close();
  }
}

const start = performance.now();
const digest = await hashChunks('SHA256', chunks(dataPath));
const ms = performance.now() - start;
process.stdout.write(JSON.stringify({ ms, maxRssKb: peakRssKb(), digest }));
