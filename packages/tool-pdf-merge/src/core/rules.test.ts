import { outputFileName as sharedOutputFileName } from '@toolbox/ui/file-name';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTPUT_NAME, DEFAULT_QUALITY, MAX_FILE_BYTES, MIN_FILES, qualities } from './constants';
import { documentTitle, fileProblem, isRangeValid, planMerge, sortFiles } from './rules';

// The download name is made by the shared output-name rules; these pin CONTEXT.md § Output name with our default.
const outputFileName = (name: string) =>
  sharedOutputFileName({ name, defaultName: DEFAULT_OUTPUT_NAME, extension: '.pdf' });

describe('constants (CONTEXT.md § Files, § Merging, § Output name, § Quality)', () => {
  it('has the rules’ values', () => {
    expect(MAX_FILE_BYTES).toBe(50 * 1024 * 1024);
    expect(MIN_FILES).toBe(2);
    expect(DEFAULT_OUTPUT_NAME).toBe('merged-document');
    expect(qualities).toEqual(['high', 'medium', 'low']);
    expect(DEFAULT_QUALITY).toBe('high');
  });
});

describe('fileProblem (only application/pdf, at most 50 MB)', () => {
  it.each([
    [{ type: 'application/pdf', size: MAX_FILE_BYTES }, undefined],
    [{ type: 'application/pdf', size: MAX_FILE_BYTES + 1 }, 'fileTooLarge'],
    [{ type: 'text/plain', size: 10 }, 'invalidFileType'],
    [{ type: '', size: 10 }, 'invalidFileType'],
  ])('%j → %s', (file, expected) => {
    expect(fileProblem(file)).toBe(expected);
  });
});

describe('planMerge', () => {
  const file = (name: string, pageCount: number, pageRange = 'all') => ({ name, pageCount, pageRange });

  it('needs at least 2 files', () => {
    expect(planMerge([file('a.pdf', 3)])).toEqual({ ok: false, error: 'needTwoFiles' });
    expect(planMerge([])).toEqual({ ok: false, error: 'needTwoFiles' });
  });
  it('interleaves exactly two files (CONTEXT.md § Interleave)', () => {
    const three = [file('a.pdf', 3), file('b.pdf', 2), file('c.pdf', 1)];
    expect(planMerge(three, { interleave: true })).toEqual({ ok: false, error: 'interleaveNeedsTwo' });
    expect(planMerge(three.slice(0, 2), { interleave: true })).toMatchObject({ ok: true, totalPages: 5 });
  });
  it('names the first file with an invalid range', () => {
    expect(planMerge([file('a.pdf', 3, '1-2'), file('b.pdf', 2, '3'), file('c.pdf', 2, 'x')])).toEqual({
      ok: false,
      error: 'invalidPageRange',
      fileName: 'b.pdf',
    });
  });
  it('takes each file once per page, ascending, in list order; all and empty mean every page', () => {
    expect(planMerge([file('a.pdf', 5, '5,1-2,2'), file('b.pdf', 2, ''), file('c.pdf', 3)])).toEqual({
      ok: true,
      pages: [
        [1, 2, 5],
        [1, 2],
        [1, 2, 3],
      ],
      totalPages: 8,
    });
  });
  it('says when nothing is selected', () => {
    expect(planMerge([file('a.pdf', 0), file('b.pdf', 0)])).toEqual({ ok: false, error: 'noPagesToMerge' });
  });
  it('checks ranges live', () => {
    expect(isRangeValid('1,3,5-9', 9)).toBe(true);
    expect(isRangeValid('9-5', 9)).toBe(false);
    expect(isRangeValid('10', 9)).toBe(false);
  });
});

describe('names', () => {
  it('uses the output name as the title, the default when blank', () => {
    expect(documentTitle('  Report ')).toBe('Report');
    expect(documentTitle('   ')).toBe('merged-document');
  });
  it('adds .pdf once and replaces characters file systems refuse', () => {
    expect(outputFileName('')).toBe('merged-document.pdf');
    expect(outputFileName('Q3 report')).toBe('Q3 report.pdf');
    expect(outputFileName('Q3.PDF')).toBe('Q3.PDF');
    expect(outputFileName('a/b:c')).toBe('a_b_c.pdf');
  });
});

describe('sortFiles (CONTEXT.md § Sorting)', () => {
  const files = [
    { name: 'file10.pdf', size: 1 },
    { name: 'File2.pdf', size: 30 },
    { name: 'file1.pdf', size: 20 },
  ];
  it('sorts names in natural order, ignoring case', () => {
    expect(sortFiles(files, 'name', (file) => file).map((file) => file.name)).toEqual([
      'file1.pdf',
      'File2.pdf',
      'file10.pdf',
    ]);
  });
  it('sorts by size, smallest first', () => {
    expect(sortFiles(files, 'size', (file) => file).map((file) => file.size)).toEqual([1, 20, 30]);
  });
});
