import { downloadBlob, downloadText } from '@toolbox/kit/download';
import { Button } from '@toolbox/ui/button';
import { CopyButton, useCopyToClipboard } from '@toolbox/ui/copy-button';
import { toast } from '@toolbox/ui/toast';
import { FileCode, FileJson, Image } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type ColorFormat, formatColor } from '../core/color';
import { type PaletteEntry, paletteCss, paletteJson, swatchLayout } from '../core/export';

/** The copy toasts in the spec's words (successCopied, errorCopy). */
export function useCopyColor() {
  const { t } = useTranslation('color-palette');
  return useCopyToClipboard({
    copiedMessage: t('messages.successCopied'),
    failedMessage: t('messages.errorCopy'),
  });
}

/** Copies a colour written in one format (the picker's and the converter's copy buttons). */
export function CopyColorButton({ color, format }: { color: string; format: ColorFormat }) {
  const { t } = useTranslation('color-palette');
  return (
    <CopyButton
      value={formatColor(color, format)}
      iconOnly
      label={t('picker.copy', { format: t(`formats.${format}`) })}
      copiedMessage={t('messages.successCopied')}
      failedMessage={t('messages.errorCopy')}
    />
  );
}

/** Keys for a list that may hold one colour twice (monochromatic shades clamped at the ends). */
function withKeys(entries: readonly PaletteEntry[]) {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const count = seen.get(entry.hex) ?? 0;
    seen.set(entry.hex, count + 1);
    return { entry, key: `${entry.hex}:${count}` };
  });
}

/** A row of colours; pressing one copies its hex. Shares show as percentages when there are any. */
export function Swatches({ entries, label }: { entries: readonly PaletteEntry[]; label: string }) {
  const { t } = useTranslation('color-palette');
  const copy = useCopyColor();
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {withKeys(entries).map(({ entry, key }) => (
        <li key={key}>
          <button
            type="button"
            onClick={() => void copy(entry.hex)}
            aria-label={t('swatch.copy', { hex: entry.hex })}
            className="w-full overflow-hidden rounded-lg border border-border text-left focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="block h-16" style={{ backgroundColor: entry.hex }} />
            <span className="flex items-center justify-between gap-2 px-2 py-1.5 font-mono text-sm">
              <span>{entry.hex}</span>
              {entry.share !== undefined && (
                <span className="text-muted-foreground">{(entry.share * 100).toFixed(1)}%</span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Draws the swatch PNG: one square per colour (CONTEXT.md Rules: Export). */
async function swatchPng(entries: readonly PaletteEntry[]): Promise<Blob> {
  const { width, height, cells } = swatchLayout(entries.length);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  cells.forEach((cell, index) => {
    context.fillStyle = (entries[index] as PaletteEntry).hex;
    context.fillRect(cell.x, 0, cell.width, height);
  });
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Export of a palette as CSS variables, JSON or a PNG swatch. */
export function ExportBar({ entries, fileName }: { entries: readonly PaletteEntry[]; fileName: string }) {
  const { t } = useTranslation('color-palette');
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('export.label')}</legend>
      <Button
        variant="outline"
        size="sm"
        onClick={() => downloadText(paletteCss(entries), `${fileName}.css`, 'text/css')}
      >
        <FileCode aria-hidden="true" />
        {t('export.css')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => downloadText(paletteJson(entries), `${fileName}.json`, 'application/json')}
      >
        <FileJson aria-hidden="true" />
        {t('export.json')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          swatchPng(entries).then(
            (blob) => downloadBlob(blob, `${fileName}.png`),
            () => toast.error(t('export.pngFailed')),
          )
        }
      >
        <Image aria-hidden="true" />
        {t('export.png')}
      </Button>
    </fieldset>
  );
}
