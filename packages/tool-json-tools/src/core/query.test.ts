// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadJq } from 'jq-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type JqEngine, queryExamples, runJqQuery, runJsonPathQuery } from './query';

const wasmBinary = readFileSync(createRequire(import.meta.url).resolve('jq-wasm/jq.wasm'));
let engine: JqEngine;
beforeAll(async () => {
  engine = await loadJq({ wasmBinary });
});

const store = JSON.stringify({
  store: {
    book: [
      { category: 'reference', author: 'Nigel Rees', title: 'Sayings of the Century', price: 8.95 },
      { category: 'fiction', author: 'Evelyn Waugh', title: 'Sword of Honour', price: 12.99 },
      {
        category: 'fiction',
        author: 'Herman Melville',
        title: 'Moby Dick',
        isbn: '0-553-21311-3',
        price: 8.99,
      },
      {
        category: 'fiction',
        author: 'J. R. R. Tolkien',
        title: 'The Lord of the Rings',
        isbn: '0-395-19395-8',
        price: 22.99,
      },
    ],
    bicycle: { color: 'red', price: 399 },
  },
  tags: ['a', 'b', 'a', 'c'],
  text: 'Grüße, 世界 😀 "quoted" \\ back\nline',
  empty: { list: [], object: {} },
  flags: [true, false, null],
});

const jq = (input: string, query: string) => runJqQuery({ engine, input, query });

describe('JSONPath query (CONTEXT.md § Query › JSONPath)', () => {
  it('writes the selected values as one array, formatted with 2 spaces, and counts them', () => {
    const outcome = runJsonPathQuery({ input: store, query: '$.store.book[?@.price < 10].title' });
    expect(outcome).toEqual({
      status: 'ok',
      syntax: 'jsonpath',
      output: '[\n  "Sayings of the Century",\n  "Moby Dick"\n]',
      count: 2,
      characterCount: 45,
    });
  });
  it('gives an empty array and a count of 0 when nothing matches', () => {
    expect(runJsonPathQuery({ input: store, query: '$.nothing' })).toMatchObject({ output: '[]', count: 0 });
  });
  it('keeps a 20-digit number exactly as written', () => {
    const outcome = runJsonPathQuery({ input: '{"id": 12345678901234567890}', query: '$.id' });
    expect(outcome).toMatchObject({ output: '[\n  12345678901234567890\n]' });
  });
  it('reports an invalid query with line and column, before looking at the input', () => {
    expect(runJsonPathQuery({ input: 'not json', query: '$.a[' })).toEqual({
      status: 'invalid-query',
      syntax: 'jsonpath',
      message: 'Expected a selector: a name in quotes, “*”, an index, a slice or a filter “?”',
      lineNumber: 1,
      columnNumber: 5,
    });
  });
  it('reports invalid JSON input as the other modes do, with line and column', () => {
    expect(runJsonPathQuery({ input: '{"a": tru}', query: '$.a' })).toMatchObject({
      status: 'invalid-input',
      validation: { isValid: false, reason: 'syntax', lineNumber: 1, columnNumber: 7 },
    });
    expect(runJsonPathQuery({ input: '  ', query: '$' })).toMatchObject({
      status: 'invalid-input',
      validation: { reason: 'blank' },
    });
  });
  it.each(queryExamples.jsonpath)('the example $id is valid and matches the sample', ({ query }) => {
    const outcome = runJsonPathQuery({ input: store, query });
    expect(outcome.status).toBe('ok');
    expect(outcome.status === 'ok' && outcome.count).toBeGreaterThan(0);
  });
});

describe('jq query (CONTEXT.md § Query › jq)', () => {
  it('runs jq 1.8 and writes each output value with the tool formatter', () => {
    expect(jq(store, '.store.book[] | select(.price < 10) | {title, price}')).toEqual({
      status: 'ok',
      syntax: 'jq',
      output:
        '{\n  "title": "Sayings of the Century",\n  "price": 8.95\n}\n{\n  "title": "Moby Dick",\n  "price": 8.99\n}',
      count: 2,
      characterCount: 100,
    });
  });
  it('keeps a 20-digit number it passes through exactly (jq 1.8 keeps the literal)', () => {
    const input = '{"id": 12345678901234567890, "list": [98765432109876543210]}';
    expect(jq(input, '.id, .list[0], [.id]')).toMatchObject({
      output: '12345678901234567890\n98765432109876543210\n[\n  12345678901234567890\n]',
      count: 3,
    });
  });
  it('gives no output and a count of 0 for `empty`', () => {
    expect(jq(store, 'empty')).toMatchObject({ status: 'ok', output: '', count: 0 });
  });
  it("reports a compile error in jq's words with line and column", () => {
    expect(jq(store, '.a |||')).toEqual({
      status: 'invalid-query',
      syntax: 'jq',
      message: "syntax error, unexpected '|'",
      lineNumber: 1,
      columnNumber: 5,
    });
    expect(jq(store, 'nosuchfunction')).toMatchObject({
      status: 'invalid-query',
      message: 'nosuchfunction/0 is not defined',
    });
  });
  it('reports a run-time error without the file prefix', () => {
    expect(jq(store, '.text | .[0]')).toEqual({
      status: 'query-error',
      syntax: 'jq',
      message: 'Cannot index string with number (0)',
    });
  });
  it('reports invalid JSON input with our own line and column, not jq', () => {
    expect(jq('[1,\n2,,]', '.')).toMatchObject({
      status: 'invalid-input',
      validation: { lineNumber: 2, columnNumber: 3 },
    });
  });
  it('refuses an empty query', () => {
    expect(jq(store, '   ')).toMatchObject({ status: 'invalid-query', message: 'The query is empty.' });
  });
  it.each(queryExamples.jq)('the example $id runs on the sample', ({ query }) => {
    const outcome = jq(store, query);
    expect(outcome.status).toBe('ok');
    expect(outcome.status === 'ok' && outcome.count).toBeGreaterThan(0);
  });
});

/**
 * The same filters through the real jq binary: the outputs must be the same text. The machine's jq
 * is 1.6 (Debian 12), whose pretty-printer writes what JSON.stringify(x, null, 2) writes for this
 * document (no number of 16+ digits: jq 1.6 rounds those, 1.8 keeps them, tested above).
 */
const JQ_BINARY = '/usr/bin/jq';
const differential = [
  '.',
  '.store.book[0]',
  '.store.book[].author',
  '.store.book[1:3]',
  '.store.book[-1:]',
  '.store.book | length',
  '[.store.book[] | select(.category == "fiction" and .price > 10) | .title]',
  '.store.book | map(.price) | add',
  '.store.book | sort_by(.price) | map(.title)',
  '.store.book | group_by(.category) | map({key: .[0].category, value: length}) | from_entries',
  '.store | keys',
  '.store.bicycle | to_entries',
  '.tags | unique',
  '.store.book[] | .isbn // "none"',
  '"\\(.store.bicycle.color) bike costs \\(.store.bicycle.price)"',
  '.text',
  '.empty',
  '.flags | map(not)',
  '[.flags[] | select(. == null or . == true)]',
  '.store.book | map(select(.isbn)) | length',
  '[paths(type == "number")] | length',
  '[.. | numbers] | add',
  '.store.book | [.[] | {(.author): .price}] | add',
  'reduce .store.book[] as $b (0; . + $b.price)',
  '.store.book | first, last | .title',
  '[limit(2; .store.book[])] | length',
  '.tags | join("-")',
  '.text | ascii_downcase | test("grüße")',
  'if .store.bicycle.price > 100 then "dear" else "cheap" end',
  '[.store.book[] | .price | floor]',
  '.store.book | min_by(.price) | .title',
  '.store.book | any(.price > 20), all(.price > 5)',
  '.store.book | [.[] | .title | split(" ") | length]',
  '.store.book | indices({category: "fiction"})? // "n/a"',
  'to_entries | map(.key)',
  'with_entries(select(.key | startswith("t")))',
  '[.store.book[].price] | (add / length)',
  'tostream | select(length == 2) | .[0] | join(".")? // empty',
  '.store.book[2] | has("isbn"), has("nothing")',
  '.tags | index("b"), (map(ascii_upcase))',
];

describe.skipIf(!existsSync(JQ_BINARY))(`differential: jq-wasm against ${JQ_BINARY}`, () => {
  it.each(differential)('%s', (filter) => {
    const native = spawnSync(JQ_BINARY, [filter], { input: store, encoding: 'utf8' });
    expect(native.status, native.stderr).toBe(0);
    const ours = jq(store, filter);
    expect(ours.status === 'ok' && ours.output).toBe(native.stdout.replace(/\n$/, ''));
  });
});
