import { CheckIcon } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { TOOLBOX_SCOPE } from '../scope';

/** Radix `DropdownMenu.Root`: `open`/`onOpenChange` to control it, `modal` (default true). */
export const DropdownMenu = DropdownMenuPrimitive.Root;
/** Radix `DropdownMenu.Trigger`: opens the menu; use `asChild` around a `Button`. */
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

const itemClassName = cn(
  'relative flex cursor-pointer select-none items-center gap-2 rounded px-2 py-1.5 text-sm outline-none',
  'data-[disabled]:pointer-events-none data-[highlighted]:bg-accent data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
);

/** Radix `DropdownMenu.Content` props (`align`, `side`, `onCloseAutoFocus`...). */
export interface DropdownMenuContentProps extends ComponentProps<typeof DropdownMenuPrimitive.Content> {
  /** Gap to the trigger in pixels. Default 4. */
  sideOffset?: number;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** The menu panel, in a portal. */
export function DropdownMenuContent({ className, sideOffset = 4, ...props }: DropdownMenuContentProps) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        {...TOOLBOX_SCOPE}
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-40 overflow-hidden rounded-md border border-border bg-card p-1 text-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

/** Radix `DropdownMenu.Item` props: `onSelect`, `disabled`, `textValue`. */
export interface DropdownMenuItemProps extends ComponentProps<typeof DropdownMenuPrimitive.Item> {
  /** 'destructive' colours the item red (delete, discard). Default 'default'. */
  variant?: 'default' | 'destructive';
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** One command; an icon child is sized for it. */
export function DropdownMenuItem({ className, variant = 'default', ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(itemClassName, variant === 'destructive' && 'text-destructive', className)}
      {...props}
    />
  );
}

/** Radix `DropdownMenu.CheckboxItem` props: `checked`, `onCheckedChange`. */
export interface DropdownMenuCheckboxItemProps
  extends ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** An on/off item with a check mark when on. */
export function DropdownMenuCheckboxItem({ className, children, ...props }: DropdownMenuCheckboxItemProps) {
  return (
    <DropdownMenuPrimitive.CheckboxItem className={cn(itemClassName, 'pl-8', className)} {...props}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CheckIcon aria-hidden />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

/** Radix `DropdownMenu.Label` props. */
export interface DropdownMenuLabelProps extends ComponentProps<typeof DropdownMenuPrimitive.Label> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** A small heading inside the menu (not focusable). */
export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  return (
    <DropdownMenuPrimitive.Label
      className={cn('px-2 py-1.5 font-medium text-muted-foreground text-xs', className)}
      {...props}
    />
  );
}

/** Radix `DropdownMenu.Separator` props. */
export interface DropdownMenuSeparatorProps extends ComponentProps<typeof DropdownMenuPrimitive.Separator> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** A line between groups of items. */
export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return (
    <DropdownMenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
  );
}
