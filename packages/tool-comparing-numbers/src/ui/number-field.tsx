import { cn } from '@toolbox/ui/cn';
import { type ComponentProps, useId } from 'react';

interface NumberFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Already translated; shown in red under the input and linked with aria-describedby. */
  error?: string;
  hideLabel?: boolean;
}

/** A text input for one number in any notation, with its error in red underneath (CONTEXT.md § Screen). */
export function NumberField({ label, error, hideLabel = false, className, ...props }: NumberFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'block h-10 w-full rounded-md border bg-background px-3 font-mono text-sm text-foreground',
          'placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2',
          error
            ? 'border-destructive focus-visible:ring-destructive'
            : 'border-border focus-visible:ring-ring',
        )}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
