import { downloadBlob } from '@toolbox/kit/download';
import { PDF_ACCEPT } from '@toolbox/pdf-kit/pdf-file';
import { openPdfInNewTab } from '@toolbox/pdf-kit/preview';
import { Button } from '@toolbox/ui/button';
import { FileCard } from '@toolbox/ui/file-card';
import { FileDropZone } from '@toolbox/ui/file-drop-zone';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { toast } from '@toolbox/ui/toast';
import { Eye, Scissors } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_EVERY_N,
  DEFAULT_NAME_PATTERN,
  DEFAULT_ODD_EVEN,
  DEFAULT_QUALITY,
  DEFAULT_SPLIT_MODE,
  LARGE_FILE_WARNING_BYTES,
  LARGE_FILE_WARNING_MB,
} from '../core/constants';
import { downloadOneByOne } from '../core/download-queue';
import { zipFileName } from '../core/names';
import { planSplit } from '../core/plan';
import { pdfSplitWorker } from '../worker/client';
import { PartsPreview } from './parts-preview';
import { SplitOptions, type SplitOptionsValue } from './split-options';

interface LoadedFile {
  file: File;
  pageCount: number;
}

interface Progress {
  finished: number;
  total: number;
}

const DEFAULT_OPTIONS: SplitOptionsValue = {
  splitMode: DEFAULT_SPLIT_MODE,
  customRange: '',
  everyNPages: String(DEFAULT_EVERY_N),
  oddEvenPages: DEFAULT_ODD_EVEN,
  namePattern: DEFAULT_NAME_PATTERN,
  quality: DEFAULT_QUALITY,
};

/** PDF split: one PDF in, parts out as a PDF or a ZIP; all PDF work in the worker (CONTEXT.md). */
export default function PdfSplitTool({ initialOptions }: { initialOptions?: Partial<SplitOptionsValue> }) {
  const { t } = useTranslation('pdf-split');
  const [loaded, setLoaded] = useState<LoadedFile>();
  const [reading, setReading] = useState<string>();
  const [options, setOptions] = useState<SplitOptionsValue>({ ...DEFAULT_OPTIONS, ...initialOptions });
  const [progress, setProgress] = useState<Progress>();
  // A blank custom range is not an error until the user has typed in it or tried to split
  // (CONTEXT.md § Custom range).
  const [rangeTouched, setRangeTouched] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const processing = progress !== undefined;

  const plan = useMemo(
    () => (loaded ? planSplit({ settings: options, pageCount: loaded.pageCount }) : undefined),
    [loaded, options],
  );

  async function addFile(file: File) {
    if (file.size > LARGE_FILE_WARNING_BYTES)
      toast.warning(t('errors.largeFileWarning', { limit: LARGE_FILE_WARNING_MB }));
    setReading(file.name);
    try {
      const pageCount = await pdfSplitWorker.call('countPages', { file });
      setLoaded({ file, pageCount });
      toast.success(t('toasts.fileAdded', { name: file.name, interpolation: { escapeValue: false } }));
    } catch {
      toast.error(t('errors.invalidPDF', { name: file.name, interpolation: { escapeValue: false } }));
    } finally {
      setReading(undefined);
    }
  }

  function removeFile() {
    setLoaded(undefined);
    toast.success(t('toasts.fileRemoved'));
  }

  function preview() {
    if (!loaded) return;
    if (openPdfInNewTab(loaded.file)) toast.success(t('toasts.previewOpened'));
    else toast.error(t('errors.previewError'));
  }

  async function split() {
    if (!loaded) {
      toast.error(t('errors.noFile'));
      return;
    }
    if (!plan?.ok) {
      setRangeTouched(true);
      toast.error(t(`errors.${plan?.error ?? 'splitError'}`, { pageCount: loaded.pageCount }));
      return;
    }
    const current = new AbortController();
    controller.current = current;
    const total = plan.parts.length;
    setProgress({ finished: 0, total });
    try {
      const packed = await pdfSplitWorker.call(
        'split',
        {
          file: loaded.file,
          parts: plan.parts,
          namePattern: options.namePattern,
          quality: options.quality,
          zipName: zipFileName({ sourceName: loaded.file.name, date: new Date() }),
        },
        {
          signal: current.signal,
          onProgress: ({ stage }) => setProgress({ finished: Number(stage ?? 0), total }),
        },
      );
      if (packed.kind === 'parts') {
        toast.warning(t('toasts.zipFallback'));
        await downloadOneByOne(packed.parts, (part) => downloadBlob(part.file, part.name));
      } else downloadBlob(packed.file, packed.name);
      toast.success(t('toasts.splitSuccess', { count: total }));
    } catch (error) {
      if (current.signal.aborted) return;
      const code = error instanceof Error && error.message === 'invalidPDF' ? 'invalidPDF' : 'splitError';
      toast.error(t(`errors.${code}`, { name: loaded.file.name, interpolation: { escapeValue: false } }));
    } finally {
      if (controller.current === current) {
        controller.current = undefined;
        setProgress(undefined);
      }
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
          : undefined
      : undefined;

  function changeOptions(next: SplitOptionsValue) {
    if (next.customRange !== options.customRange) setRangeTouched(true);
    setOptions(next);
  }

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
              onClick={preview}
              aria-label={t('file.preview', {
                name: loaded.file.name,
                interpolation: { escapeValue: false },
              })}
            >
              <Eye aria-hidden />
            </Button>
          }
          disabled={processing || reading !== undefined}
          onRemove={removeFile}
          accept={PDF_ACCEPT}
          onReplace={(file) => void addFile(file)}
          onReject={() => toast.error(t('errors.invalidFileType'))}
        />
      ) : (
        <FileDropZone
          accept={PDF_ACCEPT}
          label={t('upload.label')}
          hint={t('upload.hint')}
          disabled={reading !== undefined}
          onFiles={([file]) => file && addFile(file)}
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
            value={(progress.finished / progress.total) * 100}
            currentItem={t('progress.part', {
              current: Math.min(progress.finished + 1, progress.total),
              total: progress.total,
            })}
            onCancel={cancel}
          />
        )}
        <Button onClick={split} disabled={processing || reading !== undefined}>
          <Scissors aria-hidden />
          {processing ? t('actions.splitting') : t('actions.split')}
        </Button>
      </div>

      {!loaded && <HelpPanel />}
    </div>
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
