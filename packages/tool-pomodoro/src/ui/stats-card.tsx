import { cn } from '@toolbox/ui/cn';
import { useTranslation } from 'react-i18next';
import { computeDayStats, type LogEntry } from '../core/log';
import { cardClassName } from './field-styles';

/** Today's statistics and log, computed from today's per-day log only. */
export function StatsCard({
  log,
  titleOf,
}: {
  log: readonly LogEntry[];
  titleOf(taskId: string): string | null;
}) {
  const { t, i18n } = useTranslation('pomodoro');
  const stats = computeDayStats({ log });
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const figures = [
    ['pomodoros', stats.pomodoros],
    ['minutes', stats.focusMinutes],
    ['tasks', stats.tasks],
  ] as const;

  return (
    <section aria-labelledby="pomodoro-stats-title" className={cn(cardClassName, 'space-y-4')}>
      <h2 id="pomodoro-stats-title" className="font-semibold text-lg">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-md bg-muted px-2 py-3">
            <dt className="text-muted-foreground text-xs">{t(`stats.${key}`)}</dt>
            <dd className="font-semibold text-2xl tabular-nums" data-testid={`stat-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 font-medium text-sm">{t('stats.log')}</h3>
        {log.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('stats.empty')}</p>
        ) : (
          <ol aria-label={t('stats.log')} className="space-y-1 text-sm">
            {[...log].reverse().map((entry) => (
              <li key={`${entry.ts}-${entry.taskId}`} data-testid="log-entry">
                {t('stats.entry', {
                  time: time.format(new Date(entry.ts)),
                  title: titleOf(entry.taskId) ?? t('stats.deletedTask'),
                  minutes: entry.minutes,
                })}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
