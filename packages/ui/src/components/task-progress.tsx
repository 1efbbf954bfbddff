import { XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import { Button } from './button';
import { ProgressBar } from './progress';

/** A screen reader gets at most one progress announcement per this many milliseconds. */
export const ANNOUNCE_INTERVAL_MS = 2000;

export interface TaskProgressProps {
  /** Accessible name of the progress bar ("Merging PDFs"). */
  label: string;
  /** Percent done, 0–100 (clamped). */
  value: number;
  /**
   * What is being worked on now, shown under the bar: a file name, "Part 2 of 5". It may change
   * as often as it likes: it is not a live region (readers find it by browsing).
   */
  currentItem?: string;
  /** Adds a Cancel button. */
  onCancel?: () => void;
  /** Text of that button; default a translated "Cancel". */
  cancelLabel?: string;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/**
 * Follows `text`, but changes at most once per `intervalMs` (the latest text wins), so a live
 * region fed from a fast counter does not queue an announcement per step.
 */
function useThrottledText(text: string, intervalMs: number): string {
  // Starts empty: a live region announces changes, not what it held when it appeared.
  const [shown, setShown] = useState('');
  const shownAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (text === shown) return;
    const publish = () => {
      shownAt.current = Date.now();
      setShown(text);
    };
    const wait = shownAt.current + intervalMs - Date.now();
    if (wait <= 0) {
      publish();
      return;
    }
    const timer = setTimeout(publish, wait);
    return () => clearTimeout(timer);
  }, [text, shown, intervalMs]);
  return shown;
}

/**
 * Progress of a long task: the bar with its percentage, the current item, and Cancel. The bar is
 * a named `progressbar` with its value; a polite status region says the label and the percentage
 * in 25 % steps, at most every 2 s, so a fast task never floods a reader. It does not repeat the
 * current item: the same text twice on the page would be read twice and trip text queries.
 */
export function TaskProgress({
  label,
  value,
  currentItem,
  onCancel,
  cancelLabel,
  className,
}: TaskProgressProps) {
  const { t } = useTranslation('ui');
  const percent = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  const milestone = Math.floor(percent / 25) * 25;
  const announced = useThrottledText(
    t('taskProgress.percent', { label, percent: milestone }),
    ANNOUNCE_INTERVAL_MS,
  );

  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-center gap-3">
        <ProgressBar value={percent} label={label} showValue className="min-w-0 flex-1" />
        {onCancel && (
          <Button variant="outline" size="sm" onClick={onCancel}>
            <XIcon aria-hidden />
            {cancelLabel ?? t('taskProgress.cancel')}
          </Button>
        )}
      </div>
      {currentItem !== undefined && (
        <p className="truncate text-muted-foreground text-sm" title={currentItem}>
          {currentItem}
        </p>
      )}
      <div role="status" className="sr-only">
        {announced}
      </div>
    </div>
  );
}
