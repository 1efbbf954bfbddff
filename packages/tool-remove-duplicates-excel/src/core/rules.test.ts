// @vitest-environment node
// One test per rule of CONTEXT.md (the spec's duplicate remover, and what issue 15 adds).
import { read, utils, type WorkSheet, write } from '@e965/xlsx';
import { escapeCsvField } from '@toolbox/kit/csv';
import { describe, expect, it } from 'vitest';
import { columnInfo, duplicateRatePercent, rateLevel, recommendedColumns, valueType } from './columns';
import { checkConfig, type DedupeConfig, defaultConfig } from './config';
import { LARGE_FILE_BYTES, PREVIEW_ROWS, SAMPLE_VALUES } from './constants';
import { createCsvReader, detectSeparator, parseCsv } from './csv';
import { findDuplicates, statsFigures } from './dedupe';
import { moveFormulaRows, rowMoves } from './formula';
import { outputName } from './names';
import { DEFAULT_NORMALIZATION, normalizeValue } from './normalize';
import { readTextChunks } from './read-text';
import { dedupeTable, fileKind, openSpreadsheet, summarize } from './spreadsheet';
import type { Table } from './table';

const LABELS = {
  resultSuffix: 'dedupe_result',
  removedSuffix: 'removed',
  rowColumn: 'Row',
  duplicateOfColumn: 'Duplicate of row',
};

function csvFile(text: string | Uint8Array, name = 'people.csv'): File {
  return new File([text as BlobPart], name, { type: 'text/csv' });
}

async function tableOf(text: string): Promise<Table> {
  return (await openSpreadsheet(csvFile(text), 'people.csv')).table('');
}

function config(selectedColumns: number[], overrides: Partial<DedupeConfig> = {}): DedupeConfig {
  return { ...defaultConfig('csv', selectedColumns), ...overrides };
}

async function textOf(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

function workbookFile(sheets: Record<string, WorkSheet>, name = 'book.xlsx'): File {
  const book = utils.book_new();
  for (const [sheetName, sheet] of Object.entries(sheets)) utils.book_append_sheet(book, sheet, sheetName);
  return new File([write(book, { type: 'array', bookType: name.endsWith('.xls') ? 'biff8' : 'xlsx' })], name);
}

async function readBack(blob: Blob, options: { cellDates?: boolean } = {}) {
  const book = read(new Uint8Array(await blob.arrayBuffer()), {
    type: 'array',
    cellFormula: true,
    cellNF: true,
    ...options,
  });
  return { book, sheet: book.Sheets[book.SheetNames[0] as string] as WorkSheet };
}

describe('remove-duplicates-excel constants', () => {
  it('has the spec limits', () => {
    expect(LARGE_FILE_BYTES).toBe(20 * 1024 * 1024);
    expect([PREVIEW_ROWS, SAMPLE_VALUES]).toEqual([5, 3]);
  });
});

describe('remove-duplicates-excel CSV reading', () => {
  it.each([
    [
      'plain',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'quoted comma',
      'a,b\n"x, y",2\n',
      [
        ['a', 'b'],
        ['x, y', '2'],
      ],
    ],
    ['doubled quote', 'a\n"say ""hi"""\n', [['a'], ['say "hi"']]],
    [
      'newline in quotes',
      'a,b\n"line 1\nline 2",2\n',
      [
        ['a', 'b'],
        ['line 1\nline 2', '2'],
      ],
    ],
    [
      'CRLF in quotes',
      'a,b\r\n"1\r\n2",3\r\n',
      [
        ['a', 'b'],
        ['1\r\n2', '3'],
      ],
    ],
    ['blank lines skipped', 'a\n\n1\n\r\n2', [['a'], ['1'], ['2']]],
    [
      'no newline at the end',
      'a,b\n1,',
      [
        ['a', 'b'],
        ['1', ''],
      ],
    ],
    [
      'byte-order mark',
      '\uFEFFa,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['quote inside a field is text', 'a\nab"c\n', [['a'], ['ab"c']]],
  ])('reads %s', (_name, text, records) => {
    expect(parseCsv(text).records).toEqual(records);
  });

  it.each([
    ['a,b,c', ','],
    ['a;b;c', ';'],
    ['a\tb\tc', '\t'],
    ['"x;y",b,c', ','],
    ['name;price,eur;qty', ';'],
    ['single', ','],
  ] as const)('detects the separator of %j as %j', (header, separator) => {
    expect(detectSeparator(header)).toBe(separator);
  });

  it('reads the same records whatever the chunk edges (inside quotes, between CR and LF)', () => {
    const text = 'id;note\r\n1;"a ""quoted"";\r\nvalue"\r\n2;plain\r\n3;"end"';
    const whole = parseCsv(text).records;
    for (let size = 1; size <= text.length; size++) {
      const records: string[][] = [];
      const reader = createCsvReader({
        onRecord: (record) => records.push(typeof record === 'string' ? record.split(';') : record),
      });
      for (let at = 0; at < text.length; at += size) reader.push(text.slice(at, at + size));
      reader.finish();
      expect(records, `chunks of ${size}`).toEqual(whole);
    }
  });

  it('joins a UTF-8 character split across two chunks', async () => {
    const bytes = new TextEncoder().encode('名前,city\n王芳,广州\n');
    const texts: string[] = [];
    async function* chunks() {
      for (let at = 0; at < bytes.length; at += 1) yield bytes.slice(at, at + 1);
    }
    expect(
      await readTextChunks(
        chunks,
        (text) => texts.push(text),
        () => texts.splice(0),
      ),
    ).toBe('utf-8');
    expect(texts.join('')).toBe('名前,city\n王芳,广州\n');
  });

  it('reads a file that is not UTF-8 as GB18030 (Excel on Chinese Windows)', async () => {
    // 姓名,城市 / 王芳,广州 in GBK.
    const gbk = Uint8Array.from([
      0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xb3, 0xc7, 0xca, 0xd0, 0x0a, 0xcd, 0xf5, 0xb7, 0xbc, 0x2c, 0xb9, 0xe3,
      0xd6, 0xdd, 0x0a,
    ]);
    const opened = await openSpreadsheet(csvFile(gbk), 'gbk.csv');
    expect(opened.encoding).toBe('gb18030');
    expect(opened.table('').headers).toEqual(['姓名', '城市']);
    expect(opened.table('').fields(0)).toEqual(['王芳', '广州']);
  });

  it('writes a field in quotes only when it holds a comma, a quote or a newline', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r'].map(escapeCsvField)).toEqual([
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      '"cr\r"',
    ]);
  });
});

describe('remove-duplicates-excel upload rules', () => {
  it.each([
    ['a.csv', 'csv'],
    ['A.XLSX', 'xlsx'],
    ['old.xls', 'xlsx'],
    ['notes.txt', undefined],
  ])('%s is a %s file', (name, kind) => {
    expect(fileKind(name)).toBe(kind);
  });

  it('an empty header cell becomes Column_N', async () => {
    expect((await tableOf('id,,name,\n1,2,3,4\n')).headers).toEqual(['id', 'Column_2', 'name', 'Column_4']);
  });

  it.each([
    ['an empty file', '', 'emptyFile'],
    ['only blank lines', '\n\n', 'noHeaders'],
    ['a header without rows', 'a,b\n', 'noData'],
  ])('%s is an error', async (_name, text, problem) => {
    await expect(
      (async () => {
        const opened = await openSpreadsheet(csvFile(text), 'x.csv');
        summarize(opened.table(''));
      })(),
    ).rejects.toMatchObject({ problem });
  });

  it('a file that is not a workbook is an Excel parse error with its reason', async () => {
    await expect(
      openSpreadsheet(new File([new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3])], 'bad.xlsx'), 'bad.xlsx'),
    ).rejects.toMatchObject({
      problem: 'excelParse',
    });
  });

  it('a workbook offers every sheet by name', async () => {
    const file = workbookFile({
      People: utils.aoa_to_sheet([['name'], ['Ann'], ['Ann']]),
      Orders: utils.aoa_to_sheet([
        ['order', 'qty'],
        ['A1', 1],
      ]),
    });
    const opened = await openSpreadsheet(file, file.name);
    expect(opened.sheetNames).toEqual(['People', 'Orders']);
    expect(opened.table('Orders').headers).toEqual(['order', 'qty']);
    expect(opened.table('People').rowCount).toBe(2);
  });

  it('the summary holds the first 100 rows as text', async () => {
    const rows = Array.from({ length: 150 }, (_, index) => `${index},x`).join('\n');
    const summary = summarize(await tableOf(`n,v\n${rows}`));
    expect(summary.rowCount).toBe(150);
    expect(summary.rows).toHaveLength(100);
    expect(summary.rows[4]).toEqual(['4', 'x']);
  });
});

describe('remove-duplicates-excel column info', () => {
  it.each([
    ['42', 'number'],
    ['-3.5', 'number'],
    ['00123', 'string'],
    ['2024-01-31', 'date'],
    ['2024/1/31 08:30', 'date'],
    ['31.01.2024', 'date'],
    ['TRUE', 'boolean'],
    ['false', 'boolean'],
    ['Ann', 'string'],
    [12, 'number'],
    [true, 'boolean'],
    [new Date(0), 'date'],
  ] as const)('%j is a %s', (value, type) => {
    expect(valueType(value)).toBe(type);
  });

  it('takes the type from the first non-empty value, up to 3 samples, unique and total counts', async () => {
    const table = await tableOf('a,b\n,x\n7,x\nseven,y\n8,x\n9,z\n');
    const [a, b] = columnInfo(table);
    expect(a).toMatchObject({
      key: 0,
      name: 'a',
      type: 'number',
      sampleValues: ['7', 'seven', '8'],
      uniqueCount: 5,
      totalCount: 5,
    });
    expect(b).toMatchObject({ type: 'string', sampleValues: ['x', 'x', 'y'], uniqueCount: 3, totalCount: 5 });
  });

  it('recommends columns with a unique/total ratio below 0.9, lowest first, at most 3', () => {
    const column = (key: number, uniqueCount: number) => ({
      key,
      name: `c${key}`,
      type: 'string' as const,
      sampleValues: [],
      uniqueCount,
      totalCount: 100,
    });
    const columns = [
      column(0, 100),
      column(1, 89),
      column(2, 90),
      column(3, 10),
      column(4, 50),
      column(5, 20),
    ];
    expect(recommendedColumns(columns)).toEqual([3, 5, 4]);
    expect(recommendedColumns([column(0, 100), column(1, 95)])).toEqual([]);
  });

  it('colours the duplicate rate: orange over 30%, yellow over 10%, green otherwise', () => {
    expect([31, 30, 11, 10, 0].map(rateLevel)).toEqual(['high', 'medium', 'medium', 'low', 'low']);
    expect(
      duplicateRatePercent({
        key: 0,
        name: '',
        type: 'string',
        sampleValues: [],
        uniqueCount: 60,
        totalCount: 100,
      }),
    ).toBeCloseTo(40);
  });
});

describe('remove-duplicates-excel config rules', () => {
  it.each([
    ['no file', config([0]), undefined, 'noFile'],
    ['no column', config([]), ['a'], 'noColumns'],
    ['a column not in the headers', config([0, 3]), ['a', 'b'], 'missingColumns'],
    ['a valid config', config([1]), ['a', 'b'], undefined],
  ])('%s', (_name, value, headers, error) => {
    expect(checkConfig(value, headers).error).toBe(error);
  });

  it('warns when removing spaces and trimming, and over 5 columns', () => {
    const both = config([0], { normalization: { ...DEFAULT_NORMALIZATION, removeSpaces: true } });
    expect(checkConfig(both, ['a']).warnings).toEqual(['spacesAndTrim']);
    expect(checkConfig(config([0, 1, 2, 3, 4]), ['a', 'b', 'c', 'd', 'e']).warnings).toEqual([]);
    expect(checkConfig(config([0, 1, 2, 3, 4, 5]), ['a', 'b', 'c', 'd', 'e', 'f']).warnings).toEqual([
      'manyColumns',
    ]);
  });

  it('defaults: trim only, keep first, output as the input', () => {
    expect(defaultConfig('xlsx')).toEqual({
      selectedColumns: [],
      keepStrategy: 'first',
      normalization: {
        trim: true,
        toLowerCase: false,
        removeSpaces: false,
        fullWidthToHalfWidth: false,
        punctuationNormalize: false,
      },
      outputFormat: 'xlsx',
    });
  });
});

describe('remove-duplicates-excel normalisation', () => {
  const off = {
    trim: false,
    toLowerCase: false,
    removeSpaces: false,
    fullWidthToHalfWidth: false,
    punctuationNormalize: false,
  };
  it.each([
    ['null is empty', null, {}, ''],
    ['trim', '  Ann  ', { trim: true }, 'Ann'],
    ['no trim', '  Ann  ', {}, '  Ann  '],
    ['lower case', 'ANN Lee', { toLowerCase: true }, 'ann lee'],
    ['remove spaces', ' A n\tn ', { removeSpaces: true }, 'Ann'],
    ['full-width digits and letters', 'ＡＢＣ１２３ａｂｃ', { fullWidthToHalfWidth: true }, 'ABC123abc'],
    ['ideographic space', 'Ann\u3000Lee', { fullWidthToHalfWidth: true }, 'Ann Lee'],
    ['full-width punctuation is not width', '＃', { fullWidthToHalfWidth: true }, '＃'],
    [
      'Chinese punctuation',
      '你好，世界。（测试）：“是”！',
      { punctuationNormalize: true },
      '你好,世界.(测试):"是"!',
    ],
    [
      'all together',
      ' ＡＢＣ，Ｘ ',
      { trim: true, toLowerCase: true, fullWidthToHalfWidth: true, punctuationNormalize: true },
      'abc,x',
    ],
  ])('%s', (_name, value, options, expected) => {
    expect(normalizeValue(value, { ...off, ...options })).toBe(expected);
  });
});

describe('remove-duplicates-excel dedupe', () => {
  const text = 'id,name,city\n1,Ann,Paris\n2, ann ,paris\n3,Bob,Rome\n4,Ann,Paris\n5,ANN,PARIS\n';

  it('keeps the first of each group and names the row each removed row repeats', async () => {
    const table = await tableOf(text);
    const search = findDuplicates({
      table,
      columns: [1, 2],
      normalization: DEFAULT_NORMALIZATION,
      keepStrategy: 'first',
    });
    expect([...search.kept]).toEqual([0, 1, 2, 4]);
    expect([...search.removed]).toEqual([3]);
    expect([...search.duplicateOf]).toEqual([0]);
  });

  it('keeps the last of each group with keep last', async () => {
    const table = await tableOf(text);
    const normalization = { ...DEFAULT_NORMALIZATION, toLowerCase: true };
    const search = findDuplicates({ table, columns: [1, 2], normalization, keepStrategy: 'last' });
    expect([...search.kept]).toEqual([2, 4]);
    expect([...search.removed]).toEqual([0, 1, 3]);
    expect([...search.duplicateOf]).toEqual([4, 4, 4]);
  });

  it('compares rows read whole and rows read field by field alike', async () => {
    // Row 2 is quoted, row 3 has spaces trim takes away, row 4 has a missing last field.
    const table = await tableOf('a,b,c\nx,y,z\n"x","y","z"\n x , y ,z\nx,y\nx,y,\n');
    const search = findDuplicates({
      table,
      columns: [0, 1, 2],
      normalization: DEFAULT_NORMALIZATION,
      keepStrategy: 'first',
    });
    expect([...search.kept]).toEqual([0, 3]);
    expect([...search.duplicateOf]).toEqual([0, 0, 3]);
  });

  it('never mistakes a value holding the separator for two values', async () => {
    const table = await tableOf('a,b\n"x,y",z\nx,"y,z"\n');
    const search = findDuplicates({
      table,
      columns: [0, 1],
      normalization: DEFAULT_NORMALIZATION,
      keepStrategy: 'first',
    });
    expect(search.removed).toHaveLength(0);
  });

  it('the preview looks at the first rows only', async () => {
    const table = await tableOf(text);
    const search = findDuplicates({
      table,
      columns: [1],
      normalization: DEFAULT_NORMALIZATION,
      keepStrategy: 'first',
      rowLimit: 3,
    });
    expect(search.kept.length + search.removed.length).toBe(3);
  });

  it('statistics: rates to one decimal, speed in rows per second', () => {
    expect(
      statsFigures({
        originalRows: 3,
        duplicateRows: 1,
        uniqueRows: 2,
        processedColumns: 1,
        processingTime: 500,
      }),
    ).toEqual({
      dedupeRate: '33.3',
      retentionRate: '66.7',
      rowsPerSecond: 6,
    });
  });
});

describe('remove-duplicates-excel output', () => {
  it('names the output after the source: base, underscore, suffix, extension', () => {
    expect(outputName('Q3 sales.v2.xlsx', 'dedupe_result', 'csv')).toBe('Q3 sales.v2_dedupe_result.csv');
    expect(outputName('people', '去重结果', 'xlsx')).toBe('people_去重结果.xlsx');
  });

  it('writes CSV with a byte-order mark, CRLF, quoting, columns in their original order', async () => {
    const table = await tableOf('b;a;note\n1;x;"he said ""hi"", then left"\n1;x;other\n2;y;"two\nlines"\n');
    const result = dedupeTable({ table, config: config([1, 0]), fileName: 'in.csv', labels: LABELS });
    const bytes = new Uint8Array(await result.output.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await textOf(result.output.blob)).toBe(
      '\uFEFFb,a,note\r\n1,x,"he said ""hi"", then left"\r\n2,y,"two\nlines"\r\n',
    );
    expect(result.output.fileName).toBe('in_dedupe_result.csv');
    expect(result.stats).toMatchObject({
      originalRows: 3,
      duplicateRows: 1,
      uniqueRows: 2,
      processedColumns: 2,
    });
  });

  it('writes a CSV of more rows than one write batch exactly as one joined text would be', async () => {
    const rows = Array.from({ length: 25_003 }, (_, index) => `${index},"x, ${index % 7}"`);
    const table = await tableOf(`n,v\n${rows.join('\n')}\n`);
    const result = dedupeTable({ table, config: config([0]), fileName: 'in.csv', labels: LABELS });
    const expected = ['n,v', ...rows].join('\r\n');
    expect(await textOf(result.output.blob)).toBe(`\uFEFF${expected}\r\n`);
  });

  it('delivers the removed rows with the row each repeats (header is row 1)', async () => {
    const table = await tableOf('id,name\n1,Ann\n2,Bob\n3,Ann\n4,Ann\n');
    const result = dedupeTable({ table, config: config([1]), fileName: 'in.csv', labels: LABELS });
    expect(await textOf(result.removed?.blob as Blob)).toBe(
      '\uFEFFRow,Duplicate of row,id,name\r\n4,2,3,Ann\r\n5,2,4,Ann\r\n',
    );
    expect(result.removed?.fileName).toBe('in_removed.csv');
  });

  it('has no removed-rows file when nothing repeats', async () => {
    const result = dedupeTable({
      table: await tableOf('a\n1\n2\n'),
      config: config([0]),
      fileName: 'in.csv',
      labels: LABELS,
    });
    expect(result.removed).toBeUndefined();
  });

  it('CSV to xlsx: Sheet1, plain numbers as numbers, 00123 and other look-alikes as text', async () => {
    const table = await tableOf('id,amount,code,date\n00123,12.5,+1,2024-01-31\n00124,7,1.50,2024-02-01\n');
    const result = dedupeTable({
      table,
      config: config([0], { outputFormat: 'xlsx' }),
      fileName: 'in.csv',
      labels: LABELS,
    });
    const { book, sheet } = await readBack(result.output.blob);
    expect(book.SheetNames).toEqual(['Sheet1']);
    expect(sheet.A2).toMatchObject({ t: 's', v: '00123' });
    expect(sheet.B2).toMatchObject({ t: 'n', v: 12.5 });
    expect(sheet.C2).toMatchObject({ t: 's', v: '+1' });
    expect(sheet.C3).toMatchObject({ t: 's', v: '1.50' });
    expect(sheet.D2).toMatchObject({ t: 's', v: '2024-01-31' });
  });
});

describe('remove-duplicates-excel workbook round trip', () => {
  function sourceSheet(): WorkSheet {
    const sheet = utils.aoa_to_sheet([['id', 'name', 'joined', 'score', 'double']]);
    const rows: [string, string, number, number][] = [
      ['00123', 'Ann', 45000, 10],
      ['00124', 'Bob', 45001, 20],
      ['00123', 'Ann', 45002, 30],
      ['00125', 'Cy', 45003, 40],
    ];
    rows.forEach(([id, name, serial, score], index) => {
      const row = index + 2;
      sheet[`A${row}`] = { t: 's', v: id };
      sheet[`B${row}`] = { t: 's', v: name };
      sheet[`C${row}`] = { t: 'n', v: serial, z: 'yyyy-mm-dd' };
      sheet[`D${row}`] = { t: 'n', v: score, z: '0.00' };
      sheet[`E${row}`] = { t: 'n', v: score * 2, f: `D${row}*2` };
    });
    sheet.F1 = { t: 's', v: 'total' };
    sheet.F2 = { t: 'n', v: 100, f: 'SUM(D2:D5)' };
    sheet['!ref'] = 'A1:F5';
    return sheet;
  }

  it('shows each cell as Excel formats it: dates, number formats, booleans and errors', async () => {
    const sheet = sourceSheet();
    sheet.G1 = { t: 's', v: 'flag' };
    sheet.G2 = { t: 'b', v: true };
    sheet.H1 = { t: 's', v: 'ratio' };
    sheet.H2 = { t: 'e', v: 0x07, f: 'D2/0' };
    sheet.I1 = { t: 's', v: 'plain' };
    sheet.I2 = { t: 'n', v: 0.1 + 0.2 };
    sheet['!ref'] = 'A1:I5';
    const file = workbookFile({ Data: sheet });
    const table = (await openSpreadsheet(file, file.name)).table('Data');
    expect(table.fields(0)).toEqual([
      '00123',
      'Ann',
      '2023-03-15',
      '10.00',
      '20',
      '100',
      'TRUE',
      '#DIV/0!',
      '0.3',
    ]);
  });

  it('keeps text ids, dates, number formats and formulas, with references moved with their rows', async () => {
    const file = workbookFile({ Data: sourceSheet() });
    const table = (await openSpreadsheet(file, file.name)).table('Data');
    expect(columnInfo(table).map((column) => column.type)).toEqual([
      'string',
      'string',
      'date',
      'number',
      'number',
      'number',
    ]);
    const result = dedupeTable({
      table,
      config: defaultConfig('xlsx', [0, 1]),
      fileName: file.name,
      labels: LABELS,
    });
    expect(result.output.fileName).toBe('book_dedupe_result.xlsx');
    const { book, sheet } = await readBack(result.output.blob, { cellDates: true });
    expect(book.SheetNames).toEqual(['Sheet1']);
    expect(sheet['!ref']).toBe('A1:F4');
    expect(sheet.A2).toMatchObject({ t: 's', v: '00123' });
    expect(sheet.A4).toMatchObject({ t: 's', v: '00125' });
    expect(sheet.C4).toMatchObject({ t: 'd' });
    expect((sheet.C4 as { v: Date }).v.toISOString().slice(0, 10)).toBe('2023-03-18');
    expect(sheet.D4).toMatchObject({ v: 40, z: '0.00', w: '40.00' });
    // Row 5 (Cy) is row 4 now; its formula follows it. The removed row 4 leaves the total's range.
    expect(sheet.E4?.f).toBe('D4*2');
    expect(sheet.F2?.f).toBe('SUM(D2:D4)');
  });

  it('writes the removed rows as a workbook: row numbers first, values without formulas', async () => {
    const file = workbookFile({ Data: sourceSheet() });
    const table = (await openSpreadsheet(file, file.name)).table('Data');
    const result = dedupeTable({
      table,
      config: defaultConfig('xlsx', [0]),
      fileName: file.name,
      labels: LABELS,
    });
    const { sheet } = await readBack(result.removed?.blob as Blob);
    expect(utils.sheet_to_json(sheet, { header: 1, raw: true })).toEqual([
      ['Row', 'Duplicate of row', 'id', 'name', 'joined', 'score', 'double', 'total'],
      [4, 2, '00123', 'Ann', new Date('2023-03-17T00:00:00.000Z'), 30, 60],
    ]);
    expect(sheet.G2?.f).toBeUndefined();
  });

  it('reads an .xls (BIFF8) workbook and writes CSV from what the cells show', async () => {
    const sheet = utils.aoa_to_sheet([
      ['code', 'price'],
      ['A', 1.5],
      ['A', 1.5],
      ['B', 2],
    ]);
    (sheet.B2 as { z?: string }).z = '0.00';
    const file = workbookFile({ Prices: sheet }, 'old.xls');
    const table = (await openSpreadsheet(file, file.name)).table('Prices');
    const result = dedupeTable({
      table,
      config: defaultConfig('xlsx', [0]),
      fileName: file.name,
      labels: LABELS,
    });
    expect(result.stats).toMatchObject({ duplicateRows: 1, uniqueRows: 2 });
    const csv = dedupeTable({
      table,
      config: { ...defaultConfig('xlsx', [0]), outputFormat: 'csv' },
      fileName: file.name,
      labels: LABELS,
    });
    expect(await textOf(csv.output.blob)).toBe('\uFEFFcode,price\r\nA,1.50\r\nB,2\r\n');
  });

  it('skips rows with no text at all (a formatted range past the data)', async () => {
    const sheet = utils.aoa_to_sheet([['a'], ['x'], ['y']]);
    sheet.A6 = { t: 's', v: '' };
    sheet['!ref'] = 'A1:A6';
    const file = workbookFile({ S: sheet });
    expect((await openSpreadsheet(file, file.name)).table('S').rowCount).toBe(2);
  });
});

describe('remove-duplicates-excel formulas after rows are removed', () => {
  // Old rows 0..5 (A1..A6): row 0 header, rows 2 and 4 removed.
  const moves = rowMoves(Int32Array.from([0, 1, -1, 2, -1, 3]), 4);
  it.each([
    ['A2*2', 'A2*2'],
    ['A4+B4', 'A3+B3'],
    ['$A$6', '$A$4'],
    ['A3', '#REF!'],
    ['SUM(A2:A6)', 'SUM(A2:A4)'],
    ['SUM(A3:A3)', 'SUM(#REF!)'],
    ['SUM(A3:A5)', 'SUM(A3:A3)'],
    ['A10', 'A8'],
    ['Other!A4+A4', 'Other!A4+A3'],
    ["'My sheet'!A4", "'My sheet'!A4"],
    ['CONCAT("A4 ",A4)', 'CONCAT("A4 ",A3)'],
    ['LOG10(A4)', 'LOG10(A3)'],
    ['SUM(A:A)', 'SUM(A:A)'],
  ])('%s becomes %s', (formula, moved) => {
    expect(moveFormulaRows(formula, moves)).toBe(moved);
  });
});
