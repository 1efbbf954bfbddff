import { FAVICON_HTML } from '@toolbox/image-kit/favicon-set';
import { uniqueFileNames, zipName } from '@toolbox/image-kit/file-names';
import { partitionFiles } from '@toolbox/kit/accept-files';
import { formatBytes } from '@toolbox/kit/bytes';
import { downloadBlob } from '@toolbox/kit/download';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { Button } from '@toolbox/ui/button';
import { FileDropZone } from '@toolbox/ui/file-drop-zone';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { Input } from '@toolbox/ui/input';
import { NativeSelect } from '@toolbox/ui/native-select';
import { OpenInMenu } from '@toolbox/ui/open-in-menu';
import { RangeField } from '@toolbox/ui/range-field';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { toast } from '@toolbox/ui/toast';
import { useObjectUrl } from '@toolbox/ui/use-object-url';
import { Download, FileArchive, RefreshCw, Trash2, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ConverterFormat,
  DEFAULT_FORMAT,
  IMAGE_ACCEPT,
  MAX_IMAGE_BYTES,
  OUTPUT_FORMATS,
  QUALITY,
  SIZE_PRESETS,
} from '../core/constants';
import {
  type ConversionSettings,
  icoSizes,
  outputName,
  parseSide,
  presetOf,
  resultFile,
  usesQuality,
} from '../core/plan';
import { type ImageConverterWorker, imageConverterWorker } from '../worker/client';

// React escapes text itself; i18next's default HTML escaping would show 'a&b.png' as 'a&amp;b.png'.
const RAW = { escapeValue: false };

interface SourceImage {
  id: string;
  file: File;
}

interface ConvertedImage {
  id: string;
  originalId: string;
  name: string;
  blob: Blob;
  format: ConverterFormat;
  width: number;
  height: number;
  /** The result as a file for "Open in…"; none for a favicon set (a ZIP). */
  file: File | undefined;
}

let nextId = 1;
const newId = () => `image-${nextId++}`;

/** Why a file failed, as the spec's messages (CONTEXT.md Rules: Errors). */
function failureKey(error: unknown, format: ConverterFormat): string {
  if (error instanceof Error && error.name === 'ImageReadError')
    return 'problem' in error && error.problem === 'heic' ? 'errors.heic' : 'errors.imageLoadFailed';
  if (error instanceof Error && error.name === 'InputReadError') return 'errors.readFailed';
  return format === 'ico' ? 'errors.icoFailed' : 'errors.conversionFailed';
}

export default function ImageConverterTool({
  worker = imageConverterWorker,
}: {
  worker?: ImageConverterWorker;
}) {
  const { t } = useTranslation('image-converter');
  const widthId = useId();
  const heightId = useId();
  const [images, setImages] = useState<SourceImage[]>([]);
  const [results, setResults] = useState<ConvertedImage[]>([]);
  const [format, setFormat] = useState<ConverterFormat>(DEFAULT_FORMAT);
  const [quality, setQuality] = useState<number>(QUALITY.default);
  const [widthText, setWidthText] = useState('');
  const [heightText, setHeightText] = useState('');
  const [keepAspect, setKeepAspect] = useState(true);
  const [progress, setProgress] = useState<{ done: number; total: number; name: string } | undefined>();
  const [zipping, setZipping] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  // The worker's code loads while the user picks files and settings, not after.
  useEffect(() => worker.warm(), [worker]);

  const width = parseSide(widthText);
  const height = parseSide(heightText);
  const preset = presetOf(width, height) ?? 'custom';
  const sizeApplies = format !== 'favicon';

  function add(files: File[]) {
    setImages((previous) => [...previous, ...files.map((file) => ({ id: newId(), file }))]);
  }

  function refuse(rejections: ReadonlyArray<{ file: File; reason: 'type' | 'size' }>) {
    for (const { file, reason } of rejections)
      toast.error(
        t(reason === 'type' ? 'errors.invalidFile' : 'errors.tooLarge', {
          name: file.name,
          limit: formatBytes(MAX_IMAGE_BYTES),
          interpolation: RAW,
        }),
      );
  }

  // Images handed over by another tool (CONTEXT.md Rules: Hand-off) join the list as dropped ones
  // do, with the drop zone's checks and messages; converting waits for Convert all, as for a drop.
  useHandOffReceiver((handed) => {
    const { accepted, rejected } = partitionFiles({
      files: handed.flatMap((item) => (item.kind === 'file' ? [item.file] : [])),
      accept: IMAGE_ACCEPT,
      maxSizeBytes: MAX_IMAGE_BYTES,
      multiple: true,
    });
    refuse(rejected);
    if (accepted.length > 0) add(accepted);
  });

  function remove(id: string) {
    setImages((previous) => previous.filter((image) => image.id !== id));
    setResults((previous) => previous.filter((result) => result.originalId !== id));
  }

  function clearAll() {
    controller.current?.abort();
    setImages([]);
    setResults([]);
  }

  function choosePreset(id: string) {
    const chosen = SIZE_PRESETS.find((candidate) => candidate.id === id);
    if (!chosen) return;
    setWidthText(chosen.width ? String(chosen.width) : '');
    setHeightText(chosen.height ? String(chosen.height) : '');
  }

  async function convertAll() {
    if (images.length === 0) {
      toast.error(t('errors.noImages'));
      return;
    }
    const current = new AbortController();
    controller.current = current;
    const settings: ConversionSettings = { format, quality, width, height, keepAspect };
    const queue = [...images];
    let converted = 0;
    for (const [index, image] of queue.entries()) {
      setProgress({ done: index, total: queue.length, name: image.file.name });
      try {
        const result = await worker.call(
          'convert',
          { file: image.file, name: image.file.name, settings },
          { signal: current.signal },
        );
        if (current.signal.aborted) return;
        converted++;
        setResults((previous) => {
          const names = uniqueFileNames([
            ...previous.map((item) => item.name),
            outputName(image.file.name, format),
          ]);
          const name = names[names.length - 1] as string;
          const entry: ConvertedImage = {
            id: newId(),
            originalId: image.id,
            name,
            format,
            ...result,
            file: resultFile(result.blob, name, format),
          };
          return [...previous, entry];
        });
      } catch (error) {
        if (current.signal.aborted) return;
        console.warn('image-converter: conversion failed', error);
        toast.error(t(failureKey(error, format), { name: image.file.name, interpolation: RAW }));
      }
    }
    if (controller.current === current) {
      controller.current = undefined;
      setProgress(undefined);
    }
    if (converted > 0) toast.success(t('toasts.converted', { count: converted }));
  }

  function cancel() {
    controller.current?.abort();
    controller.current = undefined;
    worker.terminate();
    setProgress(undefined);
    toast.info(t('toasts.cancelled'));
  }

  function download(result: ConvertedImage) {
    downloadBlob(result.blob, result.name);
    toast.success(t('toasts.downloaded', { name: result.name, interpolation: RAW }));
  }

  async function downloadAll() {
    setZipping(true);
    try {
      const zip = await worker.call('zip', { files: results.map(({ name, blob }) => ({ name, blob })) });
      const name = zipName('images', new Date());
      downloadBlob(zip, name);
      toast.success(t('toasts.downloaded', { name, interpolation: RAW }));
    } catch (error) {
      console.warn('image-converter: ZIP failed', error);
      toast.error(t('errors.zipFailed'));
    } finally {
      setZipping(false);
    }
  }

  const busy = progress !== undefined;
  // "Open in…" for every image result at once (a favicon set's ZIP is left out): a new list only
  // when the results change.
  const allOutputs = useMemo<HandOffItem[]>(
    () => results.flatMap((result) => (result.file ? [{ kind: 'file', file: result.file }] : [])),
    [results],
  );

  return (
    <div className="space-y-6">
      <FileDropZone
        accept={IMAGE_ACCEPT}
        multiple
        maxSizeBytes={MAX_IMAGE_BYTES}
        label={t('upload.label')}
        disabled={busy}
        onFiles={add}
        onReject={refuse}
      />

      <section
        aria-labelledby={`${widthId}-settings`}
        className="space-y-4 rounded-lg border border-border p-4"
      >
        <h2 id={`${widthId}-settings`} className="font-semibold">
          {t('settings.title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={`${widthId}-format`} className="font-medium text-sm">
              {t('settings.format')}
            </label>
            <NativeSelect<ConverterFormat>
              id={`${widthId}-format`}
              value={format}
              onValueChange={setFormat}
              options={OUTPUT_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) }))}
            />
          </div>
          {usesQuality(format) && (
            <RangeField
              label={t('settings.quality')}
              value={quality}
              min={QUALITY.min}
              max={QUALITY.max}
              step={QUALITY.step}
              valueText={`${quality}%`}
              onValueChange={setQuality}
            />
          )}
        </div>
        {sizeApplies && (
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="space-y-1.5">
              <label htmlFor={`${widthId}-preset`} className="font-medium text-sm">
                {t('settings.preset')}
              </label>
              <NativeSelect
                id={`${widthId}-preset`}
                value={preset}
                onValueChange={choosePreset}
                options={[
                  ...SIZE_PRESETS.map((item) => ({
                    value: item.id,
                    label: item.width
                      ? `${t(`presets.${item.id}`)} (${item.width}×${item.height})`
                      : t(`presets.${item.id}`),
                  })),
                  ...(preset === 'custom' ? [{ value: 'custom', label: t('presets.custom') }] : []),
                ]}
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor={widthId} className="font-medium text-sm">
                {t('settings.width')}
              </label>
              <Input
                id={widthId}
                inputMode="numeric"
                value={widthText}
                placeholder={t('settings.auto')}
                onChange={(event) => setWidthText(event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <label htmlFor={heightId} className="font-medium text-sm">
                {t('settings.height')}
              </label>
              <Input
                id={heightId}
                inputMode="numeric"
                value={heightText}
                placeholder={t('settings.auto')}
                onChange={(event) => setHeightText(event.target.value)}
              />
            </div>
          </div>
        )}
        {sizeApplies && format !== 'ico' && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={keepAspect}
              onChange={(event) => setKeepAspect(event.target.checked)}
            />
            {t('settings.keepAspect')}
          </label>
        )}
        {format === 'ico' && (
          <p className="text-muted-foreground text-sm">
            {t('settings.icoHint', { sizes: icoSizes(width, height).join(', ') })}
          </p>
        )}
        {format === 'favicon' && <p className="text-muted-foreground text-sm">{t('settings.faviconHint')}</p>}
        <div className="flex flex-wrap gap-2">
          <Button onClick={convertAll} disabled={busy}>
            <RefreshCw aria-hidden className="size-4" />
            {t('actions.convertAll')}
          </Button>
          <Button
            variant="secondary"
            onClick={clearAll}
            disabled={busy || (images.length === 0 && results.length === 0)}
          >
            <Trash2 aria-hidden className="size-4" />
            {t('actions.clearAll')}
          </Button>
        </div>
      </section>

      {progress && (
        <TaskProgress
          label={t('progress.label')}
          value={(progress.done / progress.total) * 100}
          currentItem={t('progress.current', {
            index: progress.done + 1,
            total: progress.total,
            name: progress.name,
            interpolation: RAW,
          })}
          onCancel={cancel}
        />
      )}

      {images.length > 0 && (
        <section aria-label={t('list.label')} className="space-y-2">
          <h2 className="font-semibold">{t('list.title', { count: images.length })}</h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {images.map((image) => (
              <SourceRow key={image.id} image={image} onRemove={() => remove(image.id)} disabled={busy} />
            ))}
          </ul>
        </section>
      )}

      {results.length > 0 && (
        <section aria-label={t('results.label')} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold">{t('results.title', { count: results.length })}</h2>
            <div className="flex flex-wrap gap-2">
              {!busy && allOutputs.length > 1 && (
                <OpenInMenu
                  items={allOutputs}
                  aria-label={t('actions.openAllIn', { count: allOutputs.length })}
                />
              )}
              <Button variant="secondary" size="sm" onClick={downloadAll} disabled={zipping}>
                <FileArchive aria-hidden className="size-4" />
                {t('actions.downloadAll')}
              </Button>
            </div>
          </div>
          <ul className="grid gap-2 sm:grid-cols-2">
            {results.map((result) => (
              <ResultRow key={result.id} result={result} onDownload={() => download(result)} />
            ))}
          </ul>
          {results.some((result) => result.format === 'favicon') && (
            <div className="space-y-1">
              <p className="text-sm">{t('results.faviconHtml')}</p>
              <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">{FAVICON_HTML}</pre>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

function SourceRow({
  image,
  onRemove,
  disabled,
}: {
  image: SourceImage;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('image-converter');
  const url = useObjectUrl(image.file);
  const [size, setSize] = useState<string | undefined>();
  const [broken, setBroken] = useState(false);
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border p-2">
      <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded bg-muted">
        {url && !broken && (
          <img
            src={url}
            alt=""
            className="max-h-full max-w-full object-contain"
            onLoad={(event) =>
              setSize(`${event.currentTarget.naturalWidth} × ${event.currentTarget.naturalHeight}`)
            }
            onError={() => setBroken(true)}
          />
        )}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium">{image.file.name}</p>
        <p className="text-muted-foreground">
          {formatBytes(image.file.size)}
          {size ? ` · ${size}` : ''}
          {broken ? ` · ${t('list.noPreview')}` : ''}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('actions.remove', { name: image.file.name, interpolation: RAW })}
      >
        <X aria-hidden className="size-4" />
      </Button>
    </li>
  );
}

function ResultRow({ result, onDownload }: { result: ConvertedImage; onDownload: () => void }) {
  const { t } = useTranslation('image-converter');
  const url = useObjectUrl(result.format === 'favicon' ? undefined : result.blob);
  const handOff = useMemo<HandOffItem[]>(
    () => (result.file ? [{ kind: 'file', file: result.file }] : []),
    [result.file],
  );
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border p-2">
      <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded bg-muted">
        {url ? (
          <img src={url} alt="" className="max-h-full max-w-full object-contain" />
        ) : (
          <FileArchive aria-hidden className="size-6 text-muted-foreground" />
        )}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium">{result.name}</p>
        <p className="text-muted-foreground">
          {t(`formats.${result.format}`)} · {formatBytes(result.blob.size)} · {result.width} × {result.height}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-1.5">
        {result.file && (
          <OpenInMenu
            items={handOff}
            aria-label={t('actions.openIn', { name: result.name, interpolation: RAW })}
          />
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={onDownload}
          aria-label={t('actions.download', { name: result.name, interpolation: RAW })}
        >
          <Download aria-hidden className="size-4" />
        </Button>
      </div>
    </li>
  );
}
