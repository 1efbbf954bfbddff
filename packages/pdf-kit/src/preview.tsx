import { openBlobInNewTab } from '@toolbox/kit/download';
import { useEffect, useRef } from 'react';

/** Thumbnails drawn per preview by default: enough to recognise a document, cheap on 4,000 pages. */
export const PREVIEW_PAGES = 12;
/** Thumbnail width in CSS pixels. */
export const THUMB_WIDTH = 150;

type PdfSource = Blob | Uint8Array;

let pdfJs: Promise<typeof import('pdfjs-dist')> | undefined;

/** pdf.js (and its own worker) loads once, only when a preview is first shown. */
export function loadPdfJs(): Promise<typeof import('pdfjs-dist')> {
  pdfJs ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  return pdfJs;
}

function toBlob(source: PdfSource): Blob {
  return source instanceof Blob ? source : new Blob([source as BlobPart], { type: 'application/pdf' });
}

/** Opens a PDF in a new tab; its URL is released after 1 s (CONTEXT.md § Preview). False when blocked. */
export function openPdfInNewTab(source: PdfSource): boolean {
  return openBlobInNewTab(toBlob(source));
}

export interface PdfThumbnailsProps {
  source: PdfSource;
  /** The accessible name of each thumbnail (labels come from the tool's own messages). */
  pageLabel(page: number): string;
  maxPages?: number;
  width?: number;
  /** Called once the document is open, with its page count. */
  onLoaded?(pageCount: number): void;
  onError?(error: unknown): void;
  className?: string;
}

/**
 * The first pages of a PDF drawn by pdf.js into canvases (pdf.js runs its own worker). Strings are
 * passed in so the kit stays free of any tool's messages.
 */
export function PdfThumbnails({
  source,
  pageLabel,
  maxPages = PREVIEW_PAGES,
  width = THUMB_WIDTH,
  onLoaded,
  onError,
  className = 'flex max-h-[60vh] flex-wrap gap-3 overflow-auto',
}: PdfThumbnailsProps) {
  const container = useRef<HTMLDivElement>(null);
  // Callbacks are read through a ref so a parent's new closures do not redraw every thumbnail.
  const callbacks = useRef({ pageLabel, onLoaded, onError });
  callbacks.current = { pageLabel, onLoaded, onError };

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const target = container.current;
    (async () => {
      const pdfjs = await loadPdfJs();
      const bytes = source instanceof Blob ? new Uint8Array(await source.arrayBuffer()) : source.slice();
      if (cancelled) return;
      const task = pdfjs.getDocument({ data: bytes });
      destroy = () => void task.destroy();
      const document = await task.promise;
      if (cancelled) return;
      callbacks.current.onLoaded?.(document.numPages);
      for (let number = 1; number <= Math.min(maxPages, document.numPages); number++) {
        const page = await document.getPage(number);
        if (cancelled) return;
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: width / base.width });
        const canvas = globalThis.document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        canvas.className = 'rounded border border-border bg-white';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', callbacks.current.pageLabel(number));
        await page.render({ canvas, viewport }).promise;
        if (cancelled) return;
        target?.append(canvas);
      }
    })().catch((error) => {
      if (!cancelled) callbacks.current.onError?.(error);
    });
    return () => {
      cancelled = true;
      destroy?.();
      target?.replaceChildren();
    };
  }, [source, maxPages, width]);

  return <div ref={container} className={className} data-testid="pdf-thumbnails" />;
}
