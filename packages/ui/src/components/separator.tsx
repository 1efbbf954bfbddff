import { Separator as SeparatorPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn';

export interface SeparatorProps extends ComponentProps<typeof SeparatorPrimitive.Root> {
  /** 'horizontal' (default: a full-width line) or 'vertical' (a full-height line). */
  orientation?: 'horizontal' | 'vertical';
  /** Hidden from screen readers (default true); false makes it a `separator` that is announced. */
  decorative?: boolean;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** Decorative by default: most separators are visual only and should not be announced. */
export function Separator({
  className,
  orientation = 'horizontal',
  decorative = true,
  ...props
}: SeparatorProps) {
  return (
    <SeparatorPrimitive.Root
      orientation={orientation}
      decorative={decorative}
      className={cn(
        'shrink-0 bg-border',
        orientation === 'horizontal' ? 'h-px w-full' : 'h-full w-px',
        className,
      )}
      {...props}
    />
  );
}
