// Benchmark: the duplicate remover's core (what its worker runs) under Node.
// - CSV, 1,000,000 rows × 8 columns, 10% repeated rows: against `awk -F, '!seen[$0]++'` (first-seen
//   on whole rows) on the same file. Target: core / awk ≤ 1.5 (median wall time), results equal.
// - xlsx, 200,000 rows × 8 typed columns: read + dedupe + write against plain SheetJS (read,
//   sheet_to_json, Map, json_to_sheet, writeFile) in the same run. Targets: time ≤ 0.6, peak
//   memory ≤ 0.5 of the baseline's.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';
import { csvLine, generateRows, SHEET_HEADERS } from './generate-sheet.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cacheDir = join(here, '.cache');
const toolDir = join(here, '../../packages/tool-remove-duplicates-excel');
const CSV_ROWS = 1_000_000;
const XLSX_ROWS = 200_000;
const CSV_RUNS = 5;
const XLSX_RUNS = 3;
const TARGET_CSV = 1.5;
const TARGET_XLSX_TIME = 0.6;
const TARGET_XLSX_MEMORY = 0.5;
const CHILD_TIMEOUT_MS = 300_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function bundleCore() {
  const outfile = join(cacheDir, 'dedupe-core.mjs');
  await bundleForNode({
    outfile,
    contents: [
      `export { openSpreadsheet, dedupeTable, defaultConfig } from './src/core/index.ts';`,
      `export * as XLSX from '@e965/xlsx';`,
    ].join('\n'),
    resolveDir: toolDir,
  });
  return outfile;
}

function ensureCsv(log) {
  const path = join(cacheDir, `dedupe-${CSV_ROWS}.csv`);
  if (existsSync(path)) return path;
  log(`generating ${path}`);
  const lines = [SHEET_HEADERS, ...generateRows(CSV_ROWS)].map(csvLine);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** The same kind of rows as a workbook: amount and quantity numbers, the date a date cell. */
async function ensureXlsx(corePath, log) {
  const path = join(cacheDir, `dedupe-${XLSX_ROWS}.xlsx`);
  if (existsSync(path)) return path;
  log(`generating ${path}`);
  const { XLSX } = await import(pathToFileURL(corePath).href);
  XLSX.set_fs(fs); // SheetJS's ESM build reads and writes files only through a given fs
  const rows = generateRows(XLSX_ROWS).map(([id, name, city, email, amount, date, quantity, note]) => [
    id,
    name,
    city,
    email,
    Number(amount),
    new Date(`${date}T00:00:00Z`),
    Number(quantity),
    note,
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([SHEET_HEADERS, ...rows], { cellDates: true }),
    'Data',
  );
  XLSX.writeFile(book, path, { compression: true });
  return path;
}

function runChild(corePath, input, output, mode) {
  const child = spawnSync(process.execPath, [join(here, 'dedupe-child.mjs'), corePath, input, output, mode], {
    encoding: 'utf8',
    timeout: CHILD_TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0)
    throw new Error(`${mode} child failed: ${child.error?.message ?? ''}${child.stderr}`);
  return JSON.parse(child.stdout);
}

function runAwk(input, output) {
  const time = existsSync('/usr/bin/time') ? '/usr/bin/time -f "%M %U %S"' : '';
  const start = performance.now();
  const child = spawnSync('sh', ['-c', `${time} awk -F, '!seen[$0]++' "$1" > "$2"`, 'sh', input, output], {
    encoding: 'utf8',
    timeout: CHILD_TIMEOUT_MS,
  });
  const ms = performance.now() - start;
  if (child.status !== 0) throw new Error(`awk failed: ${child.stderr}`);
  const [rss, user, system] = time
    ? (child.stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number)
    : [];
  return { ms, cpuMs: (user + system) * 1000, maxRssKb: rss };
}

/** SHA-256 of a CSV's rows with the core's BOM and CRLF taken away (awk writes neither). */
function rowsHash(path) {
  const text = readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .replaceAll('\r\n', '\n');
  return createHash('sha256').update(text).digest('hex');
}

export async function dedupeBench({ log = () => {} } = {}) {
  if (spawnSync('awk', ['-W', 'version']).error) throw new Error('awk not found');
  mkdirSync(cacheDir, { recursive: true });
  const corePath = await bundleCore();
  const csvPath = ensureCsv(log);
  const xlsxPath = await ensureXlsx(corePath, log);
  const out = (name) => join(cacheDir, `dedupe-out-${name}`);

  const csvRuns = { core: [], awk: [] };
  for (let run = 1; run <= CSV_RUNS; run++) {
    log(`CSV run ${run}/${CSV_RUNS}: core, awk`);
    csvRuns.core.push(runChild(corePath, csvPath, out('core.csv'), 'core'));
    csvRuns.awk.push(runAwk(csvPath, out('awk.csv')));
  }
  const sameRows = rowsHash(out('core.csv')) === rowsHash(out('awk.csv'));

  const xlsxRuns = { core: [], baseline: [] };
  for (let run = 1; run <= XLSX_RUNS; run++) {
    log(`xlsx run ${run}/${XLSX_RUNS}: core, baseline`);
    xlsxRuns.core.push(runChild(corePath, xlsxPath, out('core.xlsx'), 'core'));
    xlsxRuns.baseline.push(runChild(corePath, xlsxPath, out('baseline.xlsx'), 'baseline'));
  }
  const sameCount = xlsxRuns.core[0].kept === xlsxRuns.baseline[0].kept;

  const ms = (runs) => median(runs.map((run) => run.ms));
  const cpu = (runs) => median(runs.map((run) => run.cpuMs));
  const rss = (runs) => Math.max(...runs.map((run) => run.maxRssKb ?? 0)) / 1024;
  const csvRatio = ms(csvRuns.core) / ms(csvRuns.awk);
  const xlsxTime = ms(xlsxRuns.core) / ms(xlsxRuns.baseline);
  const xlsxMemory = rss(xlsxRuns.core) / rss(xlsxRuns.baseline);
  const pass =
    csvRatio <= TARGET_CSV &&
    xlsxTime <= TARGET_XLSX_TIME &&
    xlsxMemory <= TARGET_XLSX_MEMORY &&
    sameRows &&
    sameCount;
  return {
    name: `Duplicate remover: CSV ${CSV_ROWS.toLocaleString('en')} × 8 vs awk; xlsx ${XLSX_ROWS.toLocaleString('en')} × 8 vs plain SheetJS`,
    rows: [
      {
        label: 'CSV core: read + dedupe + write (median of 5)',
        value: ms(csvRuns.core).toFixed(0),
        unit: 'ms',
      },
      { label: "awk -F, '!seen[$0]++' (median of 5)", value: ms(csvRuns.awk).toFixed(0), unit: 'ms' },
      { label: 'CSV core / awk (judged, ≤ 1.5)', value: csvRatio.toFixed(2), unit: '' },
      { label: 'CSV core CPU time, user+system (median)', value: cpu(csvRuns.core).toFixed(0), unit: 'ms' },
      { label: 'awk CPU time, user+system (median)', value: cpu(csvRuns.awk).toFixed(0), unit: 'ms' },
      {
        label: 'CSV core peak RSS / awk peak RSS',
        value: `${rss(csvRuns.core).toFixed(0)} / ${rss(csvRuns.awk).toFixed(0)}`,
        unit: 'MB',
      },
      { label: 'CSV rows kept equal to awk (SHA-256)', value: sameRows ? 'yes' : 'NO', unit: '' },
      {
        label: 'xlsx core: read + dedupe + write (median of 3)',
        value: ms(xlsxRuns.core).toFixed(0),
        unit: 'ms',
      },
      {
        label: 'xlsx plain SheetJS baseline (median of 3)',
        value: ms(xlsxRuns.baseline).toFixed(0),
        unit: 'ms',
      },
      { label: 'xlsx time core / baseline (judged, ≤ 0.6)', value: xlsxTime.toFixed(2), unit: '' },
      {
        label: 'xlsx peak RSS core / baseline',
        value: `${rss(xlsxRuns.core).toFixed(0)} / ${rss(xlsxRuns.baseline).toFixed(0)}`,
        unit: 'MB',
      },
      { label: 'xlsx memory core / baseline (judged, ≤ 0.5)', value: xlsxMemory.toFixed(2), unit: '' },
      {
        label: 'xlsx rows kept equal to the baseline',
        value: sameCount ? `yes (${xlsxRuns.core[0].kept})` : 'NO',
        unit: '',
      },
    ],
    ratio: csvRatio,
    target: `CSV core/awk ≤ ${TARGET_CSV}; xlsx time ≤ ${TARGET_XLSX_TIME}, memory ≤ ${TARGET_XLSX_MEMORY} of plain SheetJS`,
    pass,
    notes: [
      !sameRows && 'CSV rows differ from awk',
      !sameCount && 'xlsx kept rows differ from the baseline',
    ].filter(Boolean),
    details: [
      `CSV core runs (ms): ${csvRuns.core.map((run) => run.ms.toFixed(0)).join(', ')}`,
      `awk runs (ms): ${csvRuns.awk.map((run) => run.ms.toFixed(0)).join(', ')}`,
      `xlsx core runs (ms): ${xlsxRuns.core.map((run) => run.ms.toFixed(0)).join(', ')}`,
      `xlsx baseline runs (ms): ${xlsxRuns.baseline.map((run) => run.ms.toFixed(0)).join(', ')}`,
    ],
  };
}
