import { Button } from '@toolbox/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@toolbox/ui/dialog';
import { Input } from '@toolbox/ui/input';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A single text input: confirm is disabled while blank; Enter confirms. */
export function PromptDialog({
  open,
  title,
  label,
  initialValue = '',
  allowBlank = false,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  title: string;
  label: string;
  initialValue?: string;
  /** A blank value is allowed (it means "none"), e.g. taking a card out of its folder. */
  allowBlank?: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(value: string): void;
}) {
  const { t } = useTranslation('story-generator');
  const [value, setValue] = useState(initialValue);
  const inputId = useId();
  useEffect(() => {
    if (open) setValue(initialValue);
  }, [open, initialValue]);
  const canConfirm = allowBlank || value.trim() !== '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (canConfirm) onConfirm(value.trim());
          }}
        >
          <div className="space-y-1">
            <label htmlFor={inputId} className="font-medium text-sm">
              {label}
            </label>
            <Input id={inputId} value={value} onChange={(event) => setValue(event.target.value)} autoFocus />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!canConfirm}>
              {t('common.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
