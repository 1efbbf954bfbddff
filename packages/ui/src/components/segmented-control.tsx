import { cn } from '../cn';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
}

interface SegmentedControlProps<Value extends string> {
  /** Accessible name of the group (rendered as a visually hidden legend). */
  label: string;
  value: Value;
  options: readonly SegmentedOption<Value>[];
  onValueChange(value: Value): void;
  disabled?: boolean;
  className?: string;
}

/**
 * A row of toggle buttons of which one is on: modes, units, small choices. Lighter than a Select
 * (no popper) and one click instead of two. Each button reports `aria-pressed`.
 */
export function SegmentedControl<Value extends string>({
  label,
  value,
  options,
  onValueChange,
  disabled,
  className,
}: SegmentedControlProps<Value>) {
  return (
    <fieldset
      disabled={disabled}
      className={cn(
        'inline-flex flex-wrap rounded-lg border border-border p-1 disabled:opacity-50',
        className,
      )}
    >
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onValueChange(option.value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            value === option.value ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
