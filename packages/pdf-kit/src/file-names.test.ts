import { describe, expect, it } from 'vitest';
import { baseName, fileTimestamp, uniqueNames } from './file-names';

describe('names in one ZIP (CONTEXT.md § ZIP)', () => {
  it('makes names unique without regard to case, numbering from 2 before the extension', () => {
    expect(
      uniqueNames(['a.pdf', 'A.pdf', 'a.pdf', 'b.pdf', 'dir/a.pdf', 'dir/a.pdf', 'plain', 'plain']),
    ).toEqual([
      'a.pdf',
      'A (2).pdf',
      'a (3).pdf',
      'b.pdf',
      'dir/a.pdf',
      'dir/a (2).pdf',
      'plain',
      'plain (2)',
    ]);
  });
  it('does not mistake a dot in a folder name for an extension', () => {
    expect(uniqueNames(['v1.2/file', 'v1.2/file'])).toEqual(['v1.2/file', 'v1.2/file (2)']);
  });
  it('stamps the local time safely for every file system', () => {
    expect(fileTimestamp(new Date(2026, 10, 2, 9, 5, 7))).toBe('2026-11-02_09-05-07');
  });
  it('drops .pdf in any case', () => {
    expect(baseName('Report.PDF')).toBe('Report');
    expect(baseName('a.pdf.pdf')).toBe('a.pdf');
  });
});
