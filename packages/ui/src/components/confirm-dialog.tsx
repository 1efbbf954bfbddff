import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  modalContentClassName,
  modalDescriptionClassName,
  modalFooterClassName,
  modalTitleClassName,
  overlayClassName,
} from '../modal-styles';
import { TOOLBOX_SCOPE } from '../scope';
import { Button } from './button';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled: there is no trigger inside). */
  open: boolean;
  /** Called with false when the user cancels, presses Escape or confirms. */
  onOpenChange: (open: boolean) => void;
  /** The question, as the dialog's accessible name ("Delete all tasks?"). */
  title: ReactNode;
  /** What happens on confirm; becomes the dialog's description. Optional. */
  description?: ReactNode;
  /** Defaults to the translated "Confirm". */
  confirmLabel?: string;
  /** Defaults to the translated "Cancel". */
  cancelLabel?: string;
  /** 'destructive' paints the confirm button red, for deleting or discarding. Default 'default'. */
  variant?: 'default' | 'destructive';
  /** Called when the user confirms; the dialog then closes through `onOpenChange(false)`. */
  onConfirm: () => void;
}

/**
 * A controlled yes/no question. Built on AlertDialog, so clicking outside does not dismiss it
 * and focus starts on Cancel: the safe choice is the easy one.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay {...TOOLBOX_SCOPE} className={overlayClassName} />
        <AlertDialogPrimitive.Content
          {...TOOLBOX_SCOPE}
          className={modalContentClassName}
          // Without a description Radix would point aria-describedby at nothing and warn.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className="flex flex-col gap-1.5">
            <AlertDialogPrimitive.Title className={modalTitleClassName}>{title}</AlertDialogPrimitive.Title>
            {description !== undefined && (
              <AlertDialogPrimitive.Description className={modalDescriptionClassName}>
                {description}
              </AlertDialogPrimitive.Description>
            )}
          </div>
          <div className={modalFooterClassName}>
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline">{cancelLabel ?? t('confirmDialog.cancel')}</Button>
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action asChild>
              <Button variant={variant === 'destructive' ? 'destructive' : 'primary'} onClick={onConfirm}>
                {confirmLabel ?? t('confirmDialog.confirm')}
              </Button>
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
