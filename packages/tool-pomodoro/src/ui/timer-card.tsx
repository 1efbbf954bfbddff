import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { ProgressBar } from '@toolbox/ui/progress';
import { CheckCheck, Maximize2, Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClock, isIdle, progressAt, remainingAt, type TimerState } from '../core/timer';

export interface TimerCardProps {
  timer: TimerState;
  now: number;
  /** Title of the current (focus) or next (break) task, if any. */
  taskTitle: string | null;
  interval: number;
  onToggle(): void;
  onSkip(): void;
  onComplete(): void;
  onReset(): void;
  onFullscreen(): void;
  onShowTask(): void;
}

export const phaseStyles = {
  focus: 'bg-red-500/15 text-red-700 dark:text-red-300',
  short_break: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  long_break: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
} as const;

/** The timer: phase, task, mm:ss with a progress bar, and the five actions. */
export function TimerCard({
  timer,
  now,
  taskTitle,
  interval,
  onToggle,
  onSkip,
  onComplete,
  onReset,
  onFullscreen,
  onShowTask,
}: TimerCardProps) {
  const { t } = useTranslation('pomodoro');
  const remaining = remainingAt(timer, now);
  const isFocus = timer.phase === 'focus';
  const canStart = timer.running || !isFocus || timer.currentTaskId !== null;
  const untilLong = interval - (timer.focusCount % interval);
  const status = timer.running ? t('timer.running') : isIdle(timer) ? t('timer.stopped') : t('timer.paused');
  const toggleLabel = timer.running ? t('timer.pause') : isIdle(timer) ? t('timer.start') : t('timer.resume');

  return (
    <section
      aria-labelledby="pomodoro-timer-title"
      className="rounded-card border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="pomodoro-timer-title" className="sr-only">
        {t('timer.title')}
      </h2>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          data-testid="phase"
          className={cn('rounded-full px-3 py-1 font-medium', phaseStyles[timer.phase])}
        >
          {t(`phase.${timer.phase}`)}
        </span>
        <span className="rounded-full bg-muted px-3 py-1 text-muted-foreground">{status}</span>
        <span className="text-muted-foreground">{t('timer.completed', { count: timer.focusCount })}</span>
      </div>

      <div className="mt-4 text-sm">
        <span className="text-muted-foreground">
          {isFocus ? t('timer.currentTask') : t('timer.nextTask')}:{' '}
        </span>
        {taskTitle !== null ? (
          <button
            type="button"
            onClick={onShowTask}
            aria-label={t('timer.taskDetails', { title: taskTitle })}
            className="font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            data-testid="current-task"
          >
            {taskTitle}
          </button>
        ) : (
          <span>{t('timer.noTask')}</span>
        )}
      </div>

      <div
        role="timer"
        aria-label={t('timer.timeLeft')}
        aria-live="off"
        data-testid="time-left"
        className="mt-4 text-center font-semibold text-7xl tabular-nums tracking-tight sm:text-8xl"
      >
        {formatClock(remaining)}
      </div>
      <ProgressBar className="mt-4" value={progressAt(timer, now) * 100} label={t('timer.progress')} />
      <p className="mt-2 text-center text-muted-foreground text-xs">
        {t('timer.longBreakIn', { count: untilLong })}
      </p>

      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Button onClick={onToggle} disabled={!canStart} size="lg">
          {timer.running ? <Pause aria-hidden /> : <Play aria-hidden />}
          {toggleLabel}
        </Button>
        <Button
          variant="outline"
          size="lg"
          onClick={onSkip}
          disabled={isFocus && timer.currentTaskId === null}
          title={isFocus ? t('timer.skipFocusHint') : t('timer.skipBreakHint')}
        >
          <SkipForward aria-hidden />
          {t('timer.skip')}
        </Button>
        <Button
          variant="outline"
          size="lg"
          onClick={onComplete}
          disabled={isFocus && timer.currentTaskId === null}
        >
          <CheckCheck aria-hidden />
          {t('timer.complete')}
        </Button>
        <Button variant="outline" size="lg" onClick={onReset}>
          <RotateCcw aria-hidden />
          {t('timer.reset')}
        </Button>
        <Button variant="ghost" size="lg" onClick={onFullscreen}>
          <Maximize2 aria-hidden />
          {t('timer.fullscreen')}
        </Button>
      </div>
      <p className="mt-4 text-center text-muted-foreground text-xs">{t('timer.shortcuts')}</p>
    </section>
  );
}
