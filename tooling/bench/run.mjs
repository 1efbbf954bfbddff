// `pnpm bench [json|bundle ...] [--verbose]`: runs the benchmarks, prints one table and a PASS/FAIL
// line, and exits non-zero when a target is missed or a benchmark fails to run.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `pnpm bench needs Node >= 22.22 (this is ${process.version}); run it through pnpm so the pinned Node 24 is used.`,
  );
  process.exit(1);
}

const BENCHMARKS = {
  json: async () => (await import('./json-vs-jq.mjs')).jsonVsJq,
  'json-query': async () => (await import('./json-query.mjs')).jsonQueryBench,
  bundle: async () => (await import('./bundle-size.mjs')).bundleSize,
  offline: async () => (await import('./offline.mjs')).offlineBench,
  packages: async () => (await import('./package-size.mjs')).packageSizeBench,
  'ai-split': async () => (await import('./ai-split.mjs')).aiSplitBench,
  leaderboard: async () => (await import('./leaderboard.mjs')).leaderboardBench,
  'regex-timeout': async () => (await import('./regex-timeout.mjs')).regexTimeoutBench,
  'text-diff': async () => (await import('./text-diff.mjs')).textDiffBench,
  'text-diff-page': async () => (await import('./text-diff-page.mjs')).textDiffPageBench,
  sha256: async () => (await import('./sha256.mjs')).sha256Bench,
  'pdf-split': async () => (await import('./pdf-split.mjs')).pdfSplitBench,
  'pdf-decrypt': async () => (await import('./pdf-decrypt.mjs')).pdfDecryptBench,
  'pdf-merge': async () => (await import('./pdf-merge.mjs')).pdfMergeBench,
  'image-compress': async () => (await import('./image-compress.mjs')).imageCompressBench,
  'color-extract': async () => (await import('./color-extract.mjs')).colorExtractBench,
  dedupe: async () => (await import('./dedupe.mjs')).dedupeBench,
  'bpm-key': async () => (await import('./bpm-key.mjs')).bpmKeyBench,
  'web-crawler': async () => (await import('./web-crawler.mjs')).webCrawlerBench,
  'story-repo': async () => (await import('./story-repo.mjs')).storyRepoBench,
  'story-card-stream': async () => (await import('./story-repo.mjs')).storyCardStreamBench,
  'story-book': async () => (await import('./story-book.mjs')).storyBookBench,
  'story-stream': async () => (await import('./story-book.mjs')).storyStreamBench,
  'aim-frames': async () => (await import('./aim-frames.mjs')).aimFramesBench,
  'smart-paste': async () => (await import('./smart-paste.mjs')).smartPasteBench,
  lighthouse: async () => (await import('./lighthouse.mjs')).lighthouseBench,
};

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(`usage: pnpm bench [${Object.keys(BENCHMARKS).join('|')} ...] [--verbose]`);
  process.exit(0);
}
const verbose = args.includes('--verbose') || args.includes('-v');
const names = args.filter((arg) => !arg.startsWith('-'));
const unknown = names.filter((name) => !(name in BENCHMARKS));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; available: ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(2);
}
const selected = names.length ? [...new Set(names)] : Object.keys(BENCHMARKS);

const results = [];
for (const id of selected) {
  const started = performance.now();
  const log = (message) => console.error(`[bench ${id}] ${message}`);
  try {
    const bench = await BENCHMARKS[id]();
    const result = await bench({ log, verbose });
    results.push({ id, seconds: (performance.now() - started) / 1000, ...result });
  } catch (error) {
    results.push({
      id,
      seconds: (performance.now() - started) / 1000,
      name: id,
      rows: [],
      pass: false,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
}

// One table: benchmark | metric | value | unit | target | status.
const table = [['Benchmark', 'Metric', 'Value', 'Unit', 'Target', 'Status']];
for (const result of results) {
  const rows = result.rows.map((row) => [
    row.label,
    String(row.value),
    row.unit ?? '',
    row.target ?? '',
    row.pass === undefined ? '' : row.pass ? 'ok' : 'MISSED',
  ]);
  if (result.ratio !== undefined) {
    rows.push(['ratio', result.ratio.toFixed(2), '', result.target ?? '', result.pass ? 'ok' : 'MISSED']);
  }
  if (result.error) rows.push(['error', 'see below', '', '', 'ERROR']);
  rows.forEach((row, index) => {
    table.push([index === 0 ? result.name : '', ...row]);
  });
}
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
const rightAligned = new Set([2]);
const line = (row) =>
  row
    .map((cell, column) =>
      rightAligned.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
    )
    .join('  ')
    .trimEnd();
console.log(line(table[0]));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of table.slice(1)) console.log(line(row));

for (const result of results) {
  if (result.error) console.log(`\n${result.name} failed to run:\n${result.error}`);
  if (!result.pass && result.notes?.length)
    console.log(`\n${result.name}: target missed\n${result.notes.join('\n')}`);
  if (verbose && result.details?.length) console.log(`\n${result.name}:\n${result.details.join('\n')}`);
}

const failed = results.filter((result) => !result.pass);
const timing = results.map((result) => `${result.id} ${result.seconds?.toFixed(0) ?? '?'} s`).join(', ');
const reasons = failed.map(
  (result) => `${result.id} ${result.error ? 'failed to run' : 'missed its target'}`,
);
console.log(
  failed.length
    ? `\nFAIL: ${reasons.join(', ')} (${results.length - failed.length} of ${results.length} passed; ${timing})`
    : `\nPASS: ${results.length} of ${results.length} benchmarks met their targets (${timing})`,
);
process.exit(failed.length ? 1 : 0);
