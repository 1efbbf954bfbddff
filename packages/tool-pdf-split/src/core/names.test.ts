import { describe, expect, it } from 'vitest';
import { DEFAULT_NAME_PATTERN } from './constants';
import { formatTimestamp, partFileName, zipFileName } from './names';

describe('part names (CONTEXT.md § Output names)', () => {
  it('the default pattern is split-document-{n}', () => {
    expect(DEFAULT_NAME_PATTERN).toBe('split-document-{n}');
  });

  it.each([
    ['split-document-{n}', 1, 3, 'split-document-1.pdf'],
    ['split-document-{n}', 3, 3, 'split-document-3.pdf'],
    ['chapter {n} of book', 2, 5, 'chapter 2 of book.pdf'],
    ['{n}-{n}', 4, 5, '4-4.pdf'],
    ['report.pdf', 1, 1, 'report.pdf'],
    ['report', 2, 3, 'report-2.pdf'],
    ['', 1, 2, 'split-document-1.pdf'],
    ['a/b:c*{n}', 1, 2, 'a_b_c_1.pdf'],
  ])('%s, part %i of %i: %s', (pattern, n, total, name) => {
    expect(partFileName({ pattern, n, total })).toBe(name);
  });
});

describe('ZIP name (CONTEXT.md § Output names)', () => {
  const date = new Date(2026, 10, 2, 9, 5, 7);
  it('timestamp is readable local time, safe in a file name', () => {
    expect(formatTimestamp(date)).toBe('2026-11-02_09-05-07');
  });
  it.each([
    ['report.pdf', 'report-split-2026-11-02_09-05-07.zip'],
    ['Report.PDF', 'Report-split-2026-11-02_09-05-07.zip'],
    ['年度报告.pdf', '年度报告-split-2026-11-02_09-05-07.zip'],
    ['.pdf', 'document-split-2026-11-02_09-05-07.zip'],
  ])('%s gives %s', (sourceName, name) => {
    expect(zipFileName({ sourceName, date })).toBe(name);
  });
});
