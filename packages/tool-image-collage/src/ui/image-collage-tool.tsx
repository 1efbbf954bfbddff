import { IMAGE_LOAD_TIMEOUT_MS } from '@toolbox/image-kit/decode';
import { isHeicFile } from '@toolbox/image-kit/formats';
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
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { SortableItem, SortableList } from '@toolbox/ui/sortable-list';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { toast } from '@toolbox/ui/toast';
import { type CancellableTask, useCancellableTask } from '@toolbox/ui/use-cancellable-task';
import { Download, GripVertical, Sparkles, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLUMNS,
  type CollageFormat,
  IMAGE_ACCEPT,
  LAYOUTS,
  type Layout,
  MAX_IMAGE_BYTES,
  OUTPUT_FORMATS,
  QUALITY,
  RADIUS,
  SIZE_PRESETS,
  SPACING,
} from '../core/constants';
import { collageFile } from '../core/files';
import {
  type CollageSettings,
  collageFileName,
  DEFAULT_SETTINGS,
  type FreePosition,
  initialFreePositions,
  parseCanvasSide,
  withLayout,
} from '../core/layout';
import type { RenderInput } from '../worker/api';
import { type ImageCollageWorker, imageCollageWorker } from '../worker/client';
import { CollagePreview, type PreviewImage } from './collage-preview';

// React escapes text itself; i18next's default HTML escaping would show 'a&b.png' as 'a&amp;b.png'.
const RAW = { escapeValue: false };

interface CollageImage extends PreviewImage {
  file: File;
}

let nextId = 1;

/** The image's upright size, read by the browser off the main thread (`decode()`). */
async function loadImage(file: File): Promise<CollageImage> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await Promise.race([
      image.decode(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), IMAGE_LOAD_TIMEOUT_MS)),
    ]);
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    id: `collage-${nextId++}`,
    file,
    name: file.name,
    url,
    width: image.naturalWidth,
    height: image.naturalHeight,
  };
}

export default function ImageCollageTool({ worker = imageCollageWorker }: { worker?: ImageCollageWorker }) {
  const { t } = useTranslation('image-collage');
  const id = useId();
  const [images, setImages] = useState<CollageImage[]>([]);
  const [settings, setSettings] = useState<CollageSettings>(DEFAULT_SETTINGS);
  const [sizeText, setSizeText] = useState({
    width: String(DEFAULT_SETTINGS.canvasWidth),
    height: String(DEFAULT_SETTINGS.canvasHeight),
  });
  const [freePositions, setFreePositions] = useState<Record<string, FreePosition>>({});
  const [result, setResult] = useState<{ blob: Blob; name: string; file: File } | undefined>();
  const urls = useRef(new Set<string>());

  // Object URLs of the images live as long as the page shows them.
  useEffect(() => {
    const known = urls.current;
    return () => {
      for (const url of known) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (patch: Partial<CollageSettings>) => {
    setSettings((previous) => ({ ...previous, ...patch }));
    setResult(undefined);
  };

  async function add(files: File[]) {
    for (const file of files) {
      try {
        const image = await loadImage(file);
        urls.current.add(image.url);
        setImages((previous) => [...previous, image]);
        setResult(undefined);
      } catch {
        toast.error(
          t(isHeicFile(file) ? 'errors.heic' : 'errors.loadFailed', { name: file.name, interpolation: RAW }),
        );
      }
    }
  }

  function refuse(rejections: ReadonlyArray<{ file: File; reason: 'type' | 'size' }>) {
    for (const { file, reason } of rejections)
      toast.error(
        t(reason === 'type' ? 'errors.invalidFile' : 'errors.tooLarge', {
          name: file.name,
          interpolation: RAW,
        }),
      );
  }

  function remove(imageId: string) {
    const image = images.find((entry) => entry.id === imageId);
    if (image) {
      URL.revokeObjectURL(image.url);
      urls.current.delete(image.url);
    }
    setImages((previous) => previous.filter((entry) => entry.id !== imageId));
    setResult(undefined);
  }

  function reorder(ids: string[]) {
    setImages((previous) =>
      ids.map((imageId) => previous.find((image) => image.id === imageId) as CollageImage),
    );
    setResult(undefined);
  }

  function applySize(width: number, height: number) {
    setSizeText({ width: String(width), height: String(height) });
    update({ canvasWidth: width, canvasHeight: height });
  }

  // Freeform places new images in rows until the user moves them.
  const defaults = initialFreePositions(images, {
    width: settings.canvasWidth,
    height: settings.canvasHeight,
  });
  const positions = images.map(
    (image, index) => freePositions[image.id] ?? (defaults[index] as FreePosition),
  );

  // One render at a time; Cancel aborts it (its worker is ended).
  const renderTask = useCallback<CancellableTask<RenderInput, Blob>>(
    (input, signal, onProgress) =>
      worker.call('render', input, { signal, onProgress: ({ ratio }) => onProgress(ratio) }),
    [worker],
  );
  const { isRunning: busy, progress, run, cancel } = useCancellableTask(renderTask);

  async function generate() {
    if (images.length === 0) {
      toast.error(t('errors.noImages'));
      return;
    }
    try {
      const blob = await run({
        images: images.map(({ file, name, width, height }) => ({ file, name, width, height })),
        settings,
        freePositions: positions,
      });
      if (!blob) return; // cancelled
      const name = collageFileName(settings.outputFormat, new Date());
      setResult({ blob, name, file: collageFile(blob, name, settings.outputFormat) });
      toast.success(t('toasts.generated'));
    } catch (error) {
      console.warn('image-collage: export failed', error);
      toast.error(t('errors.generateFailed'));
    }
  }

  function download() {
    if (!result) {
      toast.error(t('errors.noPreview'));
      return;
    }
    downloadBlob(result.blob, result.name);
    toast.success(t('toasts.downloaded', { name: result.name, interpolation: RAW }));
  }

  // Images handed over by another tool (CONTEXT.md Rules: Hand-off) are added as dropped ones,
  // with the drop zone's checks and messages; while a collage is being drawn (the drop zone is
  // disabled then too) they wait, so the file made matches the preview.
  const [received, setReceived] = useState<File[]>([]);
  useHandOffReceiver((handed) => {
    const files = handed.flatMap((item) => (item.kind === 'file' ? [item.file] : []));
    if (files.length > 0) setReceived((previous) => [...previous, ...files]);
  });
  const addLatest = useRef({ add, refuse });
  addLatest.current = { add, refuse };
  useEffect(() => {
    if (busy || received.length === 0) return;
    setReceived([]);
    const { accepted, rejected } = partitionFiles({
      files: received,
      accept: IMAGE_ACCEPT,
      maxSizeBytes: MAX_IMAGE_BYTES,
      multiple: true,
    });
    addLatest.current.refuse(rejected);
    if (accepted.length > 0) void addLatest.current.add(accepted);
  }, [busy, received]);

  const handOff = useMemo<HandOffItem[]>(
    () => (result ? [{ kind: 'file', file: result.file }] : []),
    [result],
  );

  const preset = SIZE_PRESETS.find(
    (item) => item.width === settings.canvasWidth && item.height === settings.canvasHeight,
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

      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
        <div className="space-y-6">
          {images.length > 0 && (
            <section aria-labelledby={`${id}-images`} className="space-y-2">
              <h2 id={`${id}-images`} className="font-semibold">
                {t('list.title', { count: images.length })}
              </h2>
              <SortableList
                ids={images.map((image) => image.id)}
                onReorder={reorder}
                titleOf={(imageId) => images.find((image) => image.id === imageId)?.name ?? ''}
                messages={{
                  instructions: t('drag.instructions'),
                  start: (name) => t('drag.start', { name, interpolation: RAW }),
                  over: (name, position) => t('drag.over', { name, position, interpolation: RAW }),
                  end: (name, position) => t('drag.end', { name, position, interpolation: RAW }),
                  cancel: (name) => t('drag.cancel', { name, interpolation: RAW }),
                }}
              >
                <ul className="space-y-2">
                  {images.map((image) => (
                    <SortableItem key={image.id} id={image.id}>
                      {(sortable) => (
                        <li
                          ref={sortable.ref}
                          style={sortable.style}
                          className="flex items-center gap-2 rounded-lg border border-border bg-background p-2"
                        >
                          <button
                            ref={sortable.handleRef}
                            type="button"
                            className="cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-muted"
                            aria-label={t('list.drag', { name: image.name, interpolation: RAW })}
                            {...sortable.handleProps}
                          >
                            <GripVertical aria-hidden className="size-4" />
                          </button>
                          <img src={image.url} alt="" className="size-10 shrink-0 rounded object-cover" />
                          <div className="min-w-0 flex-1 text-sm">
                            <p className="truncate font-medium">{image.name}</p>
                            <p className="text-muted-foreground text-xs">
                              {image.width} × {image.height} · {formatBytes(image.file.size)}
                            </p>
                          </div>
                          <Button
                            variant="ghost"
                            size="sm"
                            disabled={busy}
                            onClick={() => remove(image.id)}
                            aria-label={t('list.remove', { name: image.name, interpolation: RAW })}
                          >
                            <X aria-hidden className="size-4" />
                          </Button>
                        </li>
                      )}
                    </SortableItem>
                  ))}
                </ul>
              </SortableList>
            </section>
          )}

          <section aria-labelledby={`${id}-layout`} className="space-y-4 rounded-lg border border-border p-4">
            <h2 id={`${id}-layout`} className="font-semibold">
              {t('layout.title')}
            </h2>
            <SegmentedControl<Layout>
              label={t('layout.layout')}
              value={settings.layout}
              onValueChange={(layout) => {
                setSettings((previous) => withLayout(previous, layout));
                setResult(undefined);
              }}
              options={LAYOUTS.map((value) => ({ value, label: t(`layout.${value}`) }))}
            />
            {settings.layout !== 'freeform' && (
              <RangeField
                label={t('layout.columns')}
                value={settings.columns}
                min={COLUMNS.min}
                max={COLUMNS.max}
                onValueChange={(columns) => update({ columns })}
              />
            )}
            <RangeField
              label={t('layout.spacing')}
              value={settings.spacing}
              min={SPACING.min}
              max={SPACING.max}
              valueText={`${settings.spacing} px`}
              onValueChange={(spacing) => update({ spacing })}
            />
            <RangeField
              label={t('layout.radius')}
              value={settings.borderRadius}
              min={RADIUS.min}
              max={RADIUS.max}
              valueText={`${settings.borderRadius} px`}
              onValueChange={(borderRadius) => update({ borderRadius })}
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="color"
                value={settings.backgroundColor}
                onChange={(event) => update({ backgroundColor: event.target.value })}
                className="h-8 w-12 rounded border border-border bg-background"
              />
              {t('layout.background')}
            </label>
            {settings.layout === 'freeform' && (
              <p className="text-muted-foreground text-sm">{t('layout.freeformHint')}</p>
            )}
          </section>

          <section aria-labelledby={`${id}-output`} className="space-y-4 rounded-lg border border-border p-4">
            <h2 id={`${id}-output`} className="font-semibold">
              {t('output.title')}
            </h2>
            <div className="space-y-1.5">
              <label htmlFor={`${id}-preset`} className="font-medium text-sm">
                {t('output.preset')}
              </label>
              <NativeSelect
                id={`${id}-preset`}
                value={preset?.id ?? 'custom'}
                onValueChange={(presetId) => {
                  const chosen = SIZE_PRESETS.find((item) => item.id === presetId);
                  if (chosen) applySize(chosen.width, chosen.height);
                }}
                options={[
                  ...SIZE_PRESETS.map((item) => ({
                    value: item.id,
                    label: `${t(`presets.${item.id}`)} (${item.width}×${item.height})`,
                  })),
                  ...(preset ? [] : [{ value: 'custom', label: t('presets.custom') }]),
                ]}
              />
            </div>
            <div className="grid grid-cols-2 gap-3">
              {(['width', 'height'] as const).map((side) => (
                <div key={side} className="space-y-1.5">
                  <label htmlFor={`${id}-${side}`} className="font-medium text-sm">
                    {t(`output.${side}`)}
                  </label>
                  <Input
                    id={`${id}-${side}`}
                    inputMode="numeric"
                    value={sizeText[side]}
                    onChange={(event) =>
                      setSizeText((previous) => ({ ...previous, [side]: event.target.value }))
                    }
                    // Applied when the field is left, so typing "1" on the way to "1200" is not clamped to 100.
                    onBlur={() => {
                      const value = parseCanvasSide(sizeText[side]);
                      setSizeText((previous) => ({ ...previous, [side]: String(value) }));
                      update(side === 'width' ? { canvasWidth: value } : { canvasHeight: value });
                    }}
                  />
                </div>
              ))}
            </div>
            <div className="space-y-1.5">
              <label htmlFor={`${id}-format`} className="font-medium text-sm">
                {t('output.format')}
              </label>
              <NativeSelect<CollageFormat>
                id={`${id}-format`}
                value={settings.outputFormat}
                onValueChange={(outputFormat) => update({ outputFormat })}
                options={OUTPUT_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) }))}
              />
            </div>
            {settings.outputFormat !== 'png' && (
              <RangeField
                label={t('output.quality')}
                value={settings.quality}
                min={QUALITY.min}
                max={QUALITY.max}
                step={QUALITY.step}
                valueText={`${settings.quality}%`}
                onValueChange={(quality) => update({ quality })}
              />
            )}
          </section>
        </div>

        <section aria-labelledby={`${id}-preview`} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`${id}-preview`} className="font-semibold">
              {t('preview.title', { width: settings.canvasWidth, height: settings.canvasHeight })}
            </h2>
            <div className="flex flex-wrap gap-2">
              <Button onClick={generate} disabled={busy}>
                <Sparkles aria-hidden className="size-4" />
                {t('actions.generate')}
              </Button>
              <Button variant="secondary" onClick={download} disabled={busy}>
                <Download aria-hidden className="size-4" />
                {t('actions.download')}
              </Button>
              {result && !busy && <OpenInMenu items={handOff} size="md" />}
            </div>
          </div>
          {busy && (
            <TaskProgress
              label={t('progress.label')}
              value={progress * 100}
              onCancel={() => {
                cancel();
                toast.info(t('toasts.cancelled'));
              }}
            />
          )}
          {result && (
            <p className="text-sm" aria-live="polite">
              {t('preview.ready', {
                name: result.name,
                size: formatBytes(result.blob.size),
                interpolation: RAW,
              })}
            </p>
          )}
          {images.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-8 text-center text-muted-foreground text-sm">
              {t('preview.empty')}
            </p>
          ) : (
            <CollagePreview
              images={images}
              settings={settings}
              freePositions={positions}
              onMove={(index, position) => {
                const image = images[index];
                if (!image) return;
                setFreePositions((previous) => ({ ...previous, [image.id]: position }));
                setResult(undefined);
              }}
            />
          )}
        </section>
      </div>
    </div>
  );
}
