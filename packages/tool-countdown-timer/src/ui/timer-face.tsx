import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { ProgressBar } from '@toolbox/ui/progress';
import { Maximize, Pause, Play, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TimerFaceProps {
  /** mm:ss */
  time: string;
  /** 0–100 */
  percent: number;
  isRunning: boolean;
  onToggle(): void;
  onReset(): void;
  /** The fullscreen button (main view) or the exit button (overlay). */
  extraAction: ReactNode;
  badges?: ReactNode;
  isLarge?: boolean;
}

/** The time, its progress and the start/pause and reset buttons: shared by page and fullscreen. */
export function TimerFace({
  time,
  percent,
  isRunning,
  onToggle,
  onReset,
  extraAction,
  badges,
  isLarge = false,
}: TimerFaceProps) {
  const { t } = useTranslation('countdown-timer');
  return (
    <div className={cn('flex w-full flex-col items-center gap-4', isLarge && 'max-w-4xl gap-8')}>
      <div
        role="timer"
        aria-label={t('display.remaining')}
        className={cn(
          'font-mono font-semibold tabular-nums leading-none tracking-tight',
          isLarge ? 'text-[min(20vw,16rem)]' : 'text-7xl sm:text-8xl',
        )}
      >
        {time}
      </div>
      <ProgressBar value={percent} label={t('display.progress')} className="w-full" />
      {badges}
      <div className="flex flex-wrap justify-center gap-2">
        <Button size={isLarge ? 'lg' : 'md'} onClick={onToggle} className="min-w-28">
          {isRunning ? <Pause aria-hidden /> : <Play aria-hidden />}
          {isRunning ? t('actions.pause') : t('actions.start')}
        </Button>
        <Button size={isLarge ? 'lg' : 'md'} variant="outline" onClick={onReset}>
          <RotateCcw aria-hidden />
          {t('actions.reset')}
        </Button>
        {extraAction}
      </div>
    </div>
  );
}

export function FullscreenIcon() {
  return <Maximize aria-hidden />;
}
