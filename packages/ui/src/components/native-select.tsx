import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../cn';

export interface NativeSelectOption<Value extends string = string> {
  value: Value;
  label: string;
}

export interface NativeSelectProps<Value extends string = string>
  extends Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> {
  /** The chosen option's value (controlled). */
  value: Value;
  /** Called with the newly chosen option's value. */
  onValueChange(value: Value): void;
  /** Flat options, or groups of them (`<optgroup>`) when `groups` is given instead. */
  options?: readonly NativeSelectOption<Value>[];
  /** Labelled groups of options, rendered as `<optgroup>`s; give either `options` or `groups`. */
  groups?: readonly { label: string; options: readonly NativeSelectOption<Value>[] }[];
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/**
 * The browser's own `<select>` in the look of `Input` and the `Select` trigger. Choose it over
 * `Select` for long lists (type-to-find, the phone's own picker) and where the page's first load
 * matters: it costs no JavaScript beyond this file, while Radix Select brings its positioning code.
 * Give it an `id` a `<label>` points at, or an `aria-label`.
 */
export function NativeSelect<Value extends string = string>({
  value,
  onValueChange,
  options = [],
  groups,
  className,
  ...props
}: NativeSelectProps<Value>) {
  const renderOption = (option: NativeSelectOption<Value>) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
  return (
    <div className={cn('relative', className)}>
      <select
        value={value}
        onChange={(event) => onValueChange(event.target.value as Value)}
        className={cn(
          'block h-10 w-full cursor-pointer appearance-none rounded-md border border-border bg-background py-0 pr-9 pl-3 text-foreground text-sm',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        {groups
          ? groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map(renderOption)}
              </optgroup>
            ))
          : options.map(renderOption)}
      </select>
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  );
}
