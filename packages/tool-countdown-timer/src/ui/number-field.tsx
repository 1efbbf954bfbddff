import { cn } from '@toolbox/ui/cn';
import { useEffect, useId, useState } from 'react';

export interface NumberFieldProps {
  label: string;
  /** The committed (clamped) value. */
  value: number;
  /** Called on every edit with the clamped value of the text typed so far. */
  onValueChange(value: number): void;
  /** Turns the typed text into the clamped value (the core's clamp for this field). */
  parse(text: string): number;
  min: number;
  max: number;
  step?: number;
  disabled?: boolean;
  className?: string;
}

/**
 * A number input that keeps the user's text while typing (an empty field is not forced to "0"
 * under the cursor) and shows the clamped value once the field loses focus.
 */
export function NumberField({
  label,
  value,
  onValueChange,
  parse,
  min,
  max,
  step = 1,
  disabled,
  className,
}: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const [isEditing, setIsEditing] = useState(false);
  useEffect(() => {
    if (!isEditing) setDraft(String(value));
  }, [value, isEditing]);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        value={draft}
        onFocus={() => setIsEditing(true)}
        onBlur={() => {
          setIsEditing(false);
          setDraft(String(value));
        }}
        onChange={(event) => {
          setDraft(event.target.value);
          onValueChange(parse(event.target.value));
        }}
        className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm tabular-nums disabled:opacity-50"
      />
    </div>
  );
}
