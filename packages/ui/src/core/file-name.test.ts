import { describe, expect, it } from 'vitest';
import { fileTypeLabel, MAX_FILE_NAME_BYTES, outputFileName, sanitizeFileName } from './file-name';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

describe('sanitizeFileName', () => {
  it.each([
    { rule: 'keeps an ordinary name', name: 'report 2026', expected: 'report 2026' },
    { rule: 'keeps Chinese', name: '合并文档', expected: '合并文档' },
    { rule: 'keeps emoji and accents', name: 'café 🎉', expected: 'café 🎉' },
    { rule: 'replaces a slash', name: 'a/b', expected: 'a_b' },
    { rule: 'replaces a backslash', name: 'a\\b', expected: 'a_b' },
    { rule: 'no path traversal', name: '../../etc/passwd', expected: '.._.._etc_passwd' },
    { rule: 'replaces reserved characters', name: 'a:b*c?d"e<f>g|h', expected: 'a_b_c_d_e_f_g_h' },
    { rule: 'replaces control characters', name: 'a\u0000b\u0007c\u007fd\u0085e', expected: 'a_b_c_d_e' },
    { rule: 'replaces a tab inside', name: 'a\tb', expected: 'a_b' },
    { rule: 'replaces bidi overrides', name: 'invoice\u202Efdp.exe', expected: 'invoice_fdp.exe' },
    { rule: 'trims spaces', name: '  report  ', expected: 'report' },
    { rule: 'trims a pasted newline', name: 'report\n', expected: 'report' },
    { rule: 'trims an ideographic space', name: '\u3000报告\u3000', expected: '报告' },
    { rule: 'drops trailing dots', name: 'report..', expected: 'report' },
    { rule: 'keeps a leading dot', name: '.env', expected: '.env' },
    { rule: 'only dots is empty', name: '..', expected: '' },
    { rule: 'blank is empty', name: '   ', expected: '' },
    { rule: 'Windows device name', name: 'CON', expected: 'CON_' },
    { rule: 'Windows device name with extension', name: 'lpt1.txt', expected: 'lpt1_.txt' },
    { rule: 'not a device name', name: 'console', expected: 'console' },
  ])('$rule: "$name" → "$expected"', ({ name, expected }) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it('cuts long names to 255 bytes without splitting a character', () => {
    const name = '文'.repeat(100); // 300 bytes
    const safe = sanitizeFileName(name);
    expect(utf8Length(safe)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(safe).toBe('文'.repeat(85));
  });

  it('respects a smaller byte budget', () => {
    expect(sanitizeFileName('abcdef', { maxBytes: 4 })).toBe('abcd');
  });
});

describe('outputFileName', () => {
  it.each([
    { rule: 'appends the extension', name: 'report', expected: 'report.pdf' },
    { rule: 'does not double it', name: 'report.pdf', expected: 'report.pdf' },
    { rule: 'any case of the extension, kept as typed', name: 'report.PDF', expected: 'report.PDF' },
    { rule: 'blank uses the default', name: '  ', expected: 'merged-document.pdf' },
    { rule: 'only the extension uses the default', name: '.pdf', expected: 'merged-document.pdf' },
    { rule: 'nothing usable uses the default', name: '...', expected: 'merged-document.pdf' },
    { rule: 'sanitises', name: ' a/b: c ', expected: 'a_b_ c.pdf' },
    { rule: 'keeps Chinese', name: '合并后的文件', expected: '合并后的文件.pdf' },
    { rule: 'another extension stays part of the name', name: 'notes.txt', expected: 'notes.txt.pdf' },
  ])('$rule: "$name" → "$expected"', ({ name, expected }) => {
    expect(outputFileName({ name, defaultName: 'merged-document', extension: '.pdf' })).toBe(expected);
  });

  it('works without an extension', () => {
    expect(outputFileName({ name: 'a/b', defaultName: 'x', extension: '' })).toBe('a_b');
  });

  it('falls back to "download" when the default is unusable too', () => {
    expect(outputFileName({ name: '', defaultName: '', extension: '.json' })).toBe('download.json');
  });

  it('keeps the whole name within 255 bytes, extension included', () => {
    const fileName = outputFileName({ name: '文'.repeat(100), defaultName: 'x', extension: '.pdf' });
    expect(fileName.endsWith('.pdf')).toBe(true);
    expect(utf8Length(fileName)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
  });
});

describe('fileTypeLabel', () => {
  it.each([
    { name: 'report.pdf', type: 'application/pdf', expected: 'PDF' },
    { name: 'data.Json', type: '', expected: 'JSON' },
    { name: 'archive.tar.gz', type: 'application/gzip', expected: 'GZ' },
    { name: 'photo', type: 'image/png', expected: 'PNG' },
    { name: 'script', type: 'application/x-sh', expected: 'SH' },
    {
      name: 'sheet',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      expected: '',
    },
    { name: 'README', type: '', expected: '' },
  ])('$name ($type) → "$expected"', ({ name, type, expected }) => {
    expect(fileTypeLabel({ name, type })).toBe(expected);
  });
});
