// Benchmark: removing AES-256 encryption from a 4,000-page PDF through the unlock tool's core
// (qpdf compiled to WASM, the function its worker runs) against Debian's native qpdf, same flags,
// same file, same run. The target: ratio ≤ 2.0, peak memory reported.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cacheDir = join(here, '.cache');
const toolDir = join(here, '../../packages/tool-pdf-password-remover');
const PAGES = 4000;
const PASSWORD = 'bench user pw';
const RUNS = 3;
const TARGET_RATIO = 2.0;
const CHILD_TIMEOUT_MS = 120_000;
// The flags the core passes (src/core/qpdf.ts), so both sides do the same work.
const DECRYPT_FLAGS = ['--decrypt', '--stream-data=preserve', '--object-streams=preserve'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function run(command, args) {
  const child = spawnSync(command, args, { encoding: 'utf8', timeout: CHILD_TIMEOUT_MS });
  if (child.status !== 0) throw new Error(`${command} failed: ${child.error?.message ?? ''}${child.stderr}`);
  return child;
}

/** pdf-lib (the tool's dev dependency), bundled so plain Node can import it. */
async function bundlePdfLib() {
  const outfile = join(cacheDir, 'pdf-decrypt-pdf-lib.mjs');
  await bundleForNode({
    outfile,
    contents: `export { PDFDocument, StandardFonts } from 'pdf-lib';`,
    resolveDir: toolDir,
    loader: 'js',
  });
  return outfile;
}

/** 4,000 pages generated once with pdf-lib (text on each page, one shared font), then encrypted by qpdf. */
async function ensureInputs(log) {
  const plain = join(cacheDir, `pdf-decrypt-${PAGES}-pdf-lib.pdf`);
  const locked = join(cacheDir, `pdf-decrypt-${PAGES}-pdf-lib-aes256.pdf`);
  if (!existsSync(plain)) {
    log(`generating ${plain}`);
    const { PDFDocument, StandardFonts } = await import(pathToFileURL(await bundlePdfLib()).href);
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    for (let page = 1; page <= PAGES; page++) {
      const added = document.addPage([595, 842]);
      added.drawText(`Page ${page} of ${PAGES}`, { x: 72, y: 760, size: 24, font });
      added.drawText(`Body text of page ${page}: the quick brown fox jumps over the lazy dog.`, {
        x: 72,
        y: 700,
        size: 11,
        font,
      });
    }
    writeFileSync(plain, await document.save({ objectsPerTick: Number.POSITIVE_INFINITY }));
  }
  if (!existsSync(locked)) run('qpdf', ['--encrypt', PASSWORD, 'bench owner pw', '256', '--', plain, locked]);
  return locked;
}

/** Bundles the shipped core with qpdf-wasm so plain Node can import it. */
async function bundleCore() {
  const outfile = join(cacheDir, 'pdf-decrypt-core.mjs');
  const core = join(toolDir, 'src/core/qpdf.ts');
  await bundleForNode({
    outfile,
    contents: `export { startQpdf, decryptPdf } from ${JSON.stringify(core)}; export { default as createModule } from '@neslinesli93/qpdf-wasm';`,
    resolveDir: toolDir,
    loader: 'js',
    commonJs: true,
  });
  return outfile;
}

function runCore(corePath, wasmPath, lockedPath) {
  const output = join(cacheDir, 'pdf-decrypt-core-out.pdf');
  const child = run(process.execPath, [
    join(here, 'pdf-decrypt-child.mjs'),
    corePath,
    wasmPath,
    lockedPath,
    PASSWORD,
    output,
  ]);
  return JSON.parse(child.stdout);
}

function runNative(lockedPath) {
  const output = join(cacheDir, 'pdf-decrypt-native-out.pdf');
  const args = [`--password=${PASSWORD}`, ...DECRYPT_FLAGS, lockedPath, output];
  const time = existsSync('/usr/bin/time');
  const start = performance.now();
  const child = time ? run('/usr/bin/time', ['-f', '%M', 'qpdf', ...args]) : run('qpdf', args);
  const ms = performance.now() - start;
  const rss = time ? Number(child.stderr.trim().split('\n').at(-1)) : Number.NaN;
  return { ms, maxRssKb: Number.isFinite(rss) ? rss : undefined, bytes: statSync(output).size };
}

export async function pdfDecryptBench({ log = () => {} } = {}) {
  mkdirSync(cacheDir, { recursive: true });
  const lockedPath = await ensureInputs(log);
  const corePath = await bundleCore();
  const wasmPath = createRequire(join(toolDir, 'package.json')).resolve(
    '@neslinesli93/qpdf-wasm/dist/qpdf.wasm',
  );
  const core = [];
  const native = [];
  for (let index = 1; index <= RUNS; index++) {
    log(`run ${index}/${RUNS}: core`);
    core.push(runCore(corePath, wasmPath, lockedPath));
    log(`run ${index}/${RUNS}: qpdf`);
    native.push(runNative(lockedPath));
  }
  const coreMs = median(core.map((entry) => entry.ms));
  const nativeMs = median(native.map((entry) => entry.ms));
  const ratio = coreMs / nativeMs;
  const nativeRss = native.map((entry) => entry.maxRssKb).filter((value) => value !== undefined);
  const check = run('qpdf', ['--show-npages', join(cacheDir, 'pdf-decrypt-core-out.pdf')]).stdout.trim();
  const encrypted = spawnSync('qpdf', ['--is-encrypted', join(cacheDir, 'pdf-decrypt-core-out.pdf')]).status;
  const correct = check === String(PAGES) && encrypted === 2;

  return {
    name: `PDF decrypt ${PAGES} pages AES-256: unlock core (qpdf-wasm) vs qpdf`,
    rows: [
      { label: 'input file', value: (statSync(lockedPath).size / 1024 / 1024).toFixed(1), unit: 'MB' },
      { label: 'core: read, start WASM, decrypt, write (median of 3)', value: coreMs.toFixed(0), unit: 'ms' },
      {
        label: '  of which starting qpdf-wasm',
        value: median(core.map((entry) => entry.startMs)).toFixed(0),
        unit: 'ms',
      },
      {
        label: '  of which decrypting',
        value: median(core.map((entry) => entry.decryptMs)).toFixed(0),
        unit: 'ms',
      },
      { label: 'qpdf process, same flags (median of 3)', value: nativeMs.toFixed(0), unit: 'ms' },
      {
        label: 'core peak RSS (child process)',
        value: (Math.max(...core.map((entry) => entry.maxRssKb)) / 1024).toFixed(0),
        unit: 'MB',
      },
      {
        label: 'qpdf peak RSS',
        value: nativeRss.length ? (Math.max(...nativeRss) / 1024).toFixed(0) : 'n/a',
        unit: nativeRss.length ? 'MB' : '',
      },
      { label: 'core output: all pages, not encrypted', value: correct ? 'yes' : 'NO', unit: '' },
    ],
    ratio,
    target: `core/qpdf ≤ ${TARGET_RATIO}`,
    pass: ratio <= TARGET_RATIO && correct,
    details: [
      `core runs (ms): ${core.map((entry) => entry.ms.toFixed(0)).join(', ')}`,
      `qpdf runs (ms): ${native.map((entry) => entry.ms.toFixed(0)).join(', ')}`,
    ],
  };
}
