import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { TrophyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry } from '../core/leaderboard';

/**
 * Today's leaderboard (CONTEXT.md Rules: Leaderboard): the entries in the server's order, with a
 * loading text, an error with Try again, and an empty text inviting the visitor to take first place.
 * The visitor's own accepted entry of this visit is marked.
 */
export function LeaderboardPanel({
  entries,
  isLoading,
  isError,
  onRetry,
  ownEntryId,
}: {
  entries: readonly LeaderboardEntry[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  ownEntryId: number | undefined;
}) {
  const { t } = useTranslation('aim-trainer');
  return (
    <section
      aria-labelledby="aim-leaderboard-title"
      className="space-y-3 rounded-card border border-border bg-card p-4"
    >
      <h2 id="aim-leaderboard-title" className="flex items-center gap-2 font-semibold">
        <TrophyIcon aria-hidden="true" className="size-4 text-primary" />
        {t('leaderboard.title')}
      </h2>
      {entries && entries.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('leaderboard.caption')}</caption>
            <thead>
              <tr className="border-border border-b text-left text-muted-foreground">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t('leaderboard.rank')}
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t('leaderboard.name')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  {t('leaderboard.score')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  {t('leaderboard.average')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('leaderboard.hits')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => {
                const isOwn = entry.id === ownEntryId;
                return (
                  <tr
                    key={entry.id}
                    className={cn('border-border border-b last:border-0', isOwn && 'bg-accent font-semibold')}
                  >
                    <td className="py-1.5 pr-2 tabular-nums">{index + 1}</td>
                    <td className="max-w-[10rem] truncate py-1.5 pr-2" title={entry.name}>
                      {entry.name}
                      {isOwn && <span className="ml-1 text-muted-foreground">{t('leaderboard.you')}</span>}
                    </td>
                    <td className="py-1.5 pr-2 text-right tabular-nums">{entry.score}</td>
                    <td className="py-1.5 pr-2 text-right tabular-nums">{entry.avgMs}</td>
                    <td className="py-1.5 text-right tabular-nums">
                      {entry.hits}/{entry.attempts}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : isError ? (
        <div className="space-y-2">
          <p className="text-destructive text-sm">{t('leaderboard.error')}</p>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('leaderboard.retry')}
          </Button>
        </div>
      ) : isLoading ? (
        <p className="text-muted-foreground text-sm">{t('leaderboard.loading')}</p>
      ) : (
        <p className="text-muted-foreground text-sm">{t('leaderboard.empty')}</p>
      )}
    </section>
  );
}
