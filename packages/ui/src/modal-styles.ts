import { cn } from './cn';

/* Shared by Dialog and ConfirmDialog so both kinds of modal look the same. Internal: not exported. */

export const overlayClassName = 'fixed inset-0 z-50 bg-black/50';

export const modalContentClassName = cn(
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
  'gap-4 overflow-y-auto rounded-card border border-border bg-card p-6 text-foreground shadow-lg focus:outline-none',
);

/** A panel along the start edge, full height: the phone navigation drawer. */
export const drawerContentClassName = cn(
  'fixed inset-y-0 left-0 z-50 flex h-dvh w-[min(20rem,85vw)] flex-col gap-3 overflow-y-auto',
  'border-border border-r bg-card p-4 text-foreground shadow-lg focus:outline-none',
  'motion-safe:animate-drawer-in',
);

export const modalTitleClassName = 'font-semibold text-lg leading-tight';

export const modalDescriptionClassName = 'text-muted-foreground text-sm';

export const modalFooterClassName = 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end';
