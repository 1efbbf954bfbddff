import { escapeCsvField } from '@toolbox/kit/csv';
import type { Analysis } from './analyze';

/** A completed file as exported: its name and its analysis. */
export interface AnalysedFile {
  fileName: string;
  analysis: Analysis;
}

/** One row of the spec's export: the eight fields, in the spec's order. */
export interface ExportRow {
  fileName: string;
  duration: number;
  bpm: number;
  bpmConfidence: number;
  key: string;
  keyConfidence: number;
  camelot: string;
  scale: string;
}

/** Seconds and confidences to 3 decimals: what a spreadsheet needs, without float noise. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function exportRow({ fileName, analysis }: AnalysedFile): ExportRow {
  return {
    fileName,
    duration: round3(analysis.duration),
    bpm: analysis.bpm.tempo,
    bpmConfidence: round3(analysis.bpm.confidence),
    key: analysis.key.key,
    keyConfidence: round3(analysis.key.confidence),
    camelot: analysis.key.camelot,
    scale: analysis.key.scale,
  };
}

/** The spec's JSON export: `exportDate`, `totalFiles` and the rows. */
export function resultsJson(files: readonly AnalysedFile[], exportDate: Date): string {
  return JSON.stringify(
    { exportDate: exportDate.toISOString(), totalFiles: files.length, results: files.map(exportRow) },
    null,
    2,
  );
}

/** The CSV columns: the JSON's field names, so both exports read the same (CONTEXT.md). */
export const CSV_COLUMNS = [
  'fileName',
  'duration',
  'bpm',
  'bpmConfidence',
  'key',
  'keyConfidence',
  'camelot',
  'scale',
] as const satisfies readonly (keyof ExportRow)[];

/**
 * The spec's CSV export: a header and one row per file, CRLF lines, RFC 4180 quoting, and a UTF-8
 * byte-order mark so that Excel reads non-Latin file names right.
 */
export function resultsCsv(files: readonly AnalysedFile[]): string {
  const lines = [`\uFEFF${CSV_COLUMNS.join(',')}`];
  for (const file of files) {
    const row = exportRow(file);
    lines.push(CSV_COLUMNS.map((column) => escapeCsvField(String(row[column]))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Export file names: `bpm-key-results-2026-11-27.json`. */
export function exportFileName(format: 'json' | 'csv', date: Date): string {
  return `bpm-key-results-${date.toISOString().slice(0, 10)}.${format}`;
}
