// Benchmark: split a 4,000-page PDF into single pages through the pdf-split tool's core (the
// function its worker runs) against Debian's `qpdf --split-pages`, same file, same run.
// The target: core / qpdf ≤ 1.6; peak memory reported.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';
import { writeTextPdf } from './make-pdf.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cacheDir = join(here, '.cache');
const toolDir = join(here, '../../packages/tool-pdf-split');
const PAGES = 4000;
const RUNS = 5;
const TARGET_RATIO = 1.6;
const CHILD_TIMEOUT_MS = 180_000;
/** The memory fixture: as many pages, each with its own 25 KB picture (about 100 MB in all). */
const IMAGE_BYTES = 25_000;
const IMAGE_RUNS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The tool's split core and pdf-lib, bundled so plain Node can import them (see json-vs-jq.mjs). */
async function bundleCore() {
  const outfile = join(cacheDir, 'pdf-split-core.mjs');
  await bundleForNode({
    outfile,
    contents: [
      `export { loadPdf, splitPdf } from './src/core/split-pdf.ts';`,
      `export { writeParts } from './src/core/write-parts.ts';`,
      `export { PDFDocument, StandardFonts } from 'pdf-lib';`,
    ].join('\n'),
    resolveDir: toolDir,
  });
  return outfile;
}

/** 4,000 pages, each with its own text in one shared embedded font; generated once and reused. */
async function ensurePdf(corePath, log) {
  const path = join(cacheDir, `pdf-split-${PAGES}.pdf`);
  if (existsSync(path)) return path;
  log(`generating ${path}`);
  const { PDFDocument, StandardFonts } = await import(pathToFileURL(corePath).href);
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= PAGES; page++) {
    const added = document.addPage([595, 842]);
    added.drawText(`Page ${page} of ${PAGES}`, { x: 72, y: 760, size: 24, font });
    added.drawText(`Line of body text number ${page}: the quick brown fox jumps over the lazy dog.`, {
      x: 72,
      y: 700,
      size: 11,
      font,
    });
  }
  writeFileSync(path, await document.save({ objectsPerTick: Number.POSITIVE_INFINITY }));
  return path;
}

/** 4,000 pages with an incompressible image each: parts that weigh something, for peak memory. */
async function ensureImagePdf(log) {
  const path = join(cacheDir, `pdf-split-${PAGES}-images.pdf`);
  if (existsSync(path)) return path;
  log(`generating ${path}`);
  await writeTextPdf(path, PAGES, { imageBytes: IMAGE_BYTES });
  return path;
}

function fresh(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

function runChild(corePath, inputPath, mode, outDir = fresh(join(cacheDir, `pdf-split-out-${mode}`))) {
  const child = spawnSync(
    process.execPath,
    [join(here, 'pdf-split-child.mjs'), corePath, inputPath, String(PAGES), outDir, mode],
    { encoding: 'utf8', timeout: CHILD_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
  );
  if (child.status !== 0)
    throw new Error(`${mode} child failed: ${child.error?.message ?? ''}${child.stderr}`);
  return JSON.parse(child.stdout);
}

function runQpdf(inputPath, outDir = fresh(join(cacheDir, 'pdf-split-out-qpdf'))) {
  const time = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
  const qpdfArgs = ['--split-pages', inputPath, join(outDir, 'out-%d.pdf')];
  const [command, args] = time ? [time, ['-f', '%M %U %S', 'qpdf', ...qpdfArgs]] : ['qpdf', qpdfArgs];
  const start = performance.now();
  const child = spawnSync(command, args, { encoding: 'utf8', timeout: CHILD_TIMEOUT_MS });
  const ms = performance.now() - start;
  if (child.status !== 0) throw new Error(`qpdf failed: ${child.error?.message ?? ''}${child.stderr}`);
  const [rss, user, system] = time
    ? (child.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number)
    : [Number.NaN, Number.NaN, Number.NaN];
  const cpuMs = (user + system) * 1000;
  return {
    ms,
    cpuMs: Number.isFinite(cpuMs) ? cpuMs : undefined,
    maxRssKb: Number.isFinite(rss) ? rss : undefined,
    parts: readdirSync(outDir).length,
  };
}

/** qpdf --check on a few of the core's parts: they must be well-formed, not merely fast. */
function checkParts() {
  const dir = join(cacheDir, 'pdf-split-out-core');
  for (const n of [1, PAGES / 2, PAGES]) {
    const check = spawnSync('qpdf', ['--check', join(dir, `out-${n}.pdf`)], { encoding: 'utf8' });
    if (check.status !== 0) return `out-${n}.pdf: ${check.stdout}${check.stderr}`;
  }
  return undefined;
}

export async function pdfSplitBench({ log = () => {} } = {}) {
  if (spawnSync('qpdf', ['--version']).status !== 0) {
    throw new Error('qpdf not found: install it with `apt-get install -y qpdf`.');
  }
  mkdirSync(cacheDir, { recursive: true });
  const corePath = await bundleCore();
  const inputPath = await ensurePdf(corePath, log);
  const runs = { core: [], qpdf: [], 'core-zip': [], naive: [] };
  for (let run = 1; run <= RUNS; run++) {
    for (const mode of ['core', 'core-zip', 'naive']) {
      log(`run ${run}/${RUNS}: ${mode}`);
      runs[mode].push(runChild(corePath, inputPath, mode));
    }
    log(`run ${run}/${RUNS}: qpdf`);
    runs.qpdf.push(runQpdf(inputPath));
  }
  const problem = checkParts();

  // Peak memory where parts weigh something: the ZIP path the worker runs, on the image fixture.
  const imagePath = await ensureImagePdf(log);
  const imageRuns = { 'core-zip': [], qpdf: [] };
  for (let run = 1; run <= IMAGE_RUNS; run++) {
    log(`image fixture run ${run}/${IMAGE_RUNS}: core-zip, qpdf`);
    imageRuns['core-zip'].push(
      runChild(corePath, imagePath, 'core-zip', fresh(join(cacheDir, 'pdf-split-out-img'))),
    );
    imageRuns.qpdf.push(runQpdf(imagePath, fresh(join(cacheDir, 'pdf-split-out-img'))));
  }
  rmSync(join(cacheDir, 'pdf-split-out-img'), { recursive: true, force: true });
  const imageRss = (mode) => (Math.max(...imageRuns[mode].map((run) => run.maxRssKb ?? 0)) / 1024).toFixed(0);
  const imageMb = (statSync(imagePath).size / 1024 / 1024).toFixed(0);

  const ms = (mode) => median(runs[mode].map((run) => run.ms));
  const rssMb = (mode) => {
    const values = runs[mode].map((run) => run.maxRssKb).filter((value) => value !== undefined);
    return values.length ? (Math.max(...values) / 1024).toFixed(0) : 'n/a';
  };
  const cpu = (mode) => {
    const values = runs[mode].map((run) => run.cpuMs).filter((value) => value !== undefined);
    return values.length ? median(values).toFixed(0) : 'n/a';
  };
  const ratio = ms('core') / ms('qpdf');
  const partsOk =
    runs.core.every((run) => run.parts === PAGES) && runs.qpdf.every((run) => run.parts === PAGES);
  return {
    name: `PDF split ${PAGES} pages into single pages: pdf-split core vs qpdf`,
    rows: [
      { label: 'core splitPdf + write each part (median of 5)', value: ms('core').toFixed(0), unit: 'ms' },
      { label: 'qpdf --split-pages (median of 5)', value: ms('qpdf').toFixed(0), unit: 'ms' },
      { label: 'core CPU time, user+system (median)', value: cpu('core'), unit: 'ms' },
      { label: 'qpdf CPU time, user+system (median)', value: cpu('qpdf'), unit: 'ms' },
      { label: 'core peak RSS (child process)', value: rssMb('core'), unit: 'MB' },
      { label: 'qpdf peak RSS', value: rssMb('qpdf'), unit: 'MB' },
      {
        label: 'core + one stored ZIP instead of files (median)',
        value: ms('core-zip').toFixed(0),
        unit: 'ms',
      },
      { label: 'core + ZIP peak RSS', value: rssMb('core-zip'), unit: 'MB' },
      {
        label: `image fixture (${imageMb} MB, ${PAGES} pages): core + ZIP peak RSS`,
        value: imageRss('core-zip'),
        unit: 'MB',
      },
      { label: 'image fixture: qpdf --split-pages peak RSS', value: imageRss('qpdf'), unit: 'MB' },
      {
        label: 'image fixture: core + ZIP time (median)',
        value: median(imageRuns['core-zip'].map((run) => run.ms)).toFixed(0),
        unit: 'ms',
      },
      { label: 'plain pdf-lib copyPages+save per part (median)', value: ms('naive').toFixed(0), unit: 'ms' },
      { label: 'plain pdf-lib peak RSS', value: rssMb('naive'), unit: 'MB' },
      { label: 'plain pdf-lib / qpdf', value: (ms('naive') / ms('qpdf')).toFixed(2), unit: '' },
      { label: 'parts written / checked by qpdf', value: partsOk && !problem ? 'yes' : 'NO', unit: '' },
    ],
    ratio,
    target: `core/qpdf ≤ ${TARGET_RATIO}`,
    pass: ratio <= TARGET_RATIO && partsOk && !problem,
    notes: problem ? [problem] : [],
    details: Object.entries(runs).map(
      ([mode, list]) => `${mode} runs (ms): ${list.map((run) => run.ms.toFixed(0)).join(', ')}`,
    ),
  };
}
