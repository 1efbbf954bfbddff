import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn';

/** Radix `ScrollArea.Root` props (`dir`, `scrollHideDelay`...); any `<div>` prop such as `aria-label`. */
export interface ScrollAreaProps extends ComponentProps<typeof ScrollAreaPrimitive.Root> {
  /**
   * When the bars show: 'auto' (default: whenever the content overflows, so a scrollable region
   * is visible as one), 'always', 'scroll' (while scrolling) or 'hover' (Radix's own default).
   */
  type?: 'auto' | 'always' | 'scroll' | 'hover';
  /** Classes of the root; its height limit goes on the viewport (see the stories). */
  className?: string;
}

/** A scroll container with slim themed scrollbars in both directions (native scrolling underneath). */
export function ScrollArea({ className, children, type = 'auto', ...props }: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root type={type} className={cn('relative overflow-hidden', className)} {...props}>
      {/* Focusable so keyboard users can scroll content that has no focusable element of its own. */}
      <ScrollAreaPrimitive.Viewport
        tabIndex={0}
        className="size-full rounded-[inherit] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollBar orientation="vertical" />
      <ScrollBar orientation="horizontal" />
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}

function ScrollBar({ orientation }: { orientation: 'vertical' | 'horizontal' }) {
  return (
    <ScrollAreaPrimitive.Scrollbar
      orientation={orientation}
      className={cn(
        'flex touch-none select-none p-px transition-colors',
        orientation === 'vertical'
          ? 'h-full w-2.5 border-l border-l-transparent'
          : 'h-2.5 flex-col border-t border-t-transparent',
      )}
    >
      <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-muted-foreground/40 hover:bg-muted-foreground/60" />
    </ScrollAreaPrimitive.Scrollbar>
  );
}
