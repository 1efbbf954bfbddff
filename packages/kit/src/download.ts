/** How long an object URL lives after a download starts (CONTEXT.md Rules: Downloads › Preview URL). */
export const OBJECT_URL_TTL_MS = 1000;

/**
 * How long a download's object URL lives: a minute, plus a second per megabyte. The browser reads
 * the blob while it writes the file, so revoking sooner cancels a large download on a slow or busy
 * machine (a 1 GB merged PDF was cancelled after the preview's 1 s). The floor of 1 MB/s is far
 * below any disk; the URL only keeps alive a blob the page may still hold anyway.
 */
export function downloadUrlLifetimeMs(bytes: number): number {
  return 60_000 + Math.ceil(bytes / 1_000_000) * 1000;
}

/** Starts a browser download of a blob under `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), downloadUrlLifetimeMs(blob.size));
}

/** Starts a download of text, UTF-8 encoded. */
export function downloadText(text: string, fileName: string, mimeType = 'text/plain'): void {
  downloadBlob(new Blob([text], { type: `${mimeType};charset=utf-8` }), fileName);
}

/** Opens a blob in a new tab (PDF preview) and releases its URL after 1 s. */
export function openBlobInNewTab(blob: Blob): boolean {
  const url = URL.createObjectURL(blob);
  // Not the 'noopener' feature: with it, window.open returns null even when the tab opened, so a
  // blocked pop-up could not be told apart. The opener link is cut by hand instead.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_TTL_MS);
  return opened !== null;
}
