import { Button } from '@toolbox/ui/button';
import { ProgressBar } from '@toolbox/ui/progress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Relation, relationSymbols } from '../core/compare-numbers';
import { AUTO_ADVANCE_MS, type PracticeQuestion } from '../core/practice';
import type { QuestionResult } from '../core/session';
import {
  elapsedMs,
  pauseStopwatch,
  resumeStopwatch,
  type Stopwatch,
  startStopwatch,
} from '../core/stopwatch';
import { usePageVisible } from './use-page-visible';

interface PracticeQuestionViewProps {
  question: PracticeQuestion;
  index: number;
  total: number;
  /** Seconds; 0 = no limit. */
  timeLimit: number;
  /** False while another tab of the tool is shown: the question's clock pauses. */
  isShown: boolean;
  onDone(result: QuestionResult): void;
}

const answers: Relation[] = ['lt', 'eq', 'gt'];

/**
 * One question: the answer locks after a choice (or when time runs out), feedback shows, and the
 * next question follows after 1.5 s (CONTEXT.md § Practice). The clock counts only while the
 * question can be seen (§ Question timer). Mounted with a `key` per question.
 */
export function PracticeQuestionView({
  question,
  index,
  total,
  timeLimit,
  isShown,
  onDone,
}: PracticeQuestionViewProps) {
  const { t } = useTranslation('comparing-numbers');
  const isPageVisible = usePageVisible();
  const isCounting = isShown && isPageVisible;
  const stopwatch = useRef<Stopwatch>(startStopwatch(Date.now()));
  const [result, setResult] = useState<QuestionResult>();
  const [remaining, setRemaining] = useState(timeLimit);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  function answer(userAnswer: Relation | undefined) {
    setResult(
      (current) =>
        current ?? {
          questionId: question.id,
          userAnswer,
          isCorrect: userAnswer === question.correctAnswer,
          timeSpent: elapsedMs(stopwatch.current, Date.now()),
        },
    );
  }

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => onDoneRef.current(result), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [result]);

  useEffect(() => {
    const now = Date.now();
    stopwatch.current = isCounting
      ? resumeStopwatch(stopwatch.current, now)
      : pauseStopwatch(stopwatch.current, now);
  }, [isCounting]);

  useEffect(() => {
    if (timeLimit === 0 || result || !isCounting) return;
    const timer = setInterval(() => {
      const spent = elapsedMs(stopwatch.current, Date.now());
      const left = Math.max(0, timeLimit - Math.floor(spent / 1000));
      setRemaining(left);
      if (left === 0) answer(undefined);
    }, 250);
    return () => clearInterval(timer);
  });

  const symbol = relationSymbols[question.correctAnswer];
  return (
    <section aria-label={t('practice.progress', { current: index + 1, total })} className="space-y-4">
      <ProgressBar
        value={Math.round((index / total) * 100)}
        label={t('practice.progress', { current: index + 1, total })}
      />
      <p className="text-sm text-muted-foreground">{t('practice.progress', { current: index + 1, total })}</p>
      <p className="text-center font-mono text-3xl" data-testid="practice-question">
        {question.leftNumber} <span aria-hidden>{result ? symbol : '?'}</span> {question.rightNumber}
      </p>
      <p className="text-center text-sm">{t('practice.prompt')}</p>
      <div className="flex justify-center gap-2">
        {answers.map((relation) => (
          <Button
            key={relation}
            size="lg"
            variant={result?.userAnswer === relation ? 'primary' : 'outline'}
            disabled={result !== undefined}
            aria-label={t(`practice.answers.${relation}`)}
            onClick={() => answer(relation)}
          >
            <span aria-hidden className="font-mono text-xl">
              {relationSymbols[relation]}
            </span>
          </Button>
        ))}
      </div>
      {timeLimit > 0 && !result && (
        <p className="text-center text-sm text-muted-foreground">
          {t('practice.remaining', { count: remaining })}
        </p>
      )}
      <p role="status" className="min-h-6 text-center font-medium">
        {result &&
          (result.isCorrect ? (
            <span className="text-green-700 dark:text-green-400">{t('practice.correct')}</span>
          ) : (
            <span className="text-destructive">
              {t(result.userAnswer ? 'practice.wrong' : 'practice.timeUp', { answer: symbol })}
            </span>
          ))}
      </p>
    </section>
  );
}
