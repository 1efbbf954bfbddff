import { formatBytes } from '@toolbox/kit/bytes';
import { downloadBlob } from '@toolbox/kit/download';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { PDF_ACCEPT, pdfReadProblemOf } from '@toolbox/pdf-kit/pdf-file';
import { Button } from '@toolbox/ui/button';
import { FileCard } from '@toolbox/ui/file-card';
import { FileDropZone } from '@toolbox/ui/file-drop-zone';
import { outputFileName } from '@toolbox/ui/file-name';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { OpenInMenu } from '@toolbox/ui/open-in-menu';
import { OutputNameField } from '@toolbox/ui/output-name-field';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { toast } from '@toolbox/ui/toast';
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_OUTPUT_NAME,
  DEFAULT_QUALITY,
  MAX_FILE_BYTES,
  MIN_FILES,
  type Quality,
  qualities,
} from '../core/constants';
import { decodeProgress } from '../core/progress';
import { documentTitle, fileProblem, planMerge, sortFiles } from '../core/rules';
import { pdfMergeWorker } from '../worker/client';
import type { MergeItem } from './file-list';
import { MergeOptions } from './merge-options';

// The sortable list (@dnd-kit) and the preview dialog are not needed until there are files, so
// they load then, not with the page (CONTEXT.md § Loading).
const loadFileList = () => import('./file-list');
const FileList = lazy(() => loadFileList().then((module) => ({ default: module.FileList })));
const PdfPreview = lazy(() => import('./pdf-preview').then((module) => ({ default: module.PdfPreview })));

export interface MergeWorker {
  call: typeof pdfMergeWorker.call;
  terminate(): void;
}

interface Progress {
  ratio: number;
  copied: number;
  total: number;
  file: string;
  writing: boolean;
}

const limit = formatBytes(MAX_FILE_BYTES);

/** PDF merge: several PDFs, pages chosen per file, reordered, merged in a worker (CONTEXT.md). */
export default function PdfMergeTool({ worker = pdfMergeWorker }: { worker?: MergeWorker }) {
  const { t } = useTranslation('pdf-merge');
  const outputId = useId();
  const [items, setItems] = useState<MergeItem[]>([]);
  const [outputName, setOutputName] = useState(DEFAULT_OUTPUT_NAME);
  const [quality, setQuality] = useState<Quality>(DEFAULT_QUALITY);
  // CONTEXT.md § Bookmarks, § Interleave: both off by default; the back side reversed by default.
  const [bookmarks, setBookmarks] = useState(false);
  const [interleave, setInterleave] = useState(false);
  const [reverseSecond, setReverseSecond] = useState(true);
  const [progress, setProgress] = useState<Progress>();
  const [previewing, setPreviewing] = useState<File>();
  // The last merged file, kept for "Download again" and "Open in…" (CONTEXT.md § Hand-off).
  const [merged, setMerged] = useState<File>();
  const mergedItems = useMemo<HandOffItem[]>(
    () => (merged ? [{ kind: 'file', file: merged }] : []),
    [merged],
  );
  const controller = useRef<AbortController | undefined>(undefined);
  const nextId = useRef(0);
  const processing = progress !== undefined;

  const update = (id: string, changes: Partial<MergeItem>) =>
    setItems((previous) => previous.map((item) => (item.id === id ? { ...item, ...changes } : item)));

  // CONTEXT.md § Hand-off: PDFs sent from another tool or smart paste join the list as if dropped.
  useHandOffReceiver((handed) => {
    const files = handed.flatMap((item) => (item.kind === 'file' ? [item.file] : []));
    if (files.length > 0 && !processing) void addFiles(files);
  });

  async function addFiles(files: File[]) {
    void loadFileList();
    const accepted: MergeItem[] = [];
    for (const file of files) {
      const problem = fileProblem(file);
      if (problem === 'invalidFileType') toast.error(t('errors.invalidFileType'));
      else if (problem === 'fileTooLarge') toast.error(t('errors.fileTooLarge', { name: file.name, limit }));
      else accepted.push({ id: `file-${nextId.current++}`, file, pageRange: 'all' });
    }
    if (accepted.length === 0) return;
    setItems((previous) => [...previous, ...accepted]);
    toast.success(t('toasts.filesAdded', { count: accepted.length }));
    // Counted one after another in the worker; a file that is no PDF leaves the list alone.
    for (const item of accepted) {
      try {
        const pageCount = await worker.call('countPages', { file: item.file, name: item.file.name });
        update(item.id, { pageCount });
      } catch (error) {
        setItems((previous) => previous.filter((entry) => entry.id !== item.id));
        // The bridge keeps the error's name and message, from which the kit reads the problem.
        const encrypted = pdfReadProblemOf(error) === 'encrypted';
        toast.error(
          t(encrypted ? 'errors.invalidPDFEncrypted' : 'errors.invalidPDF', { name: item.file.name }),
        );
      }
    }
  }

  async function merge() {
    const ready = items.filter((item) => item.pageCount !== undefined);
    const plan = planMerge(
      ready.map((item) => ({
        name: item.file.name,
        pageCount: item.pageCount ?? 0,
        pageRange: item.pageRange,
      })),
      { interleave },
    );
    if (!plan.ok) {
      toast.error(
        t(`errors.${plan.error}`, plan.error === 'invalidPageRange' ? { name: plan.fileName } : {}),
      );
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setProgress({
      ratio: 0,
      copied: 0,
      total: plan.totalPages,
      file: ready[0]?.file.name ?? '',
      writing: false,
    });
    try {
      const merged = await worker.call(
        'merge',
        {
          files: ready.map((item, index) => ({
            name: item.file.name,
            file: item.file,
            pages: plan.pages[index] ?? [],
          })),
          title: documentTitle(outputName),
          quality,
          bookmarks,
          interleave: interleave ? { reverseSecond } : undefined,
        },
        {
          signal: current.signal,
          onProgress: ({ ratio, stage }) => {
            const detail = decodeProgress(stage);
            if (detail) setProgress({ ...detail, ratio, file: detail.fileName });
          },
        },
      );
      if (current.signal.aborted) return;
      const name = outputFileName({ name: outputName, defaultName: DEFAULT_OUTPUT_NAME, extension: '.pdf' });
      downloadBlob(merged, name);
      setMerged(new File([merged], name, { type: 'application/pdf' }));
      toast.success(t('toasts.mergeSuccess', { count: plan.totalPages, name }));
    } catch (error) {
      if (current.signal.aborted) return;
      console.warn('pdf-merge: merge failed', error);
      // A file moved or changed since it was added is named, so the user knows which to add again.
      const unreadable = error instanceof Error && error.name === 'InputReadError' && 'fileName' in error;
      toast.error(
        unreadable ? t('errors.fileUnreadable', { name: String(error.fileName) }) : t('errors.mergeError'),
      );
    } finally {
      if (controller.current === current) setProgress(undefined);
    }
  }

  function cancel() {
    controller.current?.abort();
    worker.terminate();
    setProgress(undefined);
    toast.info(t('toasts.cancelled'));
  }

  const closePreview = useCallback(() => setPreviewing(undefined), []);
  const plan = planMerge(
    items.map((item) => ({
      name: item.file.name,
      pageCount: item.pageCount ?? 0,
      pageRange: item.pageRange,
    })),
    { interleave },
  );
  const counting = items.some((item) => item.pageCount === undefined);

  return (
    <div className="space-y-6">
      <FileDropZone
        multiple
        accept={PDF_ACCEPT}
        onReject={() => toast.error(t('errors.invalidFileType'))}
        label={t('upload.label')}
        hint={t('upload.hint', { limit })}
        disabled={processing}
        onFiles={(files) => void addFiles(files)}
      />

      {items.length === 0 ? (
        <section aria-label={t('help.title')} className="rounded-lg border border-border p-4 text-sm">
          <h2 className="mb-2 font-medium">{t('help.title')}</h2>
          <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>{t('help.step1')}</li>
            <li>{t('help.step2')}</li>
            <li>{t('help.step3')}</li>
          </ol>
        </section>
      ) : (
        <section aria-labelledby={`${outputId}-files`} className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${outputId}-files`} className="mr-auto font-medium">
              {t('list.title', { count: items.length })}
            </h2>
            <fieldset aria-label={t('list.sortBy')} className="flex gap-1">
              {(['name', 'size'] as const).map((by) => (
                <Button
                  key={by}
                  variant="ghost"
                  size="sm"
                  disabled={processing}
                  onClick={() => setItems((previous) => sortFiles(previous, by, (item) => item.file))}
                >
                  {t(by === 'name' ? 'list.sortName' : 'list.sortSize')}
                </Button>
              ))}
            </fieldset>
            <Button
              variant="outline"
              size="sm"
              disabled={processing}
              onClick={() => {
                setItems((previous) => previous.map((item) => ({ ...item, pageRange: 'all' })));
                toast.success(t('toasts.allPagesSelected'));
              }}
            >
              {t('list.selectAll')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={processing}
              onClick={() => {
                setItems([]);
                toast.success(t('toasts.allFilesCleared'));
              }}
            >
              {t('list.clearAll')}
            </Button>
          </div>
          <Suspense fallback={<p className="text-muted-foreground text-sm">{t('list.counting')}</p>}>
            <FileList
              items={items}
              disabled={processing}
              onReorder={setItems}
              onRangeChange={(id, pageRange) => update(id, { pageRange })}
              onPreview={(item) => setPreviewing(item.file)}
              onRemove={(id) => {
                setItems((previous) => previous.filter((item) => item.id !== id));
                toast.success(t('toasts.fileRemoved'));
              }}
            />
          </Suspense>
          {plan.ok && !counting && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('list.resultPages', { count: plan.totalPages })}
            </p>
          )}
        </section>
      )}

      <section
        aria-labelledby={`${outputId}-settings`}
        className="space-y-3 rounded-lg border border-border p-4"
      >
        <h2 id={`${outputId}-settings`} className="font-medium">
          {t('settings.title')}
        </h2>
        <OutputNameField
          label={t('settings.outputName')}
          hint={t('settings.outputHint')}
          value={outputName}
          onValueChange={setOutputName}
          defaultName={DEFAULT_OUTPUT_NAME}
          extension=".pdf"
          disabled={processing}
        />
        <SegmentedControl<Quality>
          label={t('settings.quality')}
          value={quality}
          onValueChange={setQuality}
          options={qualities.map((value) => ({ value, label: t(`settings.${value}`) }))}
          disabled={processing}
        />
        <p className="text-xs text-muted-foreground">{t('settings.qualityNote')}</p>
        <MergeOptions
          disabled={processing}
          bookmarks={bookmarks}
          onBookmarksChange={setBookmarks}
          interleave={interleave}
          onInterleaveChange={setInterleave}
          reverseSecond={reverseSecond}
          onReverseSecondChange={setReverseSecond}
          wrongCount={interleave && items.length > 0 && items.length !== MIN_FILES}
        />
        {progress && (
          <TaskProgress
            label={t('settings.progress')}
            value={Math.round(progress.ratio * 100)}
            currentItem={t(progress.writing ? 'settings.progressWriting' : 'settings.progressDetail', {
              file: progress.file,
              copied: progress.copied,
              total: progress.total,
            })}
            onCancel={cancel}
          />
        )}
        <p className="text-xs text-muted-foreground">{t('settings.note')}</p>
        <Button disabled={items.length < MIN_FILES || processing || counting} onClick={() => void merge()}>
          {t('settings.merge')}
        </Button>
      </section>
      {merged && (
        <section aria-label={t('result.title')} className="space-y-2">
          <h2 className="font-medium">{t('result.title')}</h2>
          <FileCard
            file={merged}
            actions={
              <>
                <Button variant="outline" size="sm" onClick={() => downloadBlob(merged, merged.name)}>
                  {t('result.downloadAgain')}
                </Button>
                <OpenInMenu items={mergedItems} />
              </>
            }
          />
        </section>
      )}
      {previewing && (
        <Suspense fallback={null}>
          <PdfPreview file={previewing} onClose={closePreview} />
        </Suspense>
      )}
    </div>
  );
}
