import { openPdfInNewTab, PdfThumbnails, PREVIEW_PAGES } from '@toolbox/pdf-kit/preview';
import { Button } from '@toolbox/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@toolbox/ui/dialog';
import { toast } from '@toolbox/ui/toast';
import { ExternalLink } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A dialog with the first pages of `file` (the kit's pdf.js thumbnails) and open-in-new-tab. */
export function PdfPreview({ file, onClose }: { file: File; onClose(): void }) {
  const { t } = useTranslation('pdf-merge');
  const [pageCount, setPageCount] = useState<number>();
  const pageLabel = useCallback((page: number) => t('preview.page', { page }), [t]);
  const onError = useCallback(
    (error: unknown) => {
      console.warn('pdf-merge: preview failed', error);
      toast.error(t('errors.previewError'));
      onClose();
    },
    [onClose, t],
  );

  function openInTab() {
    if (openPdfInNewTab(file)) toast.success(t('toasts.previewOpened'));
    else toast.error(t('errors.previewError'));
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('preview.title', { name: file.name })}</DialogTitle>
          <DialogDescription>
            {pageCount === undefined
              ? t('preview.loading')
              : pageCount > PREVIEW_PAGES
                ? t('preview.more', { shown: PREVIEW_PAGES, count: pageCount })
                : t('list.pages', { count: pageCount })}
          </DialogDescription>
        </DialogHeader>
        <PdfThumbnails source={file} pageLabel={pageLabel} onLoaded={setPageCount} onError={onError} />
        <div className="flex justify-end">
          <Button variant="outline" onClick={openInTab}>
            <ExternalLink aria-hidden className="size-4" />
            {t('preview.openInTab')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
