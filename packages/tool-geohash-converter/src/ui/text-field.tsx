import { cn } from '@toolbox/ui/cn';
import { type ComponentProps, useId } from 'react';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: string;
  /** Shown under the field in red and linked with aria-describedby. */
  error?: string;
}

/** A labelled single-line input; the shared kit has only a textarea. */
export function TextField({ label, hint, error, className, ...props }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        spellCheck={false}
        autoComplete="off"
        className={cn(
          'block h-10 w-full rounded-md border bg-background px-3 text-foreground text-sm placeholder:text-muted-foreground',
          'focus-visible:outline-none focus-visible:ring-2',
          error
            ? 'border-destructive focus-visible:ring-destructive'
            : 'border-border focus-visible:ring-ring',
          className,
        )}
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
