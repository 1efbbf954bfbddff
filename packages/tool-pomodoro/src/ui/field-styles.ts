export const inputClassName =
  'h-9 rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';
export const cardClassName = 'rounded-card border border-border bg-card p-5 shadow-sm';
export const iconButtonClassName =
  'inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';
