export {
  type ColumnInfo,
  type ColumnType,
  columnInfo,
  duplicateRatePercent,
  rateLevel,
  recommendedColumns,
  valueType,
} from './columns';
export { checkConfig, type DedupeConfig, defaultConfig, type KeepStrategy } from './config';
export { createCsvReader, csvLine, detectSeparator, parseCsv, type Separator } from './csv';
export { type DedupeStats, type DuplicateSearch, findDuplicates, rowKeyMaker, statsFigures } from './dedupe';
export { moveFormulaRows, rowMoves } from './formula';
export { outputName } from './names';
export { DEFAULT_NORMALIZATION, type Normalization, normalizeValue } from './normalize';
export {
  type DedupeResult,
  dedupeTable,
  fileKind,
  type OutputLabels,
  openSpreadsheet,
  type SheetSummary,
  type Spreadsheet,
  SpreadsheetError,
  summarize,
} from './spreadsheet';
export { csvTable, type FileKind, type Table } from './table';
