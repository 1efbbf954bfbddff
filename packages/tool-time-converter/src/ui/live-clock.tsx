import { CopyButton } from '@toolbox/ui/copy-button';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../core/date-format';
import { formatOffset, offsetAt } from '../core/time-zone';

/** The live clock card, in the chosen zone and format, ticking every second (CONTEXT.md § Clock). */
export function LiveClock({
  now,
  timeZone,
  pattern,
}: {
  now: number | null;
  timeZone: string;
  pattern: string;
}) {
  const { t } = useTranslation('time-converter');
  const values =
    now === null
      ? null
      : {
          date: formatInstant({ ms: now, timeZone, pattern }),
          seconds: String(Math.floor(now / 1000)),
          milliseconds: String(now),
          offset: formatOffset({ offsetMs: offsetAt({ ms: now, timeZone }) }),
        };
  const rows = [
    { key: 'date', label: t('clock.date'), value: values?.date ?? '' },
    { key: 'seconds', label: t('clock.seconds'), value: values?.seconds ?? '' },
    { key: 'milliseconds', label: t('clock.milliseconds'), value: values?.milliseconds ?? '' },
  ];
  return (
    <section aria-labelledby="time-converter-clock" className="rounded-lg border border-border bg-card p-4">
      <h2 id="time-converter-clock" className="font-semibold text-base">
        {t('clock.title')}
      </h2>
      <p className="text-muted-foreground text-sm">
        {values ? t('clock.zone', { zone: timeZone, offset: values.offset }) : t('clock.starting')}
      </p>
      <dl className="mt-3 grid gap-2 sm:grid-cols-3">
        {rows.map((row) => (
          // A <dl> group may hold only <dt> and <dd>: the copy button sits inside the <dd>.
          <div key={row.key} className="rounded-md bg-muted px-3 py-2">
            <dt className="text-muted-foreground text-xs">{row.label}</dt>
            <dd className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate font-mono text-sm" data-testid={`clock-${row.key}`}>
                {row.value || '—'}
              </span>
              <CopyButton
                iconOnly
                value={row.value}
                label={t('copy.label', { what: row.label })}
                copiedMessage={t('copy.done')}
                failedMessage={t('copy.failed')}
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
