import { Input } from '@toolbox/ui/input';
import { type ComponentProps, useId } from 'react';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: string;
  /** Shown under the field in red and linked with aria-describedby. */
  error?: string;
}

/** The ui Input with its label, hint and error message. */
export function TextField({ label, hint, error, className, ...props }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        invalid={error !== undefined && error !== ''}
        aria-describedby={describedBy || undefined}
        spellCheck={false}
        autoComplete="off"
        className={className}
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
