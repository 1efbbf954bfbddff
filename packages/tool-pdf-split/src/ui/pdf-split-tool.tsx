import { formatBytes } from '@toolbox/kit/bytes';
import { downloadBlob } from '@toolbox/kit/download';
import { PDF_ACCEPT } from '@toolbox/pdf-kit/pdf-file';
import { openPdfInNewTab } from '@toolbox/pdf-kit/preview';
import { Button } from '@toolbox/ui/button';
import { FileCard } from '@toolbox/ui/file-card';
import { FileDropZone } from '@toolbox/ui/file-drop-zone';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { toast } from '@toolbox/ui/toast';
import { Download, Eye, Scissors } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_EVERY_N,
  DEFAULT_MAX_PART_MB,
  DEFAULT_NAME_PATTERN,
  DEFAULT_ODD_EVEN,
  DEFAULT_QUALITY,
  DEFAULT_SPLIT_MODE,
  LARGE_FILE_WARNING_BYTES,
  LARGE_FILE_WARNING_MB,
} from '../core/constants';
import { downloadOneByOne } from '../core/download-queue';
import { batchZipName, bookmarkPartName, zipFileName } from '../core/names';
import { type Bookmark, planSplit } from '../core/plan';
import type { BatchFileResult, BatchProgress } from '../core/split-many';
import { pdfSplitWorker } from '../worker/client';
import { BatchResults } from './batch-results';
import { PartsPreview } from './parts-preview';
import { SplitOptions, type SplitOptionsValue } from './split-options';

interface LoadedFile {
  id: number;
  file: File;
  pageCount: number;
  /** Top-level bookmarks (CONTEXT.md § By bookmarks). */
  bookmarks: Bookmark[];
}

interface Progress {
  finished: number;
  /** Undefined while the parts are still being packed by size in the worker. */
  total?: number;
  /** Several files: the one being split (CONTEXT.md § Batch). */
  file?: { name: string; index: number; count: number };
}

/** The last batch: its ZIP (to download again) and each file's outcome. */
interface BatchOutcome {
  zip?: { blob: Blob; name: string };
  results: BatchFileResult[];
}

const RAW = { escapeValue: false };

const DEFAULT_OPTIONS: SplitOptionsValue = {
  splitMode: DEFAULT_SPLIT_MODE,
  customRange: '',
  everyNPages: String(DEFAULT_EVERY_N),
  oddEvenPages: DEFAULT_ODD_EVEN,
  maxPartMb: String(DEFAULT_MAX_PART_MB),
  namePattern: DEFAULT_NAME_PATTERN,
  quality: DEFAULT_QUALITY,
};

/** PDF split: one PDF in, parts out as a PDF or a ZIP; all PDF work in the worker (CONTEXT.md). */
export default function PdfSplitTool({ initialOptions }: { initialOptions?: Partial<SplitOptionsValue> }) {
  const { t } = useTranslation('pdf-split');
  const [files, setFiles] = useState<LoadedFile[]>([]);
  const [reading, setReading] = useState<string>();
  const [options, setOptions] = useState<SplitOptionsValue>({ ...DEFAULT_OPTIONS, ...initialOptions });
  const [progress, setProgress] = useState<Progress>();
  const [outcome, setOutcome] = useState<BatchOutcome>();
  // A blank custom range is not an error until the user has typed in it or tried to split
  // (CONTEXT.md § Custom range).
  const [rangeTouched, setRangeTouched] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const nextId = useRef(0);
  const processing = progress !== undefined;
  // One file keeps the single-file screen; several are a batch (CONTEXT.md § Batch).
  const loaded = files.length === 1 ? files[0] : undefined;

  const plan = useMemo(
    () =>
      loaded
        ? planSplit({ settings: options, pageCount: loaded.pageCount, bookmarks: loaded.bookmarks })
        : undefined,
    [loaded, options],
  );

  /** Reads the files one after another; `replace` swaps the one file for the first that reads. */
  // CONTEXT.md § Hand-off: PDFs sent from another tool or smart paste join as if dropped.
  useHandOffReceiver((items) => {
    const handed = items.flatMap((item) => (item.kind === 'file' ? [item.file] : []));
    if (handed.length > 0 && !busy) void addFiles(handed);
  });

  async function addFiles(added: File[], replace?: number) {
    for (const file of added) {
      if (file.size > LARGE_FILE_WARNING_BYTES)
        toast.warning(t('errors.largeFileWarning', { limit: LARGE_FILE_WARNING_MB }));
      setReading(file.name);
      try {
        const { pageCount, bookmarks } = await pdfSplitWorker.call('inspect', { file });
        const entry = { id: nextId.current++, file, pageCount, bookmarks };
        setFiles((previous) =>
          replace === undefined
            ? [...previous, entry]
            : previous.map((item) => (item.id === replace ? entry : item)),
        );
        setOutcome(undefined);
        toast.success(t('toasts.fileAdded', { name: file.name, interpolation: RAW }));
        if (replace !== undefined) break;
      } catch {
        toast.error(t('errors.invalidPDF', { name: file.name, interpolation: RAW }));
      } finally {
        setReading(undefined);
      }
    }
  }

  function removeFile(id: number) {
    setFiles((previous) => previous.filter((item) => item.id !== id));
    setOutcome(undefined);
    toast.success(t('toasts.fileRemoved'));
  }

  function preview(file: File) {
    if (openPdfInNewTab(file)) toast.success(t('toasts.previewOpened'));
    else toast.error(t('errors.previewError'));
  }

  function begin() {
    const current = new AbortController();
    controller.current = current;
    return current;
  }

  function end(current: AbortController) {
    if (controller.current === current) {
      controller.current = undefined;
      setProgress(undefined);
    }
  }

  async function split() {
    if (files.length > 1) return splitSeveral();
    if (!loaded) {
      toast.error(t('errors.noFile'));
      return;
    }
    if (!plan?.ok) {
      setRangeTouched(true);
      toast.error(t(`errors.${plan?.error ?? 'splitError'}`, { pageCount: loaded.pageCount }));
      return;
    }
    const current = begin();
    const bySize = 'maxBytes' in plan;
    const total = bySize ? undefined : plan.parts.length;
    setProgress({ finished: 0, total });
    try {
      const packed = await pdfSplitWorker.call(
        'split',
        {
          file: loaded.file,
          ...(bySize
            ? { maxBytes: plan.maxBytes }
            : {
                parts: plan.parts,
                names: plan.titles?.map((title, index) =>
                  bookmarkPartName({
                    title,
                    n: index + 1,
                    total: plan.parts.length,
                    fallback: t('parts.beforeFirstBookmark'),
                  }),
                ),
              }),
          namePattern: options.namePattern,
          quality: options.quality,
          zipName: zipFileName({ sourceName: loaded.file.name, date: new Date() }),
        },
        {
          signal: current.signal,
          // By size the stage is `finished/total`, the total known once the worker has packed the parts.
          onProgress: ({ stage = '0' }) => {
            const [finished, planned] = stage.split('/').map(Number);
            setProgress({ finished: finished ?? 0, total: planned ?? total });
          },
        },
      );
      if (packed.kind === 'parts') {
        toast.warning(t('toasts.zipFallback'));
        await downloadOneByOne(packed.parts, (part) => downloadBlob(part.file, part.name));
      } else downloadBlob(packed.file, packed.name);
      toast.success(t('toasts.splitSuccess', { count: packed.count }));
      if (packed.oversized.length > 0)
        toast.warning(
          t('toasts.oversized', {
            count: packed.oversized.length,
            names: packed.oversized.join(', '),
            size: formatBytes(bySize ? plan.maxBytes : 0),
            interpolation: RAW,
          }),
        );
    } catch (error) {
      if (current.signal.aborted) return;
      const code = error instanceof Error && error.message === 'invalidPDF' ? 'invalidPDF' : 'splitError';
      toast.error(t(`errors.${code}`, { name: loaded.file.name, interpolation: RAW }));
    } finally {
      end(current);
    }
  }

  /** CONTEXT.md § Batch: every file with the same settings, into one ZIP, a folder per file. */
  async function splitSeveral() {
    setRangeTouched(true);
    const current = begin();
    setOutcome(undefined);
    setProgress({ finished: 0, file: { name: files[0]?.file.name ?? '', index: 0, count: files.length } });
    try {
      const { file, results } = await pdfSplitWorker.call(
        'splitMany',
        {
          files: files.map(({ file: source }) => ({ file: source, name: source.name })),
          settings: options,
          namePattern: options.namePattern,
          quality: options.quality,
          frontName: t('parts.beforeFirstBookmark'),
        },
        {
          signal: current.signal,
          onProgress: ({ stage }) => {
            const step = JSON.parse(stage ?? '{}') as Partial<BatchProgress>;
            if (typeof step.file !== 'number') return;
            setProgress({
              finished: step.part ?? 0,
              total: step.parts,
              file: { name: step.name ?? '', index: step.file, count: step.files ?? files.length },
            });
          },
        },
      );
      if (current.signal.aborted) return;
      const name = batchZipName(new Date());
      setOutcome({ zip: file ? { blob: file, name } : undefined, results });
      if (!file) {
        toast.error(t('errors.nothingSplit'));
        return;
      }
      downloadBlob(file, name);
      const done = results.filter((result) => result.ok).length;
      toast.success(t('toasts.batchSuccess', { count: done, total: results.length }));
      if (done < results.length) toast.warning(t('toasts.batchSkipped', { count: results.length - done }));
    } catch {
      if (current.signal.aborted) return;
      toast.error(t('errors.splitError'));
    } finally {
      end(current);
    }
  }

  function cancel() {
    controller.current?.abort();
    controller.current = undefined;
    setProgress(undefined);
    toast.info(t('toasts.cancelled'));
  }

  const rangePending = plan !== undefined && !plan.ok && plan.error === 'invalidPageRange' && !rangeTouched;
  const invalidField =
    plan && !plan.ok && !rangePending
      ? plan.error === 'invalidPageRange'
        ? 'customRange'
        : plan.error === 'invalidPageNumber'
          ? 'everyNPages'
          : plan.error === 'invalidPartSize'
            ? 'maxPartMb'
            : undefined
      : undefined;

  function changeOptions(next: SplitOptionsValue) {
    if (next.customRange !== options.customRange) setRangeTouched(true);
    setOptions(next);
  }

  const busy = processing || reading !== undefined;
  return (
    <div className="space-y-6">
      {loaded ? (
        <FileCard
          file={loaded.file}
          label={t('file.title')}
          details={<span>{t('file.pages', { count: loaded.pageCount })}</span>}
          actions={
            <Button
              variant="outline"
              size="icon"
              onClick={() => preview(loaded.file)}
              aria-label={t('file.preview', { name: loaded.file.name, interpolation: RAW })}
            >
              <Eye aria-hidden />
            </Button>
          }
          disabled={busy}
          onRemove={() => removeFile(loaded.id)}
          accept={PDF_ACCEPT}
          onReplace={(file) => void addFiles([file], loaded.id)}
          onReject={() => toast.error(t('errors.invalidFileType'))}
        />
      ) : files.length > 1 ? (
        <section aria-label={t('batch.title', { count: files.length })} className="space-y-2">
          <h2 className="font-semibold">{t('batch.title', { count: files.length })}</h2>
          <p className="text-muted-foreground text-sm">{t('batch.note')}</p>
          <ul className="space-y-2">
            {files.map((item) => (
              <li key={item.id}>
                <FileCard
                  file={item.file}
                  label={item.file.name}
                  details={<BatchFileDetails item={item} options={options} rangeTouched={rangeTouched} />}
                  actions={
                    <Button
                      variant="outline"
                      size="icon"
                      onClick={() => preview(item.file)}
                      aria-label={t('file.preview', { name: item.file.name, interpolation: RAW })}
                    >
                      <Eye aria-hidden />
                    </Button>
                  }
                  disabled={busy}
                  onRemove={() => removeFile(item.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <FileDropZone
          multiple
          accept={PDF_ACCEPT}
          label={t('upload.label')}
          hint={t('upload.hint')}
          disabled={reading !== undefined}
          onFiles={(added) => void addFiles(added)}
          onReject={() => toast.error(t('errors.invalidFileType'))}
        />
      )}
      {files.length > 0 && (
        <FileDropZone
          multiple
          accept={PDF_ACCEPT}
          label={t('upload.addMore')}
          hint={t('upload.addMoreHint')}
          disabled={busy}
          onFiles={(added) => void addFiles(added)}
          onReject={() => toast.error(t('errors.invalidFileType'))}
        />
      )}
      {reading !== undefined && (
        <p role="status" className="text-muted-foreground text-sm">
          {t('file.loading')}
        </p>
      )}

      <SplitOptions
        value={options}
        onChange={changeOptions}
        disabled={processing}
        invalidField={invalidField}
      />

      {loaded && plan && (
        <PartsPreview
          plan={plan}
          pageCount={loaded.pageCount}
          namePattern={options.namePattern}
          rangePending={rangePending}
        />
      )}

      <div className="space-y-3">
        {progress && (
          <TaskProgress
            label={t('progress.label')}
            value={progressPercent(progress)}
            currentItem={progressText(progress)}
            onCancel={cancel}
          />
        )}
        <Button onClick={split} disabled={busy}>
          <Scissors aria-hidden />
          {processing ? t('actions.splitting') : t('actions.split')}
        </Button>
      </div>

      {outcome && (
        <BatchResults
          results={outcome.results}
          actions={
            outcome.zip && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => outcome.zip && downloadBlob(outcome.zip.blob, outcome.zip.name)}
              >
                <Download aria-hidden />
                {t('batch.downloadZip')}
              </Button>
            )
          }
        />
      )}

      {files.length === 0 && <HelpPanel />}
    </div>
  );

  function progressPercent({ finished, total, file }: Progress): number {
    const within = total ? finished / total : 0;
    return file ? ((file.index + within) / file.count) * 100 : within * 100;
  }

  function progressText({ finished, total, file }: Progress): string {
    const part =
      total === undefined
        ? t('progress.packing')
        : t('progress.part', { current: Math.min(finished + 1, total), total });
    if (!file) return part;
    return t('progress.file', {
      name: file.name,
      current: file.index + 1,
      total: file.count,
      part,
      interpolation: RAW,
    });
  }
}

/** What the settings make of one file of a batch: its pages and parts, or why it will be left out. */
function BatchFileDetails({
  item,
  options,
  rangeTouched,
}: {
  item: LoadedFile;
  options: SplitOptionsValue;
  /** A blank custom range is a prompt, not an error, until typed in (CONTEXT.md § Custom range). */
  rangeTouched: boolean;
}) {
  const { t } = useTranslation('pdf-split');
  const plan = planSplit({ settings: options, pageCount: item.pageCount, bookmarks: item.bookmarks });
  const pending = !plan.ok && plan.error === 'invalidPageRange' && !rangeTouched;
  return (
    <span className="flex flex-wrap gap-x-2">
      <span>{t('file.pages', { count: item.pageCount })}</span>
      {pending ? null : !plan.ok ? (
        <span className="text-destructive">{t(`errors.${plan.error}`, { pageCount: item.pageCount })}</span>
      ) : 'parts' in plan ? (
        <span>{t('parts.count', { count: plan.parts.length })}</span>
      ) : null}
    </span>
  );
}

function HelpPanel() {
  const { t } = useTranslation('pdf-split');
  return (
    <section aria-label={t('help.title')} className="rounded-card border border-border bg-muted/40 p-4">
      <h2 className="mb-2 font-semibold">{t('help.title')}</h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>{t('help.step1')}</li>
        <li>{t('help.step2')}</li>
        <li>{t('help.step3')}</li>
      </ol>
    </section>
  );
}
