import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { ProgressBar } from '@toolbox/ui/progress';
import { Minimize2, Pause, Play, SkipForward } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { formatClock, isIdle, progressAt, remainingAt, type TimerState } from '../core/timer';
import { phaseStyles } from './timer-card';

export interface FullscreenOverlayProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  timer: TimerState;
  now: number;
  taskTitle: string | null;
  onToggle(): void;
  onSkip(): void;
}

/** Big time over the whole screen; Escape (or the exit button) closes it. */
export function FullscreenOverlay({
  open,
  onOpenChange,
  timer,
  now,
  taskTitle,
  onToggle,
  onSkip,
}: FullscreenOverlayProps) {
  const { t } = useTranslation('pomodoro');
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-background p-6 text-foreground focus:outline-none"
        >
          <DialogPrimitive.Title className="sr-only">{t('fullscreen.title')}</DialogPrimitive.Title>
          <span className={cn('rounded-full px-4 py-1.5 font-medium text-lg', phaseStyles[timer.phase])}>
            {t(`phase.${timer.phase}`)}
          </span>
          {taskTitle !== null && <p className="max-w-3xl text-center text-2xl">{taskTitle}</p>}
          <div
            role="timer"
            aria-label={t('timer.timeLeft')}
            data-testid="fullscreen-time"
            className="font-semibold text-[min(28vw,16rem)] leading-none tabular-nums"
          >
            {formatClock(remainingAt(timer, now))}
          </div>
          <ProgressBar
            className="w-full max-w-3xl"
            value={progressAt(timer, now) * 100}
            label={t('timer.progress')}
          />
          <div className="flex flex-wrap justify-center gap-3">
            <Button
              size="lg"
              onClick={onToggle}
              disabled={!timer.running && timer.phase === 'focus' && timer.currentTaskId === null}
            >
              {timer.running ? <Pause aria-hidden /> : <Play aria-hidden />}
              {timer.running ? t('timer.pause') : isIdle(timer) ? t('timer.start') : t('timer.resume')}
            </Button>
            <Button size="lg" variant="outline" onClick={onSkip}>
              <SkipForward aria-hidden />
              {t('timer.skip')}
            </Button>
            <DialogPrimitive.Close asChild>
              <Button size="lg" variant="ghost">
                <Minimize2 aria-hidden />
                {t('fullscreen.exit')}
              </Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
