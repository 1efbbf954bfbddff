import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../cn';

/** Radix `Tabs.Root`: `value`/`onValueChange` or `defaultValue`; arrow keys move between tabs. */
export const Tabs = TabsPrimitive.Root;

/** Radix `Tabs.List` props; give it an `aria-label` naming the set of tabs. */
export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** The row of tabs, on a muted track; on a narrow screen the tabs wrap instead of widening the page. */
export function TabsList({ className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex max-w-full flex-wrap items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** Radix `Tabs.Trigger` props: `value` (the panel it shows), `disabled`. */
export interface TabsTriggerProps extends ComponentProps<typeof TabsPrimitive.Trigger> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** One tab; the active one is raised on the track. */
export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded px-3 py-1.5 font-medium text-sm transition-colors',
        'hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** Radix `Tabs.Content` props: `value` (the tab it belongs to), `forceMount`. */
export interface TabsContentProps extends ComponentProps<typeof TabsPrimitive.Content> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** A tab's panel; focusable, so keyboard users reach panels without controls. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-3 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}
