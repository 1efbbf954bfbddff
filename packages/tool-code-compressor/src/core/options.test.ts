import { describe, expect, it } from 'vitest';
import {
  codeLanguages,
  codeModes,
  computeStats,
  countLines,
  DEFAULT_LANGUAGE,
  DEFAULT_MODE,
  downloadFileName,
  FILE_EXTENSIONS,
  isBlankInput,
  offsetToPosition,
} from './options';

describe('CONTEXT.md § Screen: choices', () => {
  it('offers the four modes and six languages', () => {
    expect(codeModes).toEqual(['minify', 'beautify', 'remove-comments', 'remove-whitespace']);
    expect(codeLanguages).toEqual(['javascript', 'css', 'html', 'json', 'xml', 'other']);
    expect(DEFAULT_MODE).toBe('minify');
    expect(DEFAULT_LANGUAGE).toBe('javascript');
  });
});

describe('CONTEXT.md § Download names', () => {
  it.each([
    ['javascript', 'js'],
    ['css', 'css'],
    ['html', 'html'],
    ['json', 'json'],
    ['xml', 'xml'],
    ['other', 'txt'],
  ] as const)('%s downloads as .%s', (language, extension) => {
    expect(FILE_EXTENSIONS[language]).toBe(extension);
    expect(downloadFileName({ mode: 'minify', language })).toBe(`code.min.${extension}`);
  });

  it.each([
    ['beautify', 'code.formatted.css'],
    ['remove-comments', 'code.no-comments.css'],
    ['remove-whitespace', 'code.compact.css'],
  ] as const)('%s is named %s', (mode, name) => {
    expect(downloadFileName({ mode, language: 'css' })).toBe(name);
  });
});

describe('CONTEXT.md § Input: empty or blank input is an error', () => {
  it.each([
    ['', true],
    ['  \n\t', true],
    [' a ', false],
  ])('%j is blank: %s', (input, expected) => {
    expect(isBlankInput({ input })).toBe(expected);
  });
});

describe('CONTEXT.md § Stats', () => {
  it.each([
    // input, output, original bytes, compressed bytes, ratio with 1 decimal
    ['aaaaaaaaaa', 'aaa', 10, 3, '70.0'],
    ['abc', 'ab', 3, 2, '33.3'],
    ['ab', 'abc', 2, 3, '-50.0'],
    ['abcdef', 'abcdef', 6, 6, '0.0'],
    ['你好', '你', 6, 3, '50.0'],
    ['😀 ', '😀', 5, 4, '20.0'],
  ])('%j → %j: %d → %d bytes, ratio %s%%', (input, output, originalSize, compressedSize, ratio) => {
    expect(computeStats({ input, output })).toMatchObject({ originalSize, compressedSize, ratio });
  });

  it('counts lines and characters on both sides', () => {
    expect(computeStats({ input: 'a\nb\n😀', output: 'ab😀' })).toMatchObject({
      originalLines: 3,
      compressedLines: 1,
      originalCharacters: 5,
      compressedCharacters: 3,
    });
  });

  it.each([
    ['', 0],
    ['a', 1],
    ['a\n', 1],
    ['a\nb', 2],
    ['a\r\nb\r\n', 2],
    ['\n\n', 2],
  ])('%j has %d lines', (text, lines) => {
    expect(countLines({ text })).toBe(lines);
  });

  it('maps offsets to 1-based line and column', () => {
    expect(offsetToPosition({ text: 'ab\ncd', offset: 4 })).toEqual({ line: 2, column: 2 });
    expect(offsetToPosition({ text: 'ab', offset: 0 })).toEqual({ line: 1, column: 1 });
  });
});
