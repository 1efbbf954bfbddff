import type { ComponentProps } from 'react';
import { cn } from '../cn';

export interface InputProps extends ComponentProps<'input'> {
  /** Marks the value as wrong: sets `aria-invalid` and draws a red outline. Default false. */
  invalid?: boolean;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/**
 * A one-line text input on the theme's tokens, the single-line sibling of `Textarea`. Every other
 * prop (`type`, `autoComplete`, `ref`...) goes to the `<input>`.
 */
export function Input({ invalid = false, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'block h-10 w-full min-w-0 rounded-md border bg-background px-3 text-foreground text-sm placeholder:text-muted-foreground',
        'focus-visible:outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-50',
        invalid
          ? 'border-destructive focus-visible:ring-destructive'
          : 'border-border focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}
