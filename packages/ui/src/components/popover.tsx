import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { TOOLBOX_SCOPE } from '../scope';

/** Radix `Popover.Root`: `open`/`onOpenChange` to control it, or leave it to the trigger. */
export const Popover = PopoverPrimitive.Root;
/** Radix `Popover.Trigger`: toggles the popover; use `asChild` around a `Button`. */
export const PopoverTrigger = PopoverPrimitive.Trigger;

/** Radix `Popover.Content` props (`side`, `collisionPadding`, `onOpenAutoFocus`...). */
export interface PopoverContentProps extends ComponentProps<typeof PopoverPrimitive.Content> {
  /** Alignment against the trigger: 'start', 'center' (default) or 'end'. */
  align?: 'start' | 'center' | 'end';
  /** Gap to the trigger in pixels. Default 4. */
  sideOffset?: number;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** Floating panel in a portal, so an `overflow: hidden` ancestor never clips it. */
export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 4,
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        {...TOOLBOX_SCOPE}
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 w-72 rounded-card border border-border bg-card p-4 text-foreground shadow-md focus:outline-none',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
