import { Button } from '@toolbox/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@toolbox/ui/dialog';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A file the import takes: JSON (cards, character cards, lorebooks) or a character-card PNG. */
export const isImportFileName = (name: string) => /\.(json|png)$/i.test(name.trim());

/** Import: a .json or character-card .png file, or pasted JSON; `onImport` gets the bytes. */
export function ImportDialog({
  open,
  onOpenChange,
  onImport,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onImport(bytes: Uint8Array, name: string): void;
}) {
  const { t } = useTranslation('story-generator');
  const [text, setText] = useState('');
  const fileId = useId();
  const textId = useId();

  async function readFile(file: File | undefined) {
    if (!file) return;
    if (!isImportFileName(file.name)) {
      toast.error(t('repo.toast.selectJsonFile'));
      return;
    }
    try {
      onImport(new Uint8Array(await file.arrayBuffer()), file.name);
      setText('');
    } catch {
      toast.error(t('repo.toast.fileReadError'));
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('repo.import.title')}</DialogTitle>
          <DialogDescription>{t('repo.import.description')}</DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <div className="space-y-1">
            <label htmlFor={fileId} className="font-medium text-sm">
              {t('repo.import.file')}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".json,.png,application/json,image/png"
              className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-1.5"
              onChange={(event) => {
                void readFile(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={textId} className="font-medium text-sm">
              {t('repo.import.paste')}
            </label>
            <Textarea
              id={textId}
              rows={8}
              value={text}
              onChange={(event) => setText(event.target.value)}
              spellCheck={false}
              className="font-mono text-xs"
            />
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={text.trim() === ''}
            onClick={() => {
              onImport(new TextEncoder().encode(text), '');
              setText('');
            }}
          >
            {t('repo.import.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
