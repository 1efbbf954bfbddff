import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureIndentation, OutputTooLargeError, parseIteratively, stringifyIteratively } from './deep-json';
import { compressJson, formatJson, validateJson } from './json-tools';

const SPACES = ['', '  ', '    ', '\t'];

const DOCUMENTS = [
  '0',
  '-0',
  '"x"',
  'null',
  'true',
  '[]',
  '{}',
  '[[], {}, [[]], {"a": {}}]',
  '{"b": 1, "a": [1, 2.5, -3e-7, 1e21, 0.1], "c": {"d": null, "e": false}}',
  '{"2": "two", "b": 1, "1": "one", "-1": "minus", "01": "zero one"}',
  '{"a": 1, "b": 2, "a": 3}',
  '{"__proto__": {"polluted": true}, "x": 1}',
  '"\\u0041\\/\\n\\t\\"\\\\ \\ud83d\\ude00 \\u2028 名"',
  '[" ", "\\u0000\\u001f", "😀", ""]',
  '{"id": 12345678901234567890, "big": -98765432109876543210.5e3, "small": 1234567890123456}',
];

/** A seeded pseudo-random JSON text: nested arrays and objects, strings, numbers, literals. */
function randomDocument(seed: number): string {
  let state = seed;
  const next = (limit: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % limit;
  };
  const value = (depth: number): string => {
    const kind = depth > 6 ? next(4) : next(6);
    if (kind === 0) return String(next(2_000_000) - 1_000_000);
    if (kind === 1) return JSON.stringify(`s${next(1000)}\n"é"`);
    if (kind === 2) return ['true', 'false', 'null'][next(3)] as string;
    if (kind === 3) return `${next(100)}.${next(1000)}e${next(10)}`;
    const count = next(5);
    const items = Array.from({ length: count }, () => value(depth + 1));
    if (kind === 4) return `[${items.join(',')}]`;
    return `{${items.map((item) => `${JSON.stringify(`k${next(6)}`)}: ${item}`).join(',')}}`;
  };
  return value(0);
}

const corpus = [...DOCUMENTS, ...Array.from({ length: 200 }, (_, seed) => randomDocument(seed + 1))];

describe('the iterative JSON reader and writer give what the engine gives', () => {
  it.each(SPACES)('stringify with space %j equals JSON.stringify', (space) => {
    for (const text of corpus) {
      const value = JSON.parse(text);
      expect(stringifyIteratively(value, space)).toBe(JSON.stringify(value, null, space));
    }
  });

  it('parse equals JSON.parse (values, key order, duplicate keys, __proto__)', () => {
    for (const text of corpus.filter((text) => !/\d{16}/.test(text))) {
      const parsed = parseIteratively(text);
      expect(parsed).toStrictEqual(JSON.parse(text));
      expect(JSON.stringify(parsed)).toBe(JSON.stringify(JSON.parse(text)));
    }
    const withProto = parseIteratively('{"__proto__": 1}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(withProto)).toBe(Object.prototype);
    expect(Object.keys(withProto)).toEqual(['__proto__']);
  });

  it('keeps numbers of 16+ digits as written, as the tool does', () => {
    const text = '{"id": 12345678901234567890, "big": -98765432109876543210.5e3, "small": 1234567890123456}';
    expect(JSON.stringify(parseIteratively(text))).toBe(
      '{"id":12345678901234567890,"big":-98765432109876543210.5e3,"small":1234567890123456}',
    );
  });

  it('measures the indentation JSON.stringify writes', () => {
    for (const text of corpus) {
      const value = JSON.parse(text);
      const keys = (JSON.stringify(value).match(/":/g) ?? []).length;
      for (const space of SPACES) {
        const written = JSON.stringify(value, null, space).length - JSON.stringify(value).length;
        const colonSpaces = space === '' ? 0 : keys;
        expect(measureIndentation(value, space.length).length).toBe(written - colonSpaces);
      }
    }
  });

  it('stops past the longest string allowed', () => {
    expect(() => stringifyIteratively([[1, 2, 3]], '  ', 10)).toThrow(OutputTooLargeError);
    expect(stringifyIteratively([[1]], '', 5)).toBe('[[1]]');
  });
});

afterEach(() => vi.restoreAllMocks());

/** `[[[…]]]`: `depth` arrays, the innermost holding `leaf` (or empty). */
const nested = (depth: number, leaf = '') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;

describe('deeply nested JSON is valid JSON (CONTEXT.md § Deep nesting)', () => {
  it('validates and compresses 100,000 levels', () => {
    const input = nested(100_000, ' 1 ');
    expect(validateJson({ input })).toEqual({ isValid: true });
    expect(compressJson({ input }).output).toBe(nested(100_000, '1'));
  });

  it('keeps 16+ digit numbers 20,000 levels down', () => {
    const input = nested(20_000, '12345678901234567890');
    expect(compressJson({ input }).output).toBe(input);
  });

  it('formats 6,000 levels exactly as JSON.stringify would', () => {
    const depth = 6000;
    const lines: string[] = [];
    for (let level = 0; level < depth - 1; level++) lines.push(`${'\t'.repeat(level)}[`);
    lines.push(`${'\t'.repeat(depth - 1)}[]`);
    for (let level = depth - 2; level >= 0; level--) lines.push(`${'\t'.repeat(level)}]`);
    expect(formatJson({ input: nested(depth), indent: 'tab' }).output).toBe(lines.join('\n'));
  });

  it('formats through the iterative writer when the engine overflows, with the same text', () => {
    const input = '{"a": [1, {"b": [[], {}, "x"]}], "c": 12345678901234567890}';
    const expected = formatJson({ input, indent: '4' }).output;
    const stringify = JSON.stringify;
    const isRaw = (JSON as unknown as { isRawJSON(value: unknown): boolean }).isRawJSON;
    // The engine's JSON.stringify recurses: make it fail on containers as it does on deep ones.
    vi.spyOn(JSON, 'stringify').mockImplementation((value, replacer, space) => {
      if (typeof value === 'object' && value !== null && !isRaw(value)) {
        throw new RangeError('Maximum call stack size exceeded');
      }
      return stringify(value, replacer as null, space);
    });
    expect(formatJson({ input, indent: '4' }).output).toBe(expected);
    expect(compressJson({ input }).output).toBe('{"a":[1,{"b":[[],{},"x"]}],"c":12345678901234567890}');
  });

  it('says the formatted text would be too long, instead of calling the input invalid', () => {
    const result = formatJson({ input: nested(100_000, '1') });
    expect(result.validation).toEqual({ isValid: true });
    expect(result.output).toBeUndefined();
    expect(result.problem).toEqual({ code: 'output-too-large', depth: 100_000 });
  });
});
