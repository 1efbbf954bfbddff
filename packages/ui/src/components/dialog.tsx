import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import {
  drawerContentClassName,
  modalContentClassName,
  modalDescriptionClassName,
  modalFooterClassName,
  modalTitleClassName,
  overlayClassName,
} from '../modal-styles';
import { TOOLBOX_SCOPE } from '../scope';

/** Radix `Dialog.Root`: `open`/`onOpenChange` to control it, or `defaultOpen`; modal by default. */
export const Dialog = DialogPrimitive.Root;
/** Radix `Dialog.Trigger`: opens the dialog; use `asChild` to make a `Button` the trigger. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Radix `Dialog.Close`: closes the dialog; use `asChild` around a `Button`. */
export const DialogClose = DialogPrimitive.Close;

/**
 * Radix `Dialog.Content` props: `onEscapeKeyDown`, `onPointerDownOutside`, `onOpenAutoFocus`...
 * Put a `DialogTitle` inside (Radix requires one) and, when there is one, a `DialogDescription`.
 */
export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
  /**
   * `centered` (default): a card in the middle of the screen. `drawer`: a full-height panel along
   * the start edge (navigation on phones).
   */
  layout?: 'centered' | 'drawer';
}

/** The dialog panel, rendered in a portal over a dimmed overlay, with a labelled close button. */
export function DialogContent({ className, children, layout = 'centered', ...props }: DialogContentProps) {
  const { t } = useTranslation('ui');
  const layoutClassName = layout === 'drawer' ? drawerContentClassName : modalContentClassName;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay {...TOOLBOX_SCOPE} className={overlayClassName} />
      <DialogPrimitive.Content {...TOOLBOX_SCOPE} className={cn(layoutClassName, className)} {...props}>
        {children}
        <DialogPrimitive.Close
          aria-label={t('dialog.close')}
          className="absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <XIcon aria-hidden className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Any `<div>` props; holds the title and description. */
export interface DialogSectionProps extends ComponentProps<'div'> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** Title and description, stacked, kept clear of the close button. */
export function DialogHeader({ className, ...props }: DialogSectionProps) {
  // Right padding keeps a long title clear of the close button.
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

/** The action buttons: stacked on phones, in a row at the end from `sm` up. */
export function DialogFooter({ className, ...props }: DialogSectionProps) {
  return <div className={cn(modalFooterClassName, className)} {...props} />;
}

/** Radix `Dialog.Title` props; names the dialog for screen readers. */
export interface DialogTitleProps extends ComponentProps<typeof DialogPrimitive.Title> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

export function DialogTitle({ className, ...props }: DialogTitleProps) {
  return <DialogPrimitive.Title className={cn(modalTitleClassName, className)} {...props} />;
}

/** Radix `Dialog.Description` props; describes the dialog for screen readers. */
export interface DialogDescriptionProps extends ComponentProps<typeof DialogPrimitive.Description> {
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  return <DialogPrimitive.Description className={cn(modalDescriptionClassName, className)} {...props} />;
}
