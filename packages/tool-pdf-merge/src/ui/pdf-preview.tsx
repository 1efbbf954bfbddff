import { openBlobInNewTab } from '@toolbox/kit/download';
import { Button } from '@toolbox/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@toolbox/ui/dialog';
import { toast } from '@toolbox/ui/toast';
import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Thumbnails drawn per preview: enough to recognise a document, cheap on a 4,000-page one. */
export const PREVIEW_PAGES = 12;
const THUMB_WIDTH = 150;

/** pdf.js (and its own worker) loads only when a preview is first opened. */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** A dialog with the first pages of `file` drawn by pdf.js, and a button to open it in a new tab. */
export function PdfPreview({ file, onClose }: { file: File; onClose(): void }) {
  const { t } = useTranslation('pdf-merge');
  const [pageCount, setPageCount] = useState<number>();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const pdfjs = await loadPdfJs();
      const task = pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) });
      destroy = () => void task.destroy();
      const document = await task.promise;
      if (cancelled) return;
      setPageCount(document.numPages);
      for (let number = 1; number <= Math.min(PREVIEW_PAGES, document.numPages); number++) {
        const page = await document.getPage(number);
        if (cancelled) return;
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: THUMB_WIDTH / base.width });
        const canvas = globalThis.document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        canvas.className = 'rounded border border-border bg-white';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('preview.page', { page: number }));
        await page.render({ canvas, viewport }).promise;
        if (cancelled) return;
        container.current?.append(canvas);
      }
    })().catch((error) => {
      if (cancelled) return;
      console.warn('pdf-merge: preview failed', error);
      toast.error(t('errors.previewError'));
      onClose();
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [file, onClose, t]);

  function openInTab() {
    if (openBlobInNewTab(file)) toast.success(t('toasts.previewOpened'));
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
        <div ref={container} className="flex max-h-[60vh] flex-wrap gap-3 overflow-auto" />
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
