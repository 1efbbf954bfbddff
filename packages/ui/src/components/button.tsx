import type { ComponentProps } from 'react';
import { cn } from '../cn';

const VARIANTS = {
  // Hover mixes in the text colour of the page (darker in light mode, lighter in dark), so the
  // label keeps its contrast; `/90` let white through and gave 4.3:1 on a hovered primary button.
  primary:
    'bg-primary text-primary-foreground hover:bg-[color-mix(in_srgb,var(--color-primary)_88%,var(--color-foreground))]',
  secondary: 'bg-muted text-foreground hover:bg-muted/70',
  outline: 'border border-border bg-background text-foreground hover:bg-accent',
  ghost: 'text-foreground hover:bg-accent',
  destructive:
    'bg-destructive text-destructive-foreground hover:bg-[color-mix(in_srgb,var(--color-destructive)_88%,var(--color-foreground))]',
} as const;

const SIZES = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** Every `<button>` prop is passed through (`ref` included); `type` defaults to 'button', not 'submit'. */
export interface ButtonProps extends ComponentProps<'button'> {
  /**
   * Look: 'primary' (filled, the main action; default), 'secondary' (muted fill), 'outline'
   * (bordered), 'ghost' (no border until hovered) or 'destructive' (red, deleting or discarding).
   */
  variant?: ButtonVariant;
  /** 'sm' (32 px), 'md' (40 px; default), 'lg' (48 px) or 'icon' (a 40 px square for one icon; give it an `aria-label`). */
  size?: ButtonSize;
}

/**
 * The button's classes, for an element that must look like a button without being one (a link):
 * `<a href className={buttonClasses({ variant: 'outline' })}>`.
 */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center whitespace-nowrap rounded-md font-medium transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

/** React 19 passes `ref` as an ordinary prop, so it reaches the element through `...props`. */
export function Button({ variant = 'primary', size = 'md', className, type, ...props }: ButtonProps) {
  // A bare <button> inside a form submits it; tools are full of buttons that must not.
  return (
    <button type={type ?? 'button'} className={buttonClasses({ variant, size, className })} {...props} />
  );
}
