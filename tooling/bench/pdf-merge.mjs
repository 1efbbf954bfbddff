// Benchmark: merge 20 PDFs of 200 pages through the pdf-merge tool's core (the function its worker
// runs) against Debian's `qpdf --empty --pages f1 ... f20 -- out.pdf`, same files, same run.
// The target: core / qpdf ≤ 1.6; peak memory reported.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';
import { writeTextPdf } from './make-pdf.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cacheDir = join(here, '.cache');
const toolDir = join(here, '../../packages/tool-pdf-merge');
const FILES = 20;
const PAGES = 200;
/** The quality fixture: files whose pages carry embedded thumbnails, merged at high and at medium. */
const THUMB_FILES = 4;
const THUMB_PAGES = 50;
const THUMB_BYTES = 12_000;
/** The memory fixture: 20 files as large as the tool takes (10 pages of 5.2 MB pictures, 52 MB). */
const LARGE_PAGES = 10;
const LARGE_IMAGE_BYTES = 5_200_000;
const RUNS = 5;
const TARGET_RATIO = 1.6;
const CHILD_TIMEOUT_MS = 180_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function bundleCore() {
  const outfile = join(cacheDir, 'pdf-merge-core.mjs');
  await bundleForNode({
    outfile,
    contents: `export { countPages, mergePdfs } from './src/core/merge.ts'; export { PDFDocument } from 'pdf-lib';`,
    resolveDir: toolDir,
  });
  return outfile;
}

/** 20 text PDFs of 200 pages (one font each, a compressed content stream per page), made once. */
async function ensureInputs(log) {
  const paths = [];
  for (let index = 1; index <= FILES; index++) {
    const path = join(cacheDir, `pdf-merge-${index}.pdf`);
    if (!existsSync(path)) {
      if (index === 1) log(`generating ${FILES} files of ${PAGES} pages`);
      await writeTextPdf(path, PAGES, { label: `File ${index} page` });
    }
    paths.push(path);
  }
  return paths;
}

/** Text PDFs whose every page has a /Thumb image of about 12 KB (RGB, incompressible), made once. */
async function ensureThumbnailInputs(log) {
  const paths = [];
  for (let index = 1; index <= THUMB_FILES; index++) {
    const path = join(cacheDir, `pdf-merge-thumbs-${index}.pdf`);
    if (!existsSync(path)) {
      if (index === 1) log(`generating ${THUMB_FILES} files of ${THUMB_PAGES} pages with thumbnails`);
      await writeTextPdf(path, THUMB_PAGES, { label: `Thumbs ${index} page`, thumbnailBytes: THUMB_BYTES });
    }
    paths.push(path);
  }
  return paths;
}

/** 20 files just under the 50 MB limit: each page an incompressible 5.2 MB picture. Made once. */
async function ensureLargeInputs(log) {
  const paths = [];
  for (let index = 1; index <= FILES; index++) {
    const path = join(cacheDir, `pdf-merge-large-${index}.pdf`);
    if (!existsSync(path)) {
      if (index === 1) log(`generating ${FILES} files of about 50 MB`);
      await writeTextPdf(path, LARGE_PAGES, { label: `Large ${index} page`, imageBytes: LARGE_IMAGE_BYTES });
    }
    paths.push(path);
  }
  return paths;
}

/** Thumbnail images left in a file: the fixture's thumbnails are its only RGB images. */
function thumbnailObjects(path) {
  return readFileSync(path).toString('latin1').split('/DeviceRGB').length - 1;
}

function run(command, args) {
  const child = spawnSync(command, args, { encoding: 'utf8', timeout: CHILD_TIMEOUT_MS });
  if (child.status !== 0) throw new Error(`${command} failed: ${child.error?.message ?? ''}${child.stderr}`);
  return child;
}

function runCore(corePath, inputs, mode, output = join(cacheDir, `pdf-merge-out-${mode}.pdf`)) {
  return JSON.parse(
    run(process.execPath, [join(here, 'pdf-merge-child.mjs'), corePath, output, mode, ...inputs]).stdout,
  );
}

function runQpdf(inputs) {
  const output = join(cacheDir, 'pdf-merge-out-qpdf.pdf');
  const qpdfArgs = ['--empty', '--pages', ...inputs, '--', output];
  const time = existsSync('/usr/bin/time');
  const start = performance.now();
  const child = time ? run('/usr/bin/time', ['-f', '%M', 'qpdf', ...qpdfArgs]) : run('qpdf', qpdfArgs);
  const ms = performance.now() - start;
  const rss = time ? Number(child.stderr.trim().split('\n').at(-1)) : Number.NaN;
  return { ms, maxRssKb: Number.isFinite(rss) ? rss : undefined };
}

export async function pdfMergeBench({ log = () => {} } = {}) {
  if (spawnSync('qpdf', ['--version']).status !== 0)
    throw new Error('qpdf not found: apt-get install -y qpdf');
  mkdirSync(cacheDir, { recursive: true });
  const corePath = await bundleCore();
  const inputs = await ensureInputs(log);
  const runs = { core: [], qpdf: [], naive: [] };
  for (let index = 1; index <= RUNS; index++) {
    for (const mode of ['core', 'naive']) {
      log(`run ${index}/${RUNS}: ${mode}`);
      runs[mode].push(runCore(corePath, inputs, mode));
    }
    log(`run ${index}/${RUNS}: qpdf`);
    runs.qpdf.push(runQpdf(inputs));
  }
  // Quality: the same thumbnail fixture merged at high and at medium; medium must leave the
  // thumbnail images out of the file, not only out of the page dictionaries.
  const thumbInputs = await ensureThumbnailInputs(log);
  const quality = {};
  for (const level of ['high', 'medium']) {
    const output = join(cacheDir, `pdf-merge-out-thumbs-${level}.pdf`);
    log(`thumbnail fixture: ${level}`);
    runCore(corePath, thumbInputs, `core-${level}`, output);
    quality[level] = { bytes: statSync(output).size, thumbnails: thumbnailObjects(output) };
  }
  const qualityRatio = quality.medium.bytes / quality.high.bytes;
  const qualityPass = qualityRatio < 1 && quality.medium.thumbnails === 0 && quality.high.thumbnails > 0;
  // Memory: 20 files of 50 MB, the tool's largest merge. The core reads one file at a time and
  // writes the output as it goes; peak RSS is the child's, beside qpdf's on the same files.
  const largeInputs = await ensureLargeInputs(log);
  const largeOutput = join(cacheDir, 'pdf-merge-out-large.pdf');
  log('large fixture: core');
  const large = runCore(corePath, largeInputs, 'core', largeOutput);
  const largePages = run('qpdf', ['--show-npages', largeOutput]).stdout.trim();
  const largeMb = (statSync(largeOutput).size / 1024 / 1024).toFixed(0);
  rmSync(largeOutput, { force: true });
  log('large fixture: qpdf');
  const largeQpdf = runQpdf(largeInputs);
  rmSync(join(cacheDir, 'pdf-merge-out-qpdf.pdf'), { force: true });
  const largeCorrect = largePages === String(FILES * LARGE_PAGES);
  const pages = run('qpdf', ['--show-npages', join(cacheDir, 'pdf-merge-out-core.pdf')]).stdout.trim();
  const check = spawnSync('qpdf', ['--check', join(cacheDir, 'pdf-merge-out-core.pdf')]).status;
  const correct = pages === String(FILES * PAGES) && check === 0;
  const ms = (mode) => median(runs[mode].map((entry) => entry.ms));
  const rss = (mode) => {
    const values = runs[mode].map((entry) => entry.maxRssKb).filter((value) => value !== undefined);
    return values.length ? (Math.max(...values) / 1024).toFixed(0) : 'n/a';
  };
  const ratio = ms('core') / ms('qpdf');
  return {
    name: `PDF merge ${FILES} files × ${PAGES} pages: pdf-merge core vs qpdf`,
    rows: [
      { label: 'core mergePdfs + write (median of 5)', value: ms('core').toFixed(0), unit: 'ms' },
      { label: 'qpdf --empty --pages (median of 5)', value: ms('qpdf').toFixed(0), unit: 'ms' },
      { label: 'core peak RSS (child process)', value: rss('core'), unit: 'MB' },
      { label: 'qpdf peak RSS', value: rss('qpdf'), unit: 'MB' },
      { label: 'plain pdf-lib, default options (median)', value: ms('naive').toFixed(0), unit: 'ms' },
      { label: 'plain pdf-lib / qpdf', value: (ms('naive') / ms('qpdf')).toFixed(2), unit: '' },
      { label: 'core output: 4,000 pages, passes qpdf --check', value: correct ? 'yes' : 'NO', unit: '' },
      {
        label: `${FILES} files of ~50 MB (${largeMb} MB out): core peak RSS`,
        value: (large.maxRssKb / 1024).toFixed(0),
        unit: 'MB',
      },
      {
        label: '  same: qpdf peak RSS',
        value: largeQpdf.maxRssKb === undefined ? 'n/a' : (largeQpdf.maxRssKb / 1024).toFixed(0),
        unit: 'MB',
      },
      {
        label: '  same: core time / qpdf time',
        value: `${large.ms.toFixed(0)} / ${largeQpdf.ms.toFixed(0)}`,
        unit: 'ms',
      },
      {
        label: `  same: output has ${FILES * LARGE_PAGES} pages`,
        value: largeCorrect ? 'yes' : 'NO',
        unit: '',
      },
      {
        label: `thumbnail fixture ${THUMB_FILES} × ${THUMB_PAGES} pages: high output`,
        value: (quality.high.bytes / 1024 / 1024).toFixed(2),
        unit: 'MB',
      },
      { label: 'same at medium', value: (quality.medium.bytes / 1024 / 1024).toFixed(2), unit: 'MB' },
      {
        label: 'medium / high size',
        value: qualityRatio.toFixed(3),
        unit: '',
        target: '< 1',
        pass: qualityRatio < 1,
      },
      {
        label: 'thumbnail images in the output: high / medium',
        value: `${quality.high.thumbnails} / ${quality.medium.thumbnails}`,
        unit: '',
        target: `${THUMB_FILES * THUMB_PAGES} / 0`,
        pass: qualityPass,
      },
    ],
    ratio,
    target: `core/qpdf ≤ ${TARGET_RATIO}`,
    pass: ratio <= TARGET_RATIO && correct && qualityPass && largeCorrect,
    details: Object.entries(runs).map(
      ([mode, list]) => `${mode} runs (ms): ${list.map((entry) => entry.ms.toFixed(0)).join(', ')}`,
    ),
  };
}
