// Runs in its own Node process, spawned by dedupe.mjs:
//   node dedupe-child.mjs <bundled core> <input> <output> <core|baseline>
// `core` is what the tool's worker runs: openSpreadsheet + dedupeTable on every column (keep first,
// the default trim), the result written in the input's format. `baseline` (workbooks only) is
// plain SheetJS as a developer would write it: read, sheet_to_json, a Map over each row's JSON,
// json_to_sheet, writeFile. Prints { ms, cpuMs, maxRssKb, kept }.
import * as fs from 'node:fs';
import { openAsBlob, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { peakRssKb } from './peak-rss.mjs';

const [corePath, inputPath, outputPath, mode] = process.argv.slice(2);
const core = await import(pathToFileURL(corePath).href);

const start = performance.now();
let kept;
if (mode === 'baseline') {
  core.XLSX.set_fs(fs); // SheetJS's ESM build reads and writes files only through a given fs
  const book = core.XLSX.readFile(inputPath);
  const rows = core.XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]]);
  const seen = new Set();
  const unique = rows.filter((row) => {
    const key = JSON.stringify(Object.values(row));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const out = core.XLSX.utils.book_new();
  core.XLSX.utils.book_append_sheet(out, core.XLSX.utils.json_to_sheet(unique), 'Sheet1');
  core.XLSX.writeFile(out, outputPath, { compression: true });
  kept = unique.length;
} else {
  const name = basename(inputPath);
  const spreadsheet = await core.openSpreadsheet(await openAsBlob(inputPath), name);
  const table = spreadsheet.table(spreadsheet.sheetNames[0]);
  const result = core.dedupeTable({
    table,
    config: core.defaultConfig(
      table.kind,
      table.headers.map((_, column) => column),
    ),
    fileName: name,
    labels: {
      resultSuffix: 'r',
      removedSuffix: 'd',
      rowColumn: 'Row',
      duplicateOfColumn: 'Duplicate of row',
    },
  });
  writeFileSync(outputPath, new Uint8Array(await result.output.blob.arrayBuffer()));
  kept = result.stats.uniqueRows;
}
const ms = performance.now() - start;
const usage = process.resourceUsage();
const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
process.stdout.write(JSON.stringify({ ms, cpuMs, maxRssKb: peakRssKb(), kept }));
