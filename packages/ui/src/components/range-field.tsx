import { useId } from 'react';
import { cn } from '../cn';

export interface RangeFieldProps {
  /** Visible label; also names the slider. */
  label: string;
  /** The current value (controlled). */
  value: number;
  /** The lowest value. */
  min: number;
  /** The highest value. */
  max: number;
  /** Default 1. */
  step?: number;
  /** Called with the new value as a number. */
  onValueChange: (value: number) => void;
  /** The value as shown beside the label and read by screen readers ("80%"); default the number. */
  valueText?: string;
  /** Default false. */
  disabled?: boolean;
  /** A line under the slider (why it is disabled, what it does). */
  hint?: string;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/**
 * A labelled slider with its value shown beside the label: quality, spacing, radius. The browser's
 * own `<input type="range">`, so arrow keys, Page Up/Down, Home and End work for free.
 */
export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  onValueChange,
  valueText,
  disabled = false,
  hint,
  className,
}: RangeFieldProps) {
  const id = useId();
  const hintId = useId();
  const shown = valueText ?? String(value);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        <output htmlFor={id} className="text-muted-foreground text-sm tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={shown}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(Number(event.target.value))}
        className="w-full accent-primary disabled:cursor-not-allowed disabled:opacity-50"
      />
      {hint && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
