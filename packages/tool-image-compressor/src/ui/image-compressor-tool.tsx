import { uniqueFileNames, zipName } from '@toolbox/image-kit/file-names';
import { isHeicFile } from '@toolbox/image-kit/formats';
import { formatBytes } from '@toolbox/kit/bytes';
import { downloadBlob } from '@toolbox/kit/download';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { Button } from '@toolbox/ui/button';
import { FileDropZone } from '@toolbox/ui/file-drop-zone';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { OpenInMenu } from '@toolbox/ui/open-in-menu';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { toast } from '@toolbox/ui/toast';
import { FileArchive, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_DOWNLOAD_INTERVAL_MS, IMAGE_ACCEPT, MAX_FILE_BYTES, MAX_FILES } from '../core/constants';
import { checkFiles, compressedName, failedNames, resultFile } from '../core/files';
import { type CompressionSettings, DEFAULT_SETTINGS } from '../core/settings';
import { type ImageCompressorWorker, imageCompressorWorker } from '../worker/client';
import { type CompressedItem, ResultRow } from './result-row';
import { SettingsCard } from './settings-card';

// React escapes text itself; i18next's default HTML escaping would show 'a&b.png' as 'a&amp;b.png'.
const RAW = { escapeValue: false };

let nextId = 1;
const newId = () => `compressed-${nextId++}`;

interface Progress {
  /** 0–1 over the whole batch. */
  ratio: number;
  name: string;
}

export default function ImageCompressorTool({
  worker = imageCompressorWorker,
}: {
  worker?: ImageCompressorWorker;
}) {
  const { t } = useTranslation('image-compressor');
  const [settings, setSettings] = useState<CompressionSettings>(DEFAULT_SETTINGS);
  const [items, setItems] = useState<CompressedItem[]>([]);
  const [progress, setProgress] = useState<Progress | undefined>();
  const [zipping, setZipping] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const busy = progress !== undefined;
  // The worker's code loads while the user picks files, not after.
  useEffect(() => worker.warm(), [worker]);

  /** Compresses `files` one after another; returns how many worked and the names that failed. */
  async function compress(jobs: Array<{ id: string; file: File }>, signal: AbortSignal) {
    const failed: string[] = [];
    let done = 0;
    for (const [index, { id, file }] of jobs.entries()) {
      setProgress({ ratio: index / jobs.length, name: file.name });
      try {
        const result = await worker.call(
          'compress',
          { file, name: file.name, settings },
          {
            signal,
            onProgress: ({ ratio }) => setProgress({ ratio: (index + ratio) / jobs.length, name: file.name }),
          },
        );
        if (signal.aborted) break;
        done++;
        setItems((previous) => {
          const others = previous.filter((item) => item.id !== id).map((item) => item.name);
          const [name] = uniqueFileNames([...others, compressedName(file.name, result.format)]).slice(-1);
          return previous.map((item) =>
            item.id === id
              ? {
                  ...item,
                  ...result,
                  name: name as string,
                  output: resultFile(result.blob, name as string, result.format),
                  status: 'done',
                  settings,
                }
              : item,
          );
        });
      } catch (error) {
        if (signal.aborted) break;
        console.warn('image-compressor: compression failed', error);
        failed.push(file.name);
        setItems((previous) =>
          previous.map((item) => (item.id === id ? { ...item, status: 'failed' } : item)),
        );
      }
    }
    return { done, failed };
  }

  async function run(jobs: Array<{ id: string; file: File }>, recompressing: boolean) {
    const current = new AbortController();
    controller.current = current;
    const { done, failed } = await compress(jobs, current.signal);
    if (controller.current !== current) return;
    controller.current = undefined;
    setProgress(undefined);
    if (recompressing) {
      if (failed.length > 0)
        toast.error(t('errors.recompressionError', { name: failed[0], interpolation: RAW }));
      else toast.success(t('toasts.recompressed'));
      return;
    }
    if (done === 0 && failed.length > 0) toast.error(t('errors.compressionError'));
    else if (failed.length > 0)
      toast.warning(
        t('errors.someFilesFailed', { count: failed.length, names: failedNames(failed), interpolation: RAW }),
      );
    else if (done > 0) toast.success(t('toasts.compressionSuccess', { count: done }));
  }

  function add(files: File[]) {
    const checked = checkFiles(files, items.length);
    // Only files handed over by another tool get here refused (the drop zone filters its own): a
    // HEIC photo gets the same plain word on why as when it is dropped.
    for (const { file, problem } of checked.rejected)
      toast.error(
        t(isHeicFile(file) ? 'errors.heic' : `errors.${problem}`, { name: file.name, interpolation: RAW }),
      );
    if (checked.overLimit.length > 0) toast.error(t('errors.tooManyFiles', { max: MAX_FILES }));
    if (checked.accepted.length === 0) {
      if (checked.rejected.length > 0) toast.error(t('errors.noValidFiles'));
      return;
    }
    const jobs = checked.accepted.map((file) => ({ id: newId(), file }));
    setItems((previous) => [
      ...previous,
      ...jobs.map(({ id, file }): CompressedItem => ({ id, file, name: file.name, status: 'waiting' })),
    ]);
    void run(jobs, false);
  }

  // Files handed over by another tool (CONTEXT.md Rules: Hand-off) join the list as dropped ones
  // do; while a batch runs (when the drop zone is disabled) they wait for it to end.
  const [received, setReceived] = useState<File[]>([]);
  useHandOffReceiver((handed) => {
    const files = handed.flatMap((item) => (item.kind === 'file' ? [item.file] : []));
    if (files.length > 0) setReceived((previous) => [...previous, ...files]);
  });
  const addLatest = useRef(add);
  addLatest.current = add;
  useEffect(() => {
    if (busy || received.length === 0) return;
    setReceived([]);
    addLatest.current(received);
  }, [busy, received]);

  function recompress(item: CompressedItem) {
    setItems((previous) =>
      previous.map((entry) => (entry.id === item.id ? { ...entry, status: 'waiting' } : entry)),
    );
    void run([{ id: item.id, file: item.file }], true);
  }

  function cancel() {
    controller.current?.abort();
    controller.current = undefined;
    worker.terminate();
    setProgress(undefined);
    // Files not reached are dropped; those done stay.
    setItems((previous) => previous.filter((item) => item.status === 'done' || item.status === 'failed'));
    toast.info(t('toasts.cancelled'));
  }

  function remove(id: string) {
    setItems((previous) => previous.filter((item) => item.id !== id));
  }

  function clearAll() {
    setItems([]);
  }

  const done = items.filter(
    (item): item is CompressedItem & { blob: Blob } => item.status === 'done' && !!item.blob,
  );
  // "Open in…" for every result at once: a new list only when the results change.
  const allOutputs = useMemo<HandOffItem[]>(
    () =>
      items.flatMap((item) =>
        item.status === 'done' && item.output ? [{ kind: 'file', file: item.output }] : [],
      ),
    [items],
  );

  async function downloadAll() {
    setZipping(true);
    const name = zipName('compressed_images', new Date(), '_');
    try {
      const zip = await worker.call('zip', {
        files: done.map((item) => ({ name: item.name, blob: item.blob })),
      });
      downloadBlob(zip, name);
      toast.success(t('toasts.zipDownloadSuccess', { name, interpolation: RAW }));
    } catch (error) {
      // The spec's fallback: each file on its own, 200 ms apart (browsers refuse a burst).
      console.warn('image-compressor: ZIP failed', error);
      toast.info(t('toasts.fallbackDownload'));
      for (const [index, item] of done.entries()) {
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, FALLBACK_DOWNLOAD_INTERVAL_MS));
        downloadBlob(item.blob, item.name);
      }
    } finally {
      setZipping(false);
    }
  }

  return (
    <div className="space-y-6">
      <FileDropZone
        accept={IMAGE_ACCEPT}
        multiple
        maxSizeBytes={MAX_FILE_BYTES}
        label={t('upload.label')}
        hint={t('upload.hint', { max: MAX_FILES })}
        disabled={busy}
        onFiles={add}
        // The zone lists each refused file with its reason; a HEIC photo gets a plain word on why,
        // and none taken is the spec's noValidFiles.
        onReject={(rejections, acceptedCount) => {
          for (const { file } of rejections)
            if (isHeicFile(file)) toast.error(t('errors.heic', { name: file.name, interpolation: RAW }));
          if (acceptedCount === 0) toast.error(t('errors.noValidFiles'));
        }}
      />
      <SettingsCard settings={settings} onChange={setSettings} disabled={busy} />
      {progress && (
        <TaskProgress
          label={t('progress.label')}
          value={progress.ratio * 100}
          currentItem={progress.name}
          onCancel={cancel}
        />
      )}
      {items.length > 0 && (
        <section aria-label={t('results.label')} className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold">{t('results.title', { count: items.length, max: MAX_FILES })}</h2>
            <div className="flex flex-wrap gap-2">
              {!busy && allOutputs.length > 1 && (
                <OpenInMenu
                  items={allOutputs}
                  aria-label={t('actions.openAllIn', { count: allOutputs.length })}
                />
              )}
              <Button
                variant="secondary"
                size="sm"
                onClick={downloadAll}
                disabled={busy || zipping || done.length === 0}
              >
                <FileArchive aria-hidden className="size-4" />
                {t('actions.downloadAll')}
              </Button>
              <Button variant="secondary" size="sm" onClick={clearAll} disabled={busy}>
                <Trash2 aria-hidden className="size-4" />
                {t('actions.clearAll')}
              </Button>
            </div>
          </div>
          <ul className="space-y-2">
            {items.map((item) => (
              <ResultRow
                key={item.id}
                item={item}
                busy={busy}
                onRecompress={() => recompress(item)}
                onRemove={() => remove(item.id)}
                onDownload={(blob, name) => {
                  downloadBlob(blob, name);
                  toast.success(t('toasts.downloaded', { name, interpolation: RAW }));
                }}
              />
            ))}
          </ul>
          <p className="sr-only" aria-live="polite">
            {t('results.summary', {
              count: done.length,
              total: formatBytes(done.reduce((sum, item) => sum + item.blob.size, 0)),
            })}
          </p>
        </section>
      )}
    </div>
  );
}
