import { Button } from '@toolbox/ui/button';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { relationSymbols } from '../core/compare-numbers';
import type { PracticeQuestion } from '../core/practice';
import { type QuestionResult, summarizeSession } from '../core/session';

/** Results: score, accuracy, average time, each answer; retry returns to setup (CONTEXT.md § Practice). */
export function PracticeResults({
  questions,
  results,
  onRetry,
}: {
  questions: PracticeQuestion[];
  results: QuestionResult[];
  onRetry(): void;
}) {
  const { t } = useTranslation('comparing-numbers');
  const summary = summarizeSession({ results });
  const stats = [
    { label: t('practice.score'), value: summary.score.toLocaleString() },
    { label: t('practice.accuracy'), value: t('practice.accuracyValue', { value: summary.accuracy }) },
    { label: t('practice.averageTime'), value: t('practice.timeValue', { value: summary.averageTime }) },
  ];
  return (
    <section aria-label={t('practice.results')} className="space-y-4">
      <h3 className="text-lg font-semibold">{t('practice.results')}</h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-semibold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p>{t('practice.correctCount', { correct: summary.correctCount, total: results.length })}</p>
      <h4 className="text-sm font-semibold">{t('practice.review')}</h4>
      <ol className="list-decimal space-y-1 pl-6 font-mono text-sm">
        {questions.map((question, index) => {
          const result = results[index];
          return (
            <li key={question.id} className={result?.isCorrect ? '' : 'text-destructive'}>
              {question.leftNumber} {relationSymbols[question.correctAnswer]} {question.rightNumber}
              {result && !result.isCorrect && (
                <span>
                  {' '}
                  ({result.userAnswer ? relationSymbols[result.userAnswer] : t('practice.noAnswer')})
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <Button onClick={onRetry}>
        <RotateCcw aria-hidden className="size-4" />
        {t('practice.retry')}
      </Button>
    </section>
  );
}
