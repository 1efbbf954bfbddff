import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { NativeSelect } from '@toolbox/ui/native-select';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { WarningNotice } from '@toolbox/ui/warning-notice';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { duplicateRatePercent, type RateLevel, rateLevel } from '../core/columns';
import type { ConfigCheck, DedupeConfig, KeepStrategy } from '../core/config';
import { DEDUPE_PREVIEW_ROWS, NORMALIZATION_SAMPLE_ROWS } from '../core/constants';
import { findDuplicates } from '../core/dedupe';
import { type Normalization, normalizeValue } from '../core/normalize';
import type { SheetSummary } from '../core/spreadsheet';
import { csvTable, type FileKind } from '../core/table';
import { DataPreview } from './data-preview';

const RAW = { escapeValue: false };
const NORMALIZATION_KEYS = [
  'trim',
  'toLowerCase',
  'removeSpaces',
  'fullWidthToHalfWidth',
  'punctuationNormalize',
] as const;
const RATE_CLASS: Record<RateLevel, string> = {
  high: 'text-hot',
  medium: 'text-warning',
  low: 'text-success',
};

/** Step 2: the columns to compare, the output and keep choices, normalisation with its previews. */
export function ConfigureStep({
  summary,
  config,
  check,
  sheetNames,
  sheet,
  disabled,
  onSheetChange,
  onConfigChange,
  onStart,
}: {
  summary: SheetSummary;
  config: DedupeConfig;
  check: ConfigCheck;
  sheetNames: string[];
  sheet: string;
  disabled: boolean;
  onSheetChange: (sheet: string) => void;
  onConfigChange: (config: DedupeConfig) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('remove-duplicates-excel');
  const sheetId = useId();
  const update = (change: Partial<DedupeConfig>) => onConfigChange({ ...config, ...change });
  const selected = new Set(config.selectedColumns);
  const recommended = summary.recommended;
  // The first 100 rows through the same comparison the worker runs.
  const previewTable = useMemo(() => csvTable([summary.headers, ...summary.rows]), [summary]);
  const preview = useMemo(
    () =>
      check.error
        ? undefined
        : findDuplicates({
            table: previewTable,
            columns: config.selectedColumns,
            normalization: config.normalization,
            keepStrategy: config.keepStrategy,
          }),
    [previewTable, config, check.error],
  );
  const toggle = (column: number, on: boolean) =>
    update({
      selectedColumns: on
        ? [...config.selectedColumns, column].sort((a, b) => a - b)
        : config.selectedColumns.filter((key) => key !== column),
    });

  return (
    <div className="space-y-6">
      {sheetNames.length > 1 && (
        <div className="space-y-1">
          <label htmlFor={sheetId} className="font-medium text-sm">
            {t('file.sheet')}
          </label>
          <NativeSelect
            id={sheetId}
            value={sheet}
            disabled={disabled}
            onValueChange={onSheetChange}
            options={sheetNames.map((name) => ({ value: name, label: name }))}
            className="max-w-xs"
          />
        </div>
      )}

      <fieldset className="min-w-0 space-y-3" disabled={disabled}>
        <legend className="font-semibold">{t('columns.title')}</legend>
        <p className="text-muted-foreground text-sm">{t('columns.hint')}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => update({ selectedColumns: summary.headers.map((_, key) => key) })}
          >
            {t('columns.selectAll')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => update({ selectedColumns: [] })}>
            {t('columns.clearAll')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={recommended.length === 0}
            onClick={() => update({ selectedColumns: [...recommended].sort((a, b) => a - b) })}
          >
            {t('columns.selectRecommended')}
          </Button>
        </div>
        {recommended.length === 0 && (
          <p className="text-muted-foreground text-sm">{t('columns.noneRecommended')}</p>
        )}
        <ul className="grid gap-2 sm:grid-cols-2">
          {summary.columns.map((column) => {
            const rate = duplicateRatePercent(column);
            const inputId = `${sheetId}-column-${column.key}`;
            return (
              <li
                key={column.key}
                className={cn(
                  'min-w-0 rounded-md border p-3',
                  selected.has(column.key) ? 'border-primary bg-primary/5' : 'border-border',
                )}
              >
                <div className="flex items-center gap-2">
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={selected.has(column.key)}
                    aria-describedby={`${inputId}-details`}
                    onChange={(event) => toggle(column.key, event.target.checked)}
                    className="size-4"
                  />
                  <label htmlFor={inputId} className="min-w-0 truncate font-medium text-sm">
                    {column.name}
                  </label>
                  {recommended.includes(column.key) && (
                    <span className="rounded bg-primary px-1.5 py-0.5 font-medium text-primary-foreground text-xs">
                      {t('columns.recommended')}
                    </span>
                  )}
                </div>
                <div id={`${inputId}-details`} className="mt-1 space-y-0.5 text-xs">
                  <p className="flex flex-wrap gap-x-3">
                    <span className="text-muted-foreground">{t(`columns.type.${column.type}`)}</span>
                    <span className={cn('font-medium', RATE_CLASS[rateLevel(rate)])}>
                      {t('columns.rate', { rate: rate.toFixed(1) })}
                    </span>
                    <span className="text-muted-foreground">
                      {t('columns.unique', { unique: column.uniqueCount, total: column.totalCount })}
                    </span>
                  </p>
                  <p className="truncate text-muted-foreground">
                    {column.sampleValues.length > 0
                      ? t('columns.samples', { values: column.sampleValues.join(', '), interpolation: RAW })
                      : t('columns.noSamples')}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <section className="space-y-3" aria-labelledby={`${sheetId}-options`}>
        <h3 id={`${sheetId}-options`} className="font-semibold">
          {t('options.title')}
        </h3>
        <div className="flex flex-wrap gap-6">
          <SegmentedControl<FileKind>
            label={t('options.output')}
            value={config.outputFormat}
            disabled={disabled}
            onValueChange={(outputFormat) => update({ outputFormat })}
            options={[
              { value: 'xlsx', label: 'XLSX' },
              { value: 'csv', label: 'CSV' },
            ]}
          />
          <SegmentedControl<KeepStrategy>
            label={t('options.keep')}
            value={config.keepStrategy}
            disabled={disabled}
            onValueChange={(keepStrategy) => update({ keepStrategy })}
            options={[
              { value: 'first', label: t('options.keepFirst') },
              { value: 'last', label: t('options.keepLast') },
            ]}
          />
        </div>
      </section>

      <fieldset className="min-w-0 space-y-3" disabled={disabled}>
        <legend className="font-semibold">{t('normalization.title')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {NORMALIZATION_KEYS.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={config.normalization[key]}
                onChange={(event) =>
                  update({
                    normalization: { ...config.normalization, [key]: event.target.checked } as Normalization,
                  })
                }
                className="size-4"
              />
              {t(`normalization.${key}`)}
            </label>
          ))}
        </div>
        {check.warnings.map((warning) => (
          <WarningNotice key={warning} role="status">
            <p>{t(`normalization.${warning}`)}</p>
          </WarningNotice>
        ))}
        {config.selectedColumns.length > 0 && !check.error && (
          <NormalizationSample summary={summary} config={config} />
        )}
      </fieldset>

      <div className="space-y-2">
        {check.error && check.error !== 'noFile' && (
          <p className="text-destructive text-sm" role="alert">
            {t(`errors.${check.error}`, {
              columns: check.missing.map((column) => column + 1).join(', '),
            })}
          </p>
        )}
        {preview && (
          <p className="text-sm" aria-live="polite">
            {t('normalization.preview', {
              count: preview.removed.length,
              rows: Math.min(DEDUPE_PREVIEW_ROWS, summary.rows.length),
            })}
          </p>
        )}
        <Button onClick={onStart} disabled={disabled || check.error !== undefined}>
          {t('process.start')}
        </Button>
      </div>
    </div>
  );
}

/** The first 5 rows' compared values before and after normalisation. */
function NormalizationSample({ summary, config }: { summary: SheetSummary; config: DedupeConfig }) {
  const { t } = useTranslation('remove-duplicates-excel');
  const rows = summary.rows.slice(0, NORMALIZATION_SAMPLE_ROWS).map((row) => {
    const values = config.selectedColumns.map((column) => row[column] ?? '');
    return [
      values.map((value) => `⟨${value}⟩`).join(' '),
      values.map((value) => `⟨${normalizeValue(value, config.normalization)}⟩`).join(' '),
    ];
  });
  return (
    <DataPreview
      caption={t('normalization.sample', { count: rows.length })}
      headers={[t('normalization.original'), t('normalization.normalized')]}
      rows={rows}
    />
  );
}
