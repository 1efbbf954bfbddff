/** Export (CONTEXT.md Rules: Export): sizes, formats, the file name, the retry rule. */

export const EXPORT_SIZES = [16, 32, 64, 128, 256, 512] as const;
export type ExportSize = (typeof EXPORT_SIZES)[number];
export const DEFAULT_EXPORT_SIZE: ExportSize = 256;
export const EXPORT_FORMATS = ['png', 'svg', 'jpg', 'favicon'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const JPG_QUALITY = 0.95;
export const PNG_QUALITY = 1;
export const DEFAULT_FILE_NAME = 'my-icon';
export const EXPORT_TRIES = 3;
export const EXPORT_RETRY_WAIT_MS = 500;
/** The wait after the click before the first try (the spec's 100 ms: the button shows it is busy). */
export const EXPORT_CLICK_DELAY_MS = 100;

/**
 * The downloaded file's name: the typed name without characters file systems refuse (and without
 * an extension typed with it), `my-icon` when nothing is left, plus the format's extension. The
 * favicon set is a ZIP.
 */
export function exportFileName(typed: string, format: ExportFormat): string {
  const extension = format === 'favicon' ? 'zip' : format;
  const printable = [...typed].filter((character) => character.charCodeAt(0) >= 32).join('');
  const base =
    printable
      .trim()
      .replace(/\.(png|svg|jpe?g|zip)$/i, '')
      .replace(/[\\/:*?"<>|]/g, '')
      .trim() || DEFAULT_FILE_NAME;
  return `${base}.${extension}`;
}

/** A result the export accepts: a data URL (the spec's check); anything else fails the try. */
export function isDataUrl(value: unknown): value is string {
  return typeof value === 'string' && /^data:[\w.+-]+\/[\w.+-]+[;,]/.test(value);
}

/**
 * Runs `attempt` up to three times, 500 ms apart; the last failure is thrown, its reason shown
 * after the error message.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  {
    tries = EXPORT_TRIES,
    waitMs = EXPORT_RETRY_WAIT_MS,
    wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
  } = {},
): Promise<T> {
  let lastError: unknown;
  for (let tryNumber = 1; tryNumber <= tries; tryNumber++) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
      if (tryNumber < tries) await wait(waitMs);
    }
  }
  throw lastError;
}
