import { cn } from '../cn';

export interface SegmentedOption<Value extends string> {
  /** What `onValueChange` receives when this button is pressed. */
  value: Value;
  /** The button's text and accessible name. */
  label: string;
}

export interface SegmentedControlProps<Value extends string> {
  /** Accessible name of the group (rendered as a visually hidden legend). */
  label: string;
  /** The value of the button that is on (`aria-pressed`). */
  value: Value;
  /** The buttons, in order; they wrap onto more lines when narrow. */
  options: readonly SegmentedOption<Value>[];
  /** Called with the pressed button's value (also when it is already on). */
  onValueChange: (value: Value) => void;
  /** Disables every button (a disabled `fieldset`). Default false. */
  disabled?: boolean;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
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
