import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchFileResult } from '../core/split-many';

const RAW = { escapeValue: false };

/**
 * What became of each file of the last batch (CONTEXT.md § Batch): its folder and parts in the
 * ZIP, or why it was left out. `actions` holds the buttons for the whole result (download the ZIP
 * again; later ones such as "Open in…" go beside it).
 */
export function BatchResults({
  results,
  actions,
}: {
  results: readonly BatchFileResult[];
  actions?: ReactNode;
}) {
  const { t } = useTranslation('pdf-split');
  return (
    <section aria-label={t('batch.resultsTitle')} className="space-y-2 rounded-card border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t('batch.resultsTitle')}</h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <ul className="space-y-1 text-sm">
        {results.map((result) => (
          <li key={result.name} className="break-words">
            <span className="font-medium">{result.name}</span>
            {': '}
            {result.ok ? (
              <span>
                {t('batch.done', { count: result.parts, folder: result.folder, interpolation: RAW })}
                {result.oversized.length > 0 &&
                  ` ${t('batch.oversized', { names: result.oversized.join(', '), interpolation: RAW })}`}
              </span>
            ) : (
              <span className="text-destructive">
                {t('batch.skipped', {
                  reason: t(`errors.${result.error}`, {
                    name: result.name,
                    pageCount: result.pageCount,
                    interpolation: RAW,
                  }),
                  interpolation: RAW,
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
