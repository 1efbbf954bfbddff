import { cn } from '../cn';

export interface ProgressBarProps {
  /** Percent done, 0–100; values outside are clamped. */
  value: number;
  /** Accessible name, e.g. "Merging PDFs". */
  label: string;
  /** Also show the rounded percentage beside the bar (hidden from readers: the bar has the value). Default false. */
  showValue?: boolean;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/**
 * A labelled `progressbar` (the ARIA attributes written out: no library needed for a bar). A stray
 * 100.4 reads 100 and NaN reads 0.
 */
export function ProgressBar({ value, label, showValue = false, className }: ProgressBarProps) {
  const percent = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full w-full bg-primary transition-transform duration-300 motion-reduce:transition-none"
          style={{ transform: `translateX(-${100 - percent}%)` }}
        />
      </div>
      {showValue && (
        // The progressbar already announces its value; this copy is for sighted users only.
        <span aria-hidden className="w-10 shrink-0 text-right text-muted-foreground text-sm tabular-nums">
          {Math.round(percent)}%
        </span>
      )}
    </div>
  );
}
