import { useTranslation } from 'react-i18next';
import type { CodeStats } from '../core/options';

/** CONTEXT.md § Stats: sizes in bytes, the saving with 1 decimal, and line counts on both sides. */
export function StatsPanel({ stats }: { stats: CodeStats }) {
  const { t } = useTranslation('code-compressor');
  const rows = [
    ['originalSize', t('stats.bytes', { count: stats.originalSize })],
    ['compressedSize', t('stats.bytes', { count: stats.compressedSize })],
    ['ratio', t('stats.percent', { ratio: stats.ratio })],
    ['originalLines', stats.originalLines.toLocaleString()],
    ['compressedLines', stats.compressedLines.toLocaleString()],
  ] as const;
  return (
    <section aria-label={t('stats.label')} className="rounded-lg border border-border p-3">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt className="text-muted-foreground">{t(`stats.${key}`)}</dt>
            <dd className="font-mono font-medium" data-testid={`stat-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
