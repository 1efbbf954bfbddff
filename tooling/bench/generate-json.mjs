// Deterministic JSON test document: same seed and size, same bytes, on every machine.
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mulberry32 } from './prng.mjs';

/** Bump when the generator changes, so a cached file from an older generator is not reused. */
const GENERATOR_VERSION = 1;

const WORDS = [
  'alpha',
  'beta',
  'gamma',
  'delta',
  'toolbox',
  'format',
  'value',
  'record',
  'service',
  'cache',
  'network',
  'pipeline',
  'stream',
  'buffer',
  'worker',
  'index',
  'query',
  'result',
  'session',
  'token',
  // Unicode: accented Latin, Greek, Cyrillic, CJK, Arabic, emoji (astral, so surrogate pairs).
  'café',
  'naïve',
  'Ærøskøbing',
  'λόγος',
  'привет',
  '数据',
  '格式化',
  '工具箱',
  'こんにちは',
  '한국어',
  'مرحبا',
  '😀',
  '🚀',
  '👩‍💻',
  '∑∞≠',
  '€£¥',
];
// Characters JSON must escape: quote, backslash, newline, tab, carriage return, control characters.
const ESCAPES = ['"', '\\', '\n', '\t', '\r', '\u0001', '\u001f', '\b', '\f', '/', '\u2028'];
const STATUSES = ['active', 'pending', 'archived', 'deleted', 'draft'];
const COUNTRIES = ['CN', 'US', 'DE', 'FR', 'JP', 'BR', 'IN', 'GB', 'KR', 'EG'];

function makeRecordFactory(random) {
  const int = (max) => Math.floor(random() * max);
  const pick = (list) => list[int(list.length)];
  const chance = (p) => random() < p;
  // Up to 6 decimals: realistic measurements, and never a run of 16+ digits (that would send the
  // core down its slower big-number path; see README).
  const decimal = (min, max, places) =>
    Math.round((min + random() * (max - min)) * 10 ** places) / 10 ** places;
  const words = (count) => Array.from({ length: count }, () => pick(WORDS)).join(' ');
  const text = (count) => {
    let out = '';
    for (let index = 0; index < count; index++) {
      out += (index ? ' ' : '') + pick(WORDS);
      if (chance(0.15)) out += pick(ESCAPES);
    }
    return out;
  };
  const hex = (length) => {
    let out = '';
    for (let index = 0; index < length; index++) out += int(16).toString(16);
    return out;
  };

  return (id) => ({
    id,
    uuid: `${hex(8)}-${hex(4)}-4${hex(3)}-${hex(4)}-${hex(12)}`,
    name: words(1 + int(3)),
    description: text(4 + int(20)),
    status: pick(STATUSES),
    active: chance(0.5),
    verified: chance(0.3) ? null : chance(0.5),
    score: decimal(0, 100, 2),
    price: chance(0.1) ? null : decimal(0, 10_000, 2),
    ratio: decimal(-1, 1, 6),
    count: int(1_000_000),
    big: chance(0.05) ? int(2 ** 31) * 1000 : int(100),
    exponent: chance(0.05) ? pick([1.5e-7, 6.02e23, -2.5e-12, 1e21]) : 0,
    createdAt: new Date(Date.UTC(2020, 0, 1) + int(5 * 365 * 86_400) * 1000).toISOString(),
    tags: Array.from({ length: int(6) }, () => pick(WORDS)),
    scores: Array.from({ length: int(8) }, () => decimal(0, 1000, 3)),
    matrix: Array.from({ length: int(4) }, () => Array.from({ length: int(4) }, () => int(256))),
    address: {
      street: `${1 + int(999)} ${words(2)}`,
      city: pick(WORDS),
      country: pick(COUNTRIES),
      geo: { lat: decimal(-90, 90, 5), lng: decimal(-180, 180, 5) },
    },
    history: Array.from({ length: int(4) }, () => ({
      at: 1_577_836_800 + int(150_000_000),
      event: pick(STATUSES),
      note: chance(0.3) ? text(3 + int(6)) : null,
      diff: chance(0.5) ? { before: int(100), after: int(100), flags: [chance(0.5), chance(0.5)] } : {},
    })),
    meta: chance(0.2)
      ? null
      : { source: pick(['api', 'import', 'manual']), depth: [[[int(10)]], [], [null]] },
  });
}

/**
 * Writes (once) a JSON document of about `targetBytes` bytes: `{ "meta": {...}, "records": [...] }`.
 * Returns its path; reuses the cached file when it exists.
 */
export function ensureJsonDocument({ cacheDir, seed = 20_240_601, targetBytes = 50 * 1024 * 1024 }) {
  const path = join(cacheDir, `sample-v${GENERATOR_VERSION}-seed${seed}-${targetBytes}.json`);
  if (existsSync(path) && statSync(path).size >= targetBytes) return { path, generated: false };

  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    const random = mulberry32(seed);
    const makeRecord = makeRecordFactory(random);
    const head = `{"meta":${JSON.stringify({ generator: 'toolbox-bench', version: GENERATOR_VERSION, seed, note: 'ünïcödé “quotes” \\ and \n newline' })},"records":[`;
    let bytes = writeSync(fd, head);
    let parts = [];
    let id = 0;
    while (bytes < targetBytes) {
      const record = (id ? ',' : '') + JSON.stringify(makeRecord(id));
      bytes += Buffer.byteLength(record);
      parts.push(record);
      id++;
      if (parts.length === 2000) {
        writeSync(fd, parts.join(''));
        parts = [];
      }
    }
    writeSync(fd, `${parts.join('')}]}`);
    closeSync(fd);
    renameSync(temporary, path);
  } catch (error) {
    try {
      closeSync(fd);
    } catch {}
    rmSync(temporary, { force: true });
    throw error;
  }
  return { path, generated: true };
}
