/** Shared look of the native inputs and selects, matching @toolbox/ui's Select trigger. */
export const FIELD_CLASS =
  'h-10 w-full rounded-md border border-border bg-background px-3 text-foreground text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
