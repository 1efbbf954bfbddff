import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry, SubmitAnswer } from '../core/leaderboard';
import { rankOf } from '../core/leaderboard';
import { type RoundResult, scoreOf } from '../core/result';
import { formatHitRate } from '../core/score';

/** Why a round was not sent to the leaderboard (CONTEXT.md Rules: Ranked rounds › Unranked). */
export type UnrankedReason = 'offline' | 'failed' | 'late' | 'noHits';

/** What became of the last round's score, for this visit. */
export type RoundAnswer =
  | SubmitAnswer
  | { status: 'submitting' }
  | { status: 'unranked'; reason: UnrankedReason };

/**
 * The last result (CONTEXT.md Rules: Result panel): hits/attempts, hit rate with one decimal, the
 * average reaction and the score, then what the server made of it.
 */
export function ResultPanel({
  result,
  answer,
  entries,
}: {
  result: RoundResult | null;
  answer: RoundAnswer | undefined;
  entries: readonly LeaderboardEntry[] | undefined;
}) {
  const { t } = useTranslation('aim-trainer');
  return (
    <section
      aria-labelledby="aim-result-title"
      className="space-y-3 rounded-card border border-border bg-card p-4"
    >
      <h2 id="aim-result-title" className="font-semibold">
        {t('result.title')}
      </h2>
      {result ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <Figure label={t('result.hits')} value={`${result.hits} / ${result.attempts}`} />
          <Figure label={t('result.rate')} value={t('result.percent', { value: formatHitRate(result) })} />
          <Figure label={t('result.average')} value={t('result.ms', { value: result.avgReactionMs })} />
          <Figure label={t('result.score')} value={String(scoreOf(result))} isStrong />
        </dl>
      ) : (
        <p className="text-muted-foreground text-sm">{t('result.empty')}</p>
      )}
      <div role="status" className="text-sm">
        {answer && <AnswerText answer={answer} entries={entries} />}
      </div>
    </section>
  );
}

function Figure({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={isStrong ? 'font-semibold text-2xl tabular-nums' : 'font-medium text-lg tabular-nums'}>
        {value}
      </dd>
    </div>
  );
}

function AnswerText({
  answer,
  entries,
}: {
  answer: RoundAnswer;
  entries: readonly LeaderboardEntry[] | undefined;
}) {
  const { t } = useTranslation('aim-trainer');
  switch (answer.status) {
    case 'submitting':
      return <p className="text-muted-foreground">{t('answer.submitting')}</p>;
    case 'unranked':
      return <p className="text-muted-foreground">{t(`answer.unranked.${answer.reason}`)}</p>;
    case 'unreachable':
      return <p className="text-destructive">{t('answer.unreachable')}</p>;
    case 'accepted': {
      const rank = rankOf({ entries, entryId: answer.entry.id });
      return (
        <p className="font-medium text-success">
          {rank === undefined ? t('answer.acceptedUnlisted') : t('answer.accepted', { rank })}
        </p>
      );
    }
    case 'refused': {
      const key =
        answer.code === 'RATE_LIMIT' && answer.retryAfterSeconds === undefined
          ? 'answer.refused.RATE_LIMIT_later'
          : `answer.refused.${answer.code}`;
      return (
        <div className="space-y-1">
          <p className="text-destructive">
            {t(key, { seconds: answer.retryAfterSeconds, status: answer.httpStatus })}
          </p>
          {answer.code === 'BAD_REQUEST' && answer.message && (
            <p className="break-words text-muted-foreground text-xs">
              {t('answer.detail')} <span lang="en">{answer.message}</span>
            </p>
          )}
        </div>
      );
    }
  }
}
