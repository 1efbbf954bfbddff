import { formatBytes } from '@toolbox/kit/bytes';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { Button } from '@toolbox/ui/button';
import { OpenInMenu } from '@toolbox/ui/open-in-menu';
import { useObjectUrl } from '@toolbox/ui/use-object-url';
import { Columns2, Download, RefreshCw, X } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { percentChange } from '../core/files';
import type { CompressionSettings } from '../core/settings';
import type { Compressed } from '../worker/api';

/** The before/after dialog (and Radix Dialog with it) loads on the first Compare click, not with the page. */
const CompareDialog = lazy(() => import('./compare-dialog'));

// React escapes text itself; i18next's default HTML escaping would show 'a&b.png' as 'a&amp;b.png'.
const RAW = { escapeValue: false };

/** One entry of the results: the spec's compressed image result, and its status while it is made. */
export interface CompressedItem extends Partial<Compressed> {
  id: string;
  file: File;
  /** The output's name (`compressed_…`), unique in the list; the source name until done. */
  name: string;
  status: 'waiting' | 'done' | 'failed';
  /** The settings it was made with. */
  settings?: CompressionSettings;
  /** The result as a file (its name and MIME type), for "Open in…". */
  output?: File;
}

function Badge({
  children,
  tone = 'neutral',
}: {
  children: React.ReactNode;
  tone?: 'neutral' | 'good' | 'bad';
}) {
  // Coloured text on the page's own background with a coloured edge: on a 10% tint of its colour,
  // green read 4.38:1 and red 4.13:1 (axe wants 4.5); on white they read 5.0 and 4.8.
  const tones = {
    neutral: 'bg-muted text-foreground',
    good: 'border border-success/50 text-success',
    bad: 'border border-destructive/50 text-destructive',
  };
  return <span className={`rounded px-1.5 py-0.5 font-medium text-xs ${tones[tone]}`}>{children}</span>;
}

export function ResultRow({
  item,
  busy,
  onRecompress,
  onRemove,
  onDownload,
}: {
  item: CompressedItem;
  busy: boolean;
  onRecompress: () => void;
  onRemove: () => void;
  onDownload: (blob: Blob, name: string) => void;
}) {
  const { t } = useTranslation('image-compressor');
  const originalUrl = useObjectUrl(item.file);
  const compressedUrl = useObjectUrl(item.blob);
  const [comparing, setComparing] = useState(false);
  const done = item.status === 'done' && item.blob;
  const change = item.blob ? percentChange(item.file.size, item.blob.size) : 0;
  const larger = done && change > 0;
  const output = item.status === 'done' ? item.output : undefined;
  const handOff = useMemo<HandOffItem[]>(() => (output ? [{ kind: 'file', file: output }] : []), [output]);

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center">
      <div className="flex shrink-0 gap-2">
        <figure className="flex size-16 items-center justify-center overflow-hidden rounded bg-muted">
          {originalUrl && (
            <img
              src={originalUrl}
              alt={t('results.original', { name: item.file.name, interpolation: RAW })}
              className="max-h-full max-w-full object-contain"
            />
          )}
        </figure>
        <figure className="flex size-16 items-center justify-center overflow-hidden rounded bg-muted">
          {compressedUrl && (
            <img
              src={compressedUrl}
              alt={t('results.compressed', { name: item.name, interpolation: RAW })}
              className="max-h-full max-w-full object-contain"
            />
          )}
        </figure>
      </div>
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="truncate font-medium">{item.name}</p>
        {item.status === 'waiting' && <p className="text-muted-foreground">{t('results.waiting')}</p>}
        {item.status === 'failed' && <p className="text-destructive">{t('results.failed')}</p>}
        {done && (
          <>
            <p className="text-muted-foreground">
              {formatBytes(item.file.size)} → {formatBytes(item.blob?.size ?? 0)}
            </p>
            <div className="flex flex-wrap gap-1.5">
              <Badge>
                {item.width} × {item.height}
              </Badge>
              <Badge>{t(`format.${item.format}`)}</Badge>
              <Badge tone={change <= 0 ? 'good' : 'bad'}>
                {change > 0 ? '+' : ''}
                {change}%
              </Badge>
              {item.quality !== undefined && <Badge>{t('results.quality', { quality: item.quality })}</Badge>}
              {item.fitsTarget === false && <Badge tone="bad">{t('results.overTarget')}</Badge>}
            </div>
            {larger && (
              <p className="text-destructive text-xs" role="note">
                {t('results.larger')}
              </p>
            )}
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-1.5">
        {done && item.blob && (
          <>
            <Button
              size="sm"
              onClick={() => onDownload(item.blob as Blob, item.name)}
              aria-label={t('actions.download', { name: item.name, interpolation: RAW })}
            >
              <Download aria-hidden className="size-4" />
            </Button>
            {output && (
              <OpenInMenu
                items={handOff}
                aria-label={t('actions.openIn', { name: item.name, interpolation: RAW })}
              />
            )}
            {larger && (
              <Button variant="outline" size="sm" onClick={() => onDownload(item.file, item.file.name)}>
                {t('actions.downloadOriginal')}
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setComparing(true)}
              aria-label={t('actions.compare', { name: item.name, interpolation: RAW })}
            >
              <Columns2 aria-hidden className="size-4" />
            </Button>
          </>
        )}
        {item.status !== 'waiting' && (
          <Button
            variant="secondary"
            size="sm"
            onClick={onRecompress}
            disabled={busy}
            aria-label={t('actions.recompress', { name: item.file.name, interpolation: RAW })}
          >
            <RefreshCw aria-hidden className="size-4" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('actions.remove', { name: item.name, interpolation: RAW })}
        >
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      {comparing && originalUrl && compressedUrl && (
        <Suspense fallback={null}>
          <CompareDialog
            name={item.name}
            originalUrl={originalUrl}
            compressedUrl={compressedUrl}
            onClose={() => setComparing(false)}
          />
        </Suspense>
      )}
    </li>
  );
}
