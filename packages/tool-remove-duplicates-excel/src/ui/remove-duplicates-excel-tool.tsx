import { formatBytes } from '@toolbox/kit/bytes';
import { downloadBlob } from '@toolbox/kit/download';
import { Button } from '@toolbox/ui/button';
import type { FileRejection } from '@toolbox/ui/file-drop-zone';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { toast } from '@toolbox/ui/toast';
import { type CancellableTask, useCancellableTask } from '@toolbox/ui/use-cancellable-task';
import { XIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkConfig, type DedupeConfig, defaultConfig } from '../core/config';
import { LARGE_FILE_BYTES, PREVIEW_ROWS } from '../core/constants';
import type { DedupeResult, OutputFile, SheetSummary } from '../core/spreadsheet';
import type { OpenedFile } from '../worker/api';
import { type RemoveDuplicatesWorker, removeDuplicatesWorker } from '../worker/client';
import { ConfigureStep } from './configure-step';
import { DataPreview } from './data-preview';
import { ResultStep } from './result-step';
import { type Step, StepIndicator } from './step-indicator';
import { FileFacts, HelpPanel, UploadStep } from './upload-step';

const RAW = { escapeValue: false };
const PROBLEMS = [
  'excelParse',
  'noSheet',
  'emptyFile',
  'noHeaders',
  'noData',
  'csvParse',
  'readFailed',
] as const;

/** The message of a failed read: the spec's upload errors by the worker's `problem`. */
function readProblem(error: unknown): { key: string; reason: string } {
  const problem = error instanceof Error && 'problem' in error ? String(error.problem) : undefined;
  const reason = error instanceof Error && 'reason' in error ? String(error.reason) : '';
  if (problem && (PROBLEMS as readonly string[]).includes(problem))
    return { key: `errors.${problem}`, reason };
  return { key: 'errors.parseFailed', reason };
}

type ReadInput = { file: File; sheet?: string };
type ProcessInput = { file: File; sheet: string; config: DedupeConfig };
type Phase = 'configuring' | 'processing' | 'failed' | 'completed';

/**
 * The spreadsheet duplicate remover: upload, configure, process, download (CONTEXT.md). Reading,
 * comparing and writing run in a worker, which keeps the file it read between the steps.
 */
export default function RemoveDuplicatesExcelTool({
  worker = removeDuplicatesWorker,
}: {
  worker?: RemoveDuplicatesWorker;
}) {
  const { t } = useTranslation('remove-duplicates-excel');
  const [file, setFile] = useState<File | undefined>();
  const [opened, setOpened] = useState<OpenedFile | undefined>();
  const [sheet, setSheet] = useState('');
  const [summary, setSummary] = useState<SheetSummary | undefined>();
  const [config, setConfig] = useState<DedupeConfig | undefined>();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>('configuring');
  const [processError, setProcessError] = useState<string | undefined>();
  const [result, setResult] = useState<DedupeResult | undefined>();

  const readTask = useCallback<CancellableTask<ReadInput, { opened?: OpenedFile; summary: SheetSummary }>>(
    async ({ file: chosen, sheet: wanted }, signal, onProgress) => {
      const options = { signal, onProgress: ({ ratio }: { ratio: number }) => onProgress(ratio) };
      if (wanted !== undefined)
        return { summary: await worker.call('sheet', { file: chosen, sheet: wanted }, options) };
      const first = await worker.call('open', { file: chosen }, options);
      return { opened: first, summary: first.summary };
    },
    [worker],
  );
  const reading = useCancellableTask(readTask);

  const labels = useMemo(
    () => ({
      resultSuffix: t('output.resultSuffix'),
      removedSuffix: t('output.removedSuffix'),
      rowColumn: t('output.rowColumn'),
      duplicateOfColumn: t('output.duplicateOfColumn'),
    }),
    [t],
  );
  const [stage, setStage] = useState<string | undefined>();
  const processTask = useCallback<CancellableTask<ProcessInput, DedupeResult>>(
    (input, signal, onProgress) =>
      worker.call(
        'dedupe',
        { ...input, labels },
        {
          signal,
          onProgress: ({ ratio, stage: current }) => {
            onProgress(ratio);
            setStage(current);
          },
        },
      ),
    [worker, labels],
  );
  const processing = useCancellableTask(processTask);
  useEffect(() => () => worker.terminate(), [worker]);

  const check = useMemo(
    () => (config ? checkConfig(config, summary?.headers) : undefined),
    [config, summary],
  );

  function showUploadError(message: string) {
    setUploadError(message);
    toast.error(message);
  }

  function reset() {
    reading.cancel();
    processing.cancel();
    setFile(undefined);
    setOpened(undefined);
    setSummary(undefined);
    setConfig(undefined);
    setResult(undefined);
    setProcessError(undefined);
    setPhase('configuring');
  }

  async function open(chosen: File) {
    reset();
    setUploadError(undefined);
    setFile(chosen);
    if (chosen.size > LARGE_FILE_BYTES)
      toast.warning(
        t('upload.large', {
          name: chosen.name,
          size: formatBytes(chosen.size),
          limit: formatBytes(LARGE_FILE_BYTES),
          interpolation: RAW,
        }),
      );
    try {
      const read = await reading.run({ file: chosen });
      if (!read?.opened) {
        if (!read) setFile(undefined); // cancelled
        return;
      }
      setOpened(read.opened);
      setSheet(read.opened.sheet);
      acceptSummary(read.summary, read.opened.kind, true);
      if (read.opened.encoding === 'gb18030') toast.info(t('upload.encoding'));
    } catch (error) {
      console.warn('remove-duplicates-excel: reading failed', error);
      setFile(undefined);
      const { key, reason } = readProblem(error);
      showUploadError(t(key, { reason, interpolation: RAW }));
    }
  }

  function acceptSummary(next: SheetSummary, kind: OpenedFile['kind'], announce: boolean) {
    setSummary(next);
    setConfig((previous) => ({
      ...(previous ?? defaultConfig(kind)),
      selectedColumns: [...next.recommended].sort((a, b) => a - b),
    }));
    if (!announce) return;
    if (next.recommended.length > 0)
      toast.success(t('upload.autoSelected', { count: next.recommended.length, rows: next.rowCount }));
    else toast.info(t('upload.noneSuitable', { rows: next.rowCount }));
  }

  async function changeSheet(next: string) {
    if (!file || !opened) return;
    try {
      const read = await reading.run({ file, sheet: next });
      if (!read) return;
      setSheet(next);
      acceptSummary(read.summary, opened.kind, true);
    } catch (error) {
      const { key, reason } = readProblem(error);
      showUploadError(t(key, { reason, interpolation: RAW }));
    }
  }

  function download(output: OutputFile) {
    downloadBlob(output.blob, output.fileName);
  }

  async function start() {
    if (!file || !config || !check) return;
    if (check.error) {
      toast.error(t('errors.invalidConfig'));
      return;
    }
    setPhase('processing');
    setProcessError(undefined);
    setStage(undefined);
    try {
      const done = await processing.run({ file, sheet, config });
      if (!done) return; // cancelled: the cancel handler has set the phase
      setResult(done);
      setPhase('completed');
      download(done.output);
      toast.success(
        t('process.done', {
          original: done.stats.originalRows,
          unique: done.stats.uniqueRows,
          duplicates: done.stats.duplicateRows,
          columns: done.stats.processedColumns,
        }),
      );
    } catch (error) {
      console.warn('remove-duplicates-excel: processing failed', error);
      setProcessError(
        t('errors.processFailed', {
          reason: error instanceof Error ? error.message : String(error),
          interpolation: RAW,
        }),
      );
      setPhase('failed');
    }
  }

  const step: Step = !summary
    ? 'upload'
    : phase === 'completed'
      ? 'download'
      : phase === 'processing' || phase === 'failed'
        ? 'process'
        : 'configure';

  function rejected(rejections: FileRejection[]) {
    const [first] = rejections;
    if (first) showUploadError(t('errors.unsupported', { name: first.file.name, interpolation: RAW }));
  }

  return (
    <div className="space-y-6">
      <StepIndicator current={step} />

      {uploadError && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm"
        >
          <p className="flex-1 text-destructive">{uploadError}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setUploadError(undefined)}
            aria-label={t('upload.dismiss')}
          >
            <XIcon aria-hidden className="size-4" />
          </Button>
        </div>
      )}

      {!summary && (
        <UploadStep disabled={reading.isRunning} onFile={(chosen) => void open(chosen)} onReject={rejected} />
      )}

      {reading.isRunning && (
        <TaskProgress
          label={t('upload.reading')}
          value={reading.progress * 100}
          currentItem={file?.name}
          onCancel={() => {
            reading.cancel();
            if (!summary) setFile(undefined);
            toast.info(t('upload.cancelled'));
          }}
        />
      )}

      {file && summary && opened && config && check && (
        <>
          <section
            aria-labelledby="remove-duplicates-file"
            className="space-y-3 rounded-lg border border-border bg-card p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="remove-duplicates-file" className="font-semibold">
                {t('file.title')}
              </h2>
              <Button variant="outline" size="sm" onClick={reset} disabled={processing.isRunning}>
                {t('file.change')}
              </Button>
            </div>
            <FileFacts
              file={file}
              rows={summary.rowCount}
              columns={summary.headers.length}
              kind={opened.kind}
            />
            <DataPreview
              caption={t('file.preview', { count: Math.min(PREVIEW_ROWS, summary.rows.length) })}
              headers={summary.headers}
              rows={summary.rows.slice(0, PREVIEW_ROWS)}
            />
          </section>

          {step === 'configure' && (
            <ConfigureStep
              summary={summary}
              config={config}
              check={check}
              sheetNames={opened.sheetNames}
              sheet={sheet}
              disabled={reading.isRunning}
              onSheetChange={(next) => void changeSheet(next)}
              onConfigChange={setConfig}
              onStart={() => void start()}
            />
          )}

          {step === 'process' && (
            <section
              aria-labelledby="remove-duplicates-process"
              className="space-y-3 rounded-lg border border-border bg-card p-4"
            >
              <h2 id="remove-duplicates-process" className="font-semibold">
                {t('process.title')}
              </h2>
              {phase === 'processing' && (
                <TaskProgress
                  label={t('process.working')}
                  value={processing.progress * 100}
                  currentItem={stage ? t(`process.stage.${stage}`, { defaultValue: '' }) : undefined}
                  onCancel={() => {
                    processing.cancel();
                    setPhase('configuring');
                    toast.info(t('process.cancelled'));
                  }}
                />
              )}
              {phase === 'failed' && (
                <>
                  <p role="alert" className="text-destructive text-sm">
                    {processError}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button onClick={() => void start()}>{t('process.retry')}</Button>
                    <Button variant="secondary" onClick={() => setPhase('configuring')}>
                      {t('process.back')}
                    </Button>
                  </div>
                </>
              )}
            </section>
          )}

          {step === 'download' && result && (
            <ResultStep
              result={result}
              onDownload={download}
              onChangeSettings={() => setPhase('configuring')}
              onProcessNew={reset}
            />
          )}
        </>
      )}

      {summary && step === 'configure' && <HelpPanel />}
    </div>
  );
}
