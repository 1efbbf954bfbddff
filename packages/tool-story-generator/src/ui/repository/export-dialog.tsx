import { downloadText } from '@toolbox/kit/download';
import { exportFileName } from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { CopyButton } from '@toolbox/ui/copy-button';
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
import { DownloadIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Export JSON: a preview, copy to the clipboard, download as `story-cards-{timestamp}.json`. */
export function ExportDialog({
  text,
  count,
  onOpenChange,
}: {
  text: string | undefined;
  count: number;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('story-generator');
  const previewId = useId();
  return (
    <Dialog open={text !== undefined} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('repo.export.title')}</DialogTitle>
          <DialogDescription>{t('repo.export.description', { count })}</DialogDescription>
        </DialogHeader>
        <label htmlFor={previewId} className="font-medium text-sm">
          {t('repo.export.preview')}
        </label>
        <Textarea id={previewId} readOnly rows={10} value={text ?? ''} className="font-mono text-xs" />
        <DialogFooter>
          <CopyButton
            value={text ?? ''}
            label={t('repo.export.copy')}
            copiedMessage={t('repo.toast.copied')}
            failedMessage={t('repo.toast.copyError')}
          />
          <Button
            onClick={() => {
              try {
                const name = exportFileName();
                downloadText(text ?? '', name, 'application/json');
                toast.success(t('repo.toast.exported', { name }));
              } catch {
                toast.error(t('repo.toast.downloadError'));
              }
            }}
          >
            <DownloadIcon aria-hidden="true" />
            {t('repo.export.download')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
