import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { isSubmitShortcut } from '../core/keys';

/** Every `<textarea>` prop is passed through (`ref` included). */
export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Marks the value as wrong: sets `aria-invalid` and draws a red outline. Default false. */
  invalid?: boolean;
  /**
   * Ctrl+Enter (⌘+Enter on a Mac) runs the tool's main action; Enter alone makes a new line. The
   * Enter that confirms an input method's composition (Chinese, Japanese…) is never the shortcut.
   */
  onSubmitShortcut?: () => void;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** React 19 passes `ref` as an ordinary prop, so it reaches the element through `...props`. */
export function Textarea({
  invalid = false,
  onSubmitShortcut,
  onKeyDown,
  className,
  ...props
}: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn(
        'block min-h-24 w-full rounded-md border bg-background px-3 py-2 text-foreground text-sm placeholder:text-muted-foreground',
        'focus-visible:outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-50',
        invalid
          ? 'border-destructive focus-visible:ring-destructive'
          : 'border-border focus-visible:ring-ring',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (onSubmitShortcut && !event.defaultPrevented && isSubmitShortcut(event)) {
          event.preventDefault();
          onSubmitShortcut();
        }
      }}
      {...props}
    />
  );
}
