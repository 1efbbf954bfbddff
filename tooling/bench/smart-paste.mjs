// Smart paste: how long detecting what a 5 MB paste is takes (issue: ≤ 20 ms). The detectors read
// a bounded prefix, so the time must not grow with the paste. Anchor: V8's own JSON.parse of the
// same 5 MB JSON, printed beside it as the machine-independent ratio.
import { detectTextFormats } from '../../packages/kit/src/detect-input.ts';
import { mulberry32 } from './prng.mjs';

const SIZE = 5 * 1024 * 1024;
const RUNS = 25;
const TARGET_MS = 20;

function repeatTo(unit) {
  return unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
}

function inputs() {
  const random = mulberry32(19);
  const records = [];
  let length = 2;
  while (length < SIZE) {
    const record = `{"id":${records.length},"name":"user ${Math.floor(random() * 1e6)}","score":${(random() * 100).toFixed(3)},"tags":["a","b"]}`;
    records.push(record);
    length += record.length + 1;
  }
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const base64 = Array.from({ length: SIZE }, () => alphabet[Math.floor(random() * 64)]).join('');
  return {
    'JSON array': `[${records.join(',')}]`,
    Base64: base64,
    'data URL': `data:image/png;base64,${base64}`,
    prose: repeatTo('The quick brown fox jumps over the lazy dog. '),
    Markdown: repeatTo('# Heading\n\n- item one\n- item two\n\nSee [docs](https://example.com).\n\n'),
    'CSV lines': repeatTo('id,name,score\n1,alice,3.5\n'),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(run) {
  const samples = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

export async function smartPasteBench({ log }) {
  const cases = inputs();
  log(
    `${Object.keys(cases).length} inputs of ${SIZE.toLocaleString('en')} characters, median of ${RUNS} runs`,
  );
  const rows = [];
  let slowest = 0;
  for (const [name, text] of Object.entries(cases)) {
    const ms = time(() => detectTextFormats(text));
    slowest = Math.max(slowest, ms);
    rows.push({
      label: `${name}: ${detectTextFormats(text)[0]}`,
      value: ms.toFixed(2),
      unit: 'ms',
      target: `≤ ${TARGET_MS}`,
      pass: ms <= TARGET_MS,
    });
  }
  const parseMs = time(() => JSON.parse(cases['JSON array']));
  rows.push({ label: 'anchor: JSON.parse of the 5 MB JSON', value: parseMs.toFixed(2), unit: 'ms' });
  return {
    name: 'smart paste detect (5 MB)',
    rows,
    ratio: slowest / parseMs,
    target: 'reported',
    pass: slowest <= TARGET_MS,
  };
}
