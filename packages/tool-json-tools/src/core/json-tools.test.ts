import { describe, expect, it } from 'vitest';
import {
  compressJson,
  computeSizeInfo,
  countCharacters,
  DEFAULT_INDENT,
  DEFAULT_MODE,
  formatCompressionRatio,
  formatJson,
  jsonModes,
  resultFileName,
  runJsonTool,
  validateJson,
} from './json-tools';

describe('modes (CONTEXT.md § Screen)', () => {
  it('offers format, compress, validate and query, format by default', () => {
    expect(jsonModes).toEqual(['format', 'compress', 'validate', 'query']);
    expect(DEFAULT_MODE).toBe('format');
  });
  it('indents with 2 spaces by default', () => {
    expect(DEFAULT_INDENT).toBe('2');
  });
});

describe('formatJson', () => {
  it.each([
    ['2', '{\n  "a": [\n    1,\n    2\n  ]\n}'],
    ['4', '{\n    "a": [\n        1,\n        2\n    ]\n}'],
    ['tab', '{\n\t"a": [\n\t\t1,\n\t\t2\n\t]\n}'],
  ] as const)('indents with %s', (indent, expected) => {
    expect(formatJson({ input: '{"a":[1,2]}', indent }).output).toBe(expected);
  });

  it('keeps unicode text as it is', () => {
    expect(formatJson({ input: '{"名":"值😀"}' }).output).toBe('{\n  "名": "值😀"\n}');
  });

  it('keeps integers beyond 2^53 exactly as written', () => {
    expect(compressJson({ input: '{ "id": 12345678901234567890, "n": 1.5 }' }).output).toBe(
      '{"id":12345678901234567890,"n":1.5}',
    );
  });
});

describe('compressJson', () => {
  it('removes all insignificant whitespace', () => {
    expect(compressJson({ input: '{\n  "a" : [ 1 , 2 ],\n  "b": "x y"\n}' }).output).toBe(
      '{"a":[1,2],"b":"x y"}',
    );
  });
});

describe('validation (CONTEXT.md § Validate)', () => {
  it('accepts valid JSON of every kind', () => {
    for (const input of ['{}', '[]', '"x"', '0', '-1.5e3', 'true', 'null', ' {"a":{"b":[]}} ']) {
      expect(validateJson({ input })).toEqual({ isValid: true });
    }
  });

  it.each(['', '   ', '\n\t'])('reports blank input %j as invalid', (input) => {
    expect(validateJson({ input })).toEqual({ isValid: false, reason: 'blank' });
  });

  it('gives the parser message with line and column', () => {
    const result = validateJson({ input: '{\n  "a": 1,\n  "b": tru\n}' });
    expect(result).toMatchObject({ isValid: false, reason: 'syntax', lineNumber: 3, columnNumber: 8 });
    expect(result.error).toEqual(expect.any(String));
    expect(result.error?.length).toBeGreaterThan(0);
  });

  it.each([
    ['{"a":1,}', 1, 8],
    ['{"a" 1}', 1, 6],
    ['[1,2', 1, 5],
    ['{"a":"x\ny"}', 1, 8],
    ["{'a':1}", 1, 2],
    ['[1] x', 1, 5],
    ['{"a":01}', 1, 7],
    ['[1.]', 1, 4],
    ['["\\q"]', 1, 4],
    ['{\r\n"a":nul}', 2, 5],
  ])('locates the error in %j at line %d column %d', (input, lineNumber, columnNumber) => {
    expect(validateJson({ input })).toMatchObject({ isValid: false, lineNumber, columnNumber });
  });

  it('does not overflow on deeply nested invalid input', () => {
    const input = `${'['.repeat(100_000)}x`;
    expect(validateJson({ input })).toMatchObject({ isValid: false, lineNumber: 1, columnNumber: 100_001 });
  });
});

describe('invalid input in format and compress (CONTEXT.md § Validate: the output is cleared)', () => {
  it.each(['format', 'compress'] as const)('%s gives no output and the validation error', (mode) => {
    const result = runJsonTool({ mode, input: '{"a":' });
    expect(result).toEqual({
      mode,
      validation: expect.objectContaining({ isValid: false, reason: 'syntax' }),
    });
    expect('output' in result && result.output).toBeFalsy();
  });

  it('blank input in format mode is an error too', () => {
    expect(runJsonTool({ mode: 'format', input: ' ' }).validation).toEqual({
      isValid: false,
      reason: 'blank',
    });
  });
});

describe('compression ratio (CONTEXT.md § Sizes)', () => {
  it.each([
    [100, 60, '-40%'],
    [100, 150, '+50%'],
    [100, 100, '0%'],
    [1000, 999, '0%'],
    [3, 2, '-33%'],
    [3, 4, '+33%'],
    [200, 1, '-100%'],
    [0, 10, '0%'],
  ])('%d bytes to %d bytes is %s', (originalSize, processedSize, expected) => {
    expect(formatCompressionRatio({ originalSize, processedSize })).toBe(expected);
  });

  it('measures sizes in UTF-8 bytes', () => {
    expect(computeSizeInfo({ original: '{ "a" : "é" }', processed: '{"a":"é"}' })).toEqual({
      originalSize: 14,
      processedSize: 10,
      compressionRatio: '-29%',
    });
  });

  it('is reported by format and compress', () => {
    const input = '{ "a": 1 }';
    expect(runJsonTool({ mode: 'compress', input })).toMatchObject({
      sizes: { originalSize: 10, processedSize: 7, compressionRatio: '-30%' },
      characterCount: 7,
    });
    expect(runJsonTool({ mode: 'format', input })).toMatchObject({
      sizes: { originalSize: 10, processedSize: 12, compressionRatio: '+20%' },
    });
  });
});

describe('helpers', () => {
  it('counts characters as code points', () => {
    expect(countCharacters('a😀格')).toBe(3);
  });
  it('names downloads after the mode', () => {
    expect(resultFileName('format')).toBe('formatted.json');
    expect(resultFileName('compress')).toBe('compressed.json');
  });
  it('reports progress stages in order', () => {
    const stages: string[] = [];
    runJsonTool({ mode: 'format', input: '[1]', onProgress: (_ratio, stage) => stages.push(stage) });
    expect(stages).toEqual(['parsing', 'serializing', 'measuring']);
  });
});
