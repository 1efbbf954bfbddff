import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn';

/** A scroll container with slim themed scrollbars in both directions (native scrolling underneath). */
export function ScrollArea({
  className,
  children,
  // Radix hides the bars until hover; 'auto' shows them whenever content overflows, so it is discoverable.
  type = 'auto',
  ...props
}: ComponentProps<typeof ScrollAreaPrimitive.Root>) {
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
