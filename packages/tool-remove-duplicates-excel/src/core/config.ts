import { MANY_COLUMNS } from './constants';
import { DEFAULT_NORMALIZATION, type Normalization } from './normalize';
import type { FileKind } from './table';

export type KeepStrategy = 'first' | 'last';

export interface DedupeConfig {
  /** Column indexes whose values together make a row's key. */
  selectedColumns: number[];
  keepStrategy: KeepStrategy;
  normalization: Normalization;
  outputFormat: FileKind;
}

export function defaultConfig(inputKind: FileKind, selectedColumns: number[] = []): DedupeConfig {
  return {
    selectedColumns,
    keepStrategy: 'first',
    normalization: { ...DEFAULT_NORMALIZATION },
    outputFormat: inputKind,
  };
}

export type ConfigError = 'noFile' | 'noColumns' | 'missingColumns';
export type ConfigWarning = 'spacesAndTrim' | 'manyColumns';

export interface ConfigCheck {
  error?: ConfigError;
  /** The selected columns that are not in the headers (for `missingColumns`). */
  missing: number[];
  warnings: ConfigWarning[];
}

/** The spec's config rules: a file, at least one column, every column present; two warnings. */
export function checkConfig(config: DedupeConfig, headers: readonly string[] | undefined): ConfigCheck {
  const warnings: ConfigWarning[] = [];
  if (config.normalization.removeSpaces && config.normalization.trim) warnings.push('spacesAndTrim');
  if (config.selectedColumns.length > MANY_COLUMNS) warnings.push('manyColumns');
  if (!headers) return { error: 'noFile', missing: [], warnings };
  if (config.selectedColumns.length === 0) return { error: 'noColumns', missing: [], warnings };
  const missing = config.selectedColumns.filter((column) => !(column >= 0 && column < headers.length));
  if (missing.length > 0) return { error: 'missingColumns', missing, warnings };
  return { missing, warnings };
}
