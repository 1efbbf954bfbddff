import { base64ToBytes } from '@toolbox/kit/base64';
import { downloadBlob } from '@toolbox/kit/download';
import { Button } from '@toolbox/ui/button';
import { Input } from '@toolbox/ui/input';
import { NativeSelect } from '@toolbox/ui/native-select';
import { toast } from '@toolbox/ui/toast';
import { Download } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconDesign } from '../core/design';
import {
  DEFAULT_EXPORT_SIZE,
  DEFAULT_FILE_NAME,
  EXPORT_CLICK_DELAY_MS,
  EXPORT_FORMATS,
  EXPORT_SIZES,
  type ExportFormat,
  type ExportSize,
  exportFileName,
  isDataUrl,
  withRetries,
} from '../core/export';
import { buildSvg, rasterise, svgDataUrl } from './build-svg';

/**
 * A data URL's bytes as a Blob, decoded here: fetching a data URL is a connection the site's
 * Content Security Policy (`connect-src 'self'`) refuses.
 */
function dataUrlBlob(url: string): Blob {
  const comma = url.indexOf(',');
  const header = url.slice(5, comma);
  const type = header.split(';')[0] || 'application/octet-stream';
  if (!header.endsWith(';base64')) return new Blob([decodeURIComponent(url.slice(comma + 1))], { type });
  const decoded = base64ToBytes({ text: url });
  if (!decoded.ok) throw new Error('the data URL is damaged');
  return new Blob([decoded.bytes as Uint8Array<ArrayBuffer>], { type });
}

/** One file of the chosen format and size: a data URL (the spec's check), or the favicon set's ZIP. */
async function exportFile(design: IconDesign, format: ExportFormat, size: number): Promise<Blob> {
  if (format === 'favicon') {
    const [{ faviconSet }, { zipToBlob }] = await Promise.all([
      import('@toolbox/image-kit/favicon-set'),
      import('@toolbox/image-kit/zip'),
    ]);
    const { svg } = await buildSvg(design, 512);
    // The apple-touch icon is asked for opaque: drawn on white.
    const entries = await faviconSet(async (side, opaque) => {
      const url = await rasterise(svg, side, 'png', { background: opaque ? '#ffffff' : undefined });
      return new Uint8Array(await dataUrlBlob(url).arrayBuffer());
    });
    return zipToBlob(entries);
  }
  const { svg } = await buildSvg(design, size);
  const url = format === 'svg' ? svgDataUrl(svg) : await rasterise(svg, size, format);
  if (!isDataUrl(url)) throw new Error('the result is not a data URL');
  return dataUrlBlob(url);
}

/** The export tab: name, format, size, and the export with the spec's retries (CONTEXT.md Rules: Export). */
export function ExportPanel({ design }: { design: IconDesign }) {
  const { t } = useTranslation('icon-maker');
  const nameId = useId();
  const formatId = useId();
  const sizeId = useId();
  const [name, setName] = useState(DEFAULT_FILE_NAME);
  const [format, setFormat] = useState<ExportFormat>('png');
  const [size, setSize] = useState<ExportSize>(DEFAULT_EXPORT_SIZE);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function run() {
    if (running.current) return; // a second click while exporting is ignored
    running.current = true;
    setBusy(true);
    const loading = 'icon-maker-export';
    toast(t('export.exporting'), { id: loading, duration: Number.POSITIVE_INFINITY });
    try {
      await new Promise((resolve) => setTimeout(resolve, EXPORT_CLICK_DELAY_MS));
      const blob = await withRetries(() => exportFile(design, format, size));
      downloadBlob(blob, exportFileName(name, format));
      toast.success(t('export.exportSuccess', { format: t(`formats.${format}`), size }), { id: loading });
    } catch (error) {
      console.warn('icon-maker: export failed', error);
      const reason = error instanceof Error ? error.message : String(error);
      toast.error(t('export.errorExport', { reason }), { id: loading });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <label htmlFor={nameId} className="font-medium text-sm">
          {t('export.fileName')}
        </label>
        <Input id={nameId} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="space-y-1">
          <label htmlFor={formatId} className="font-medium text-sm">
            {t('export.format')}
          </label>
          <NativeSelect<ExportFormat>
            id={formatId}
            value={format}
            onValueChange={setFormat}
            options={EXPORT_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) }))}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={sizeId} className="font-medium text-sm">
            {t('export.size')}
          </label>
          <NativeSelect
            id={sizeId}
            value={String(size)}
            disabled={format === 'favicon'}
            onValueChange={(value) => setSize(Number(value) as ExportSize)}
            options={EXPORT_SIZES.map((value) => ({ value: String(value), label: `${value} × ${value}` }))}
          />
        </div>
      </div>
      {format === 'favicon' && <p className="text-muted-foreground text-sm">{t('export.faviconHint')}</p>}
      <Button onClick={() => void run()} disabled={busy} className="w-full">
        <Download aria-hidden="true" />
        {busy ? t('export.exporting') : t('export.export')}
      </Button>
    </div>
  );
}
