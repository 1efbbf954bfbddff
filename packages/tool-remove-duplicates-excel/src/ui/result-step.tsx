import { formatBytes } from '@toolbox/kit/bytes';
import { Button } from '@toolbox/ui/button';
import { DownloadIcon, RotateCcwIcon, SlidersHorizontalIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { statsFigures } from '../core/dedupe';
import type { DedupeResult, OutputFile } from '../core/spreadsheet';

/** Step 4: the statistics and the downloads. */
export function ResultStep({
  result,
  onDownload,
  onChangeSettings,
  onProcessNew,
}: {
  result: DedupeResult;
  onDownload: (file: OutputFile) => void;
  onChangeSettings: () => void;
  onProcessNew: () => void;
}) {
  const { t, i18n } = useTranslation('remove-duplicates-excel');
  const { stats } = result;
  const figures = statsFigures(stats);
  const number = (value: number) => value.toLocaleString(i18n.language);
  const items: [string, string][] = [
    [t('result.original'), number(stats.originalRows)],
    [t('result.duplicates'), number(stats.duplicateRows)],
    [t('result.unique'), number(stats.uniqueRows)],
    [t('result.columns'), number(stats.processedColumns)],
    [t('result.dedupeRate'), t('result.percent', { value: figures.dedupeRate })],
    [t('result.retentionRate'), t('result.percent', { value: figures.retentionRate })],
    [t('result.time'), t('result.seconds', { seconds: (stats.processingTime / 1000).toFixed(2) })],
    [t('result.speed'), t('result.rowsPerSecond', { value: number(figures.rowsPerSecond) })],
  ];
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="remove-duplicates-result"
        className="rounded-lg border border-border bg-card p-4"
      >
        <h3 id="remove-duplicates-result" className="mb-3 font-semibold">
          {t('result.title')}
        </h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map(([term, value]) => (
            <div key={term} className="rounded-md bg-muted p-3">
              <dt className="text-muted-foreground text-xs">{term}</dt>
              <dd className="font-semibold text-lg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="remove-duplicates-download"
        className="space-y-3 rounded-lg border border-border bg-card p-4"
      >
        <h3 id="remove-duplicates-download" className="font-semibold">
          {t('result.downloadTitle')}
        </h3>
        <p className="break-all text-sm">
          {result.output.fileName} · {formatBytes(result.output.blob.size)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onDownload(result.output)}>
            <DownloadIcon aria-hidden className="size-4" />
            {t('result.downloadAgain')}
          </Button>
          {result.removed && (
            <Button variant="secondary" onClick={() => result.removed && onDownload(result.removed)}>
              <DownloadIcon aria-hidden className="size-4" />
              {t('result.downloadRemoved')}
            </Button>
          )}
          <Button variant="secondary" onClick={onChangeSettings}>
            <SlidersHorizontalIcon aria-hidden className="size-4" />
            {t('result.changeSettings')}
          </Button>
          <Button variant="secondary" onClick={onProcessNew}>
            <RotateCcwIcon aria-hidden className="size-4" />
            {t('result.processNew')}
          </Button>
        </div>
        <p className="text-muted-foreground text-sm">
          {result.removed ? t('result.removedHint') : t('result.noneRemoved')}
        </p>
      </section>
    </div>
  );
}
