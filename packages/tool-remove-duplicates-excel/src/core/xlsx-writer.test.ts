// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { read, type WorkSheet } from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { columnLetters, writeXlsx } from './xlsx-writer';

const folder = mkdtempSync(join(tmpdir(), 'xlsx-writer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function bytesOf(blob: Blob) {
  return new Uint8Array(await blob.arrayBuffer());
}

describe('remove-duplicates-excel xlsx writer', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [701, 'ZZ'],
    [702, 'AAA'],
    [16383, 'XFD'],
  ])('column %d is %s', (column, letters) => {
    expect(columnLetters(column)).toBe(letters);
  });

  it('writes a ZIP that Info-ZIP and fflate read, with sizes in the local headers (no data descriptors)', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => [{ t: 's' as const, v: `row ${index}` }]);
    const bytes = await bytesOf(writeXlsx({ rows, sheetName: 'Sheet1' }));
    const path = join(folder, 'big.xlsx');
    writeFileSync(path, bytes);
    expect(execFileSync('unzip', ['-tq', path], { encoding: 'utf8' })).toContain('No errors detected');
    expect(Object.keys(unzipSync(bytes)).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    // General-purpose flag bit 3 (sizes after the data) is off in every local header.
    expect(new DataView(bytes.buffer).getUint16(6, true) & 8).toBe(0);
  });

  it('keeps types, number formats, formulas, text that needs escaping, and column widths', async () => {
    const blob = writeXlsx({
      sheetName: 'Q3 & "more"',
      columns: [{ wch: 12 }, undefined as never, { width: 30 }],
      rows: [
        [
          { t: 's', v: 'text' },
          { t: 's', v: 'number' },
          { t: 's', v: 'flag' },
        ],
        [
          { t: 's', v: ' a & b <c> "q"\nline\u0001 ' },
          { t: 'n', v: 45000, z: 'yyyy-mm-dd' },
          { t: 'b', v: true },
          { t: 'n', v: 2, f: 'B2*0+2' },
          { t: 's', v: 'x', f: 'CONCAT("x","")' },
          { t: 'e', v: 0x2a, w: '#N/A' },
        ],
      ],
    });
    const book = read(await bytesOf(blob), { cellFormula: true, cellNF: true, cellStyles: true });
    expect(book.SheetNames).toEqual(['Q3 & "more"']);
    const sheet = book.Sheets['Q3 & "more"'] as WorkSheet;
    expect(sheet.A2).toMatchObject({ t: 's', v: ' a & b <c> "q"\nline\u0001 ' });
    expect(sheet.B2).toMatchObject({ t: 'n', v: 45000, z: 'yyyy-mm-dd', w: '2023-03-15' });
    expect(sheet.C2).toMatchObject({ t: 'b', v: true });
    expect(sheet.D2).toMatchObject({ t: 'n', v: 2, f: 'B2*0+2' });
    expect(sheet.E2).toMatchObject({ t: 's', v: 'x', f: 'CONCAT("x","")' });
    expect(sheet.F2).toMatchObject({ t: 'e', w: '#N/A' });
    expect(sheet['!ref']).toBe('A1:F2');
    expect(sheet['!cols']?.[0]?.width).toBeCloseTo(12, 0);
    expect(sheet['!cols']?.[2]?.width).toBeCloseTo(30, 0);
  });
});
