import { cn } from './cn';

/* Shared by Dialog and ConfirmDialog so both kinds of modal look the same. Internal: not exported. */

export const overlayClassName = 'fixed inset-0 z-50 bg-black/50';

export const modalContentClassName = cn(
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
  'gap-4 overflow-y-auto rounded-card border border-border bg-card p-6 text-foreground shadow-lg focus:outline-none',
);

export const modalTitleClassName = 'font-semibold text-lg leading-tight';

export const modalDescriptionClassName = 'text-muted-foreground text-sm';

export const modalFooterClassName = 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end';
