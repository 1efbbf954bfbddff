import { formatBytes } from '@toolbox/kit/bytes';
import { downloadBlob } from '@toolbox/kit/download';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { PDF_ACCEPT } from '@toolbox/pdf-kit/pdf-file';
import { Button } from '@toolbox/ui/button';
import { FileCard } from '@toolbox/ui/file-card';
import { FileDropZone } from '@toolbox/ui/file-drop-zone';
import { outputFileName } from '@toolbox/ui/file-name';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { OutputNameField } from '@toolbox/ui/output-name-field';
import { PasswordField } from '@toolbox/ui/password-field';
import { ProgressBar } from '@toolbox/ui/progress';
import { toast } from '@toolbox/ui/toast';
import { FileLock2, Lock, ShieldCheck } from 'lucide-react';
import { type FormEvent, Suspense, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FILE_BYTES, OUTPUT_PLACEHOLDER } from '../core/constants';
import { errorMessageKey, UnlockError, unlockErrorType } from '../core/errors';
import { canUnlock, checkFile, defaultOutputName, type Encryption } from '../core/file-rules';
import { initialProcessingState, isBusy, type ProcessingState, unlockReducer } from '../core/machine';
import { unlockWorker } from '../worker/client';
import { BatchUnlock } from './batch-unlock';
import { OpenInMenu } from './open-in-menu-on-use';

/** The loaded file and what the user typed (status and messages live in the processing state). */
interface PdfFileState {
  file: File;
  encryption?: Encryption;
  password: string;
  outputName: string;
}

export interface UnlockWorker {
  call: typeof unlockWorker.call;
  terminate(): void;
}

const limit = formatBytes(MAX_FILE_BYTES);
const cardClass = 'space-y-3 rounded-lg border border-border p-4';

/** PDF password remover (CONTEXT.md): checks a PDF, decrypts it with qpdf in a worker, downloads it. */
export default function PdfPasswordRemoverTool({ worker = unlockWorker }: { worker?: UnlockWorker }) {
  const { t } = useTranslation('pdf-password-remover');
  const [pdf, setPdf] = useState<PdfFileState>();
  const [processing, dispatch] = useReducer(unlockReducer, initialProcessingState);
  // Several files chosen at once make a batch (CONTEXT.md § Batch); one keeps the single-file screen.
  const [batch, setBatch] = useState<File[]>();
  // The last unlocked file, for "Open in…" (CONTEXT.md § Hand-off); a new file or reset forgets it.
  const [unlockedFile, setUnlockedFile] = useState<File>();
  const unlockedItems = useMemo<HandOffItem[]>(
    () => (unlockedFile ? [{ kind: 'file', file: unlockedFile }] : []),
    [unlockedFile],
  );
  const controller = useRef<AbortController | undefined>(undefined);
  const formId = useId();

  function fail(error: unknown) {
    dispatch({ type: 'fail', error: unlockErrorType(error) ?? 'UNKNOWN' });
    toast.error(t(errorMessageKey(error), { limit }));
  }

  /** Refused before any work: shown the same way, from whatever state the card is in. */
  function reject(error: UnlockError) {
    dispatch({ type: 'reject', error: error.type });
    toast.error(t(errorMessageKey(error), { limit }));
  }

  function begin() {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return current.signal;
  }

  /** One file opens the single screen, several the batch screen (dropped, picked or handed over). */
  function open(files: File[]) {
    setUnlockedFile(undefined);
    if (files.length > 1) {
      dispatch({ type: 'reset' });
      setPdf(undefined);
      setBatch(files);
    } else if (files[0]) {
      setBatch(undefined);
      void load(files[0]);
    }
  }

  // CONTEXT.md § Hand-off: PDFs sent from another tool or smart paste open as if dropped.
  useHandOffReceiver((items) => open(items.flatMap((item) => (item.kind === 'file' ? [item.file] : []))));

  async function load(file: File) {
    try {
      checkFile(file);
    } catch (error) {
      return reject(error as UnlockError);
    }
    const signal = begin();
    setPdf({ file, password: '', outputName: defaultOutputName(file.name) });
    dispatch({ type: 'check' });
    try {
      const encryption = await worker.call('inspect', { file }, { signal });
      if (signal.aborted) return;
      setPdf((previous) => previous && { ...previous, encryption });
      dispatch({ type: 'checked' });
      toast.success(t('toasts.fileLoaded', { name: file.name }));
    } catch (error) {
      if (!signal.aborted) fail(error);
    }
  }

  async function unlock(event: FormEvent) {
    event.preventDefault();
    if (!pdf || isBusy(processing)) return;
    if (!canUnlock(pdf.encryption, pdf.password)) return reject(new UnlockError('PASSWORD_REQUIRED'));
    const signal = begin();
    const started = performance.now();
    dispatch({ type: 'start' });
    try {
      // A file that only carries restrictions opens with the empty user password.
      const password = pdf.encryption === 'restrictions-only' ? '' : pdf.password;
      const unlocked = await worker.call(
        'decrypt',
        { file: pdf.file, password },
        { signal, onProgress: ({ stage }) => stage === 'decrypting' && dispatch({ type: 'decrypting' }) },
      );
      if (signal.aborted) return;
      dispatch({ type: 'decrypted' });
      const fileName = outputFileName({
        name: pdf.outputName,
        defaultName: OUTPUT_PLACEHOLDER,
        extension: '.pdf',
      });
      const unlockedFile = new File([unlocked as BlobPart], fileName, { type: 'application/pdf' });
      downloadBlob(unlockedFile, fileName);
      setUnlockedFile(unlockedFile);
      dispatch({
        type: 'downloaded',
        result: {
          fileName,
          originalSize: pdf.file.size,
          processedSize: unlocked.byteLength,
          processingTime: performance.now() - started,
        },
      });
      toast.success(t('toasts.unlocked', { name: fileName }));
    } catch (error) {
      if (!signal.aborted) fail(error);
    }
  }

  function cancel() {
    controller.current?.abort();
    // Terminating the worker stops qpdf at once; the next call starts a fresh one.
    worker.terminate();
    dispatch({ type: 'reset' });
    if (!pdf?.encryption) setPdf(undefined);
    toast.info(t('toasts.cancelled'));
  }

  function reset() {
    setUnlockedFile(undefined);
    controller.current?.abort();
    dispatch({ type: 'reset' });
    setPdf(undefined);
  }

  return (
    <div className="space-y-6">
      <p className="text-muted-foreground">{t('subtitle')}</p>
      <ul className="space-y-1 text-sm">
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-4 text-primary" />
          {t('notes.privacy')}
        </li>
        <li className="flex items-center gap-2">
          <Lock aria-hidden className="size-4 text-primary" />
          {t('notes.security')}
        </li>
      </ul>

      {batch ? (
        <BatchUnlock initialFiles={batch} worker={worker} onClear={() => setBatch(undefined)} />
      ) : pdf ? (
        <PdfCard
          formId={formId}
          pdf={pdf}
          disabled={isBusy(processing)}
          onChange={(changes) => setPdf((previous) => previous && { ...previous, ...changes })}
          onRemove={reset}
          onReplace={(file) => void load(file)}
          onReject={() => reject(new UnlockError('INVALID_FILE'))}
          onSubmit={unlock}
        />
      ) : (
        <FileDropZone
          multiple
          accept={PDF_ACCEPT}
          onReject={() => reject(new UnlockError('INVALID_FILE'))}
          label={t('dropZone.label')}
          hint={t('dropZone.hint', { limit })}
          onFiles={open}
        />
      )}

      {!batch && (
        <StatusCard
          formId={formId}
          processing={processing}
          pdf={pdf}
          onCancel={cancel}
          onProcessAnother={reset}
        />
      )}
      {!batch && unlockedFile && (
        <div className="flex justify-end">
          <Suspense fallback={null}>
            <OpenInMenu items={unlockedItems} />
          </Suspense>
        </div>
      )}
      <HelpCard />
    </div>
  );
}

/** The file card (name, size, encrypted badge, replace, remove) with its password and output name (CONTEXT.md § Screen). */
function PdfCard({
  formId,
  pdf,
  disabled,
  onChange,
  onRemove,
  onReplace,
  onReject,
  onSubmit,
}: {
  formId: string;
  pdf: PdfFileState;
  disabled: boolean;
  onChange(changes: Partial<PdfFileState>): void;
  onRemove(): void;
  onReplace(file: File): void;
  onReject(): void;
  onSubmit(event: FormEvent): void;
}) {
  const { t } = useTranslation('pdf-password-remover');
  const needsPassword = pdf.encryption !== 'restrictions-only';

  return (
    <FileCard
      file={pdf.file}
      label={t('file.title')}
      icon={<FileLock2 />}
      details={
        pdf.encryption && (
          <span className="rounded bg-muted px-2 py-0.5 text-foreground text-xs">
            {t(pdf.encryption === 'restrictions-only' ? 'file.restrictionsOnly' : 'file.encrypted')}
          </span>
        )
      }
      removeLabel={t('file.remove')}
      onRemove={onRemove}
      // The drop zone's filter: a refused file gives INVALID_FILE, and checkFile checks the rest.
      accept={PDF_ACCEPT}
      onReplace={onReplace}
      onReject={onReject}
      disabled={disabled}
    >
      {pdf.encryption && (
        <form id={formId} className="space-y-3" onSubmit={onSubmit}>
          {needsPassword ? (
            <PasswordField
              label={t('file.password')}
              autoComplete="off"
              value={pdf.password}
              disabled={disabled}
              placeholder={t('file.passwordPlaceholder')}
              onChange={(event) => onChange({ password: event.target.value })}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('file.restrictionsNote')}</p>
          )}
          <OutputNameField
            label={t('file.outputName')}
            value={pdf.outputName}
            onValueChange={(outputName) => onChange({ outputName })}
            defaultName={OUTPUT_PLACEHOLDER}
            extension=".pdf"
            disabled={disabled}
          />
        </form>
      )}
    </FileCard>
  );
}

function StatusCard({
  formId,
  processing,
  pdf,
  onCancel,
  onProcessAnother,
}: {
  formId: string;
  processing: ProcessingState;
  pdf: PdfFileState | undefined;
  onCancel(): void;
  onProcessAnother(): void;
}) {
  const { t } = useTranslation('pdf-password-remover');
  const { status, progress, result, error } = processing;
  const ready = pdf !== undefined && canUnlock(pdf.encryption, pdf.password);
  const idleText = pdf?.encryption === 'restrictions-only' ? t('status.idleRestrictions') : t('status.idle');

  return (
    <section aria-label={t('status.title')} className={cardClass}>
      <h2 className="font-medium">{t('status.title')}</h2>
      <div role="status" className="space-y-2 text-sm">
        {status === 'idle' && <p className="text-muted-foreground">{idleText}</p>}
        {status === 'checking' && <p>{t('status.checking')}</p>}
        {status === 'processing' && <p>{t('status.processing', { percent: progress })}</p>}
        {status === 'completed' && result && (
          <>
            <p className="font-medium">{t('status.completed')}</p>
            <p className="text-muted-foreground">
              {result.fileName} ·{' '}
              {t('status.resultSizes', {
                original: formatBytes(result.originalSize),
                processed: formatBytes(result.processedSize),
              })}{' '}
              · {t('status.resultTime', { seconds: (result.processingTime / 1000).toFixed(1) })}
            </p>
          </>
        )}
        {status === 'error' && error && <p className="text-destructive">{t(`errors.${error}`, { limit })}</p>}
      </div>
      {isBusy(processing) && <ProgressBar value={progress} label={t('status.progressLabel')} showValue />}
      <div className="flex flex-wrap gap-2">
        {isBusy(processing) ? (
          <Button variant="outline" onClick={onCancel}>
            {t('status.cancel')}
          </Button>
        ) : (
          pdf?.encryption &&
          status !== 'completed' && (
            <Button type="submit" form={formId} disabled={!ready}>
              {t('status.removePassword')}
            </Button>
          )
        )}
        {(status === 'completed' || status === 'error') && (
          <Button variant="outline" onClick={onProcessAnother}>
            {t('status.processAnother')}
          </Button>
        )}
      </div>
    </section>
  );
}

function HelpCard() {
  const { t } = useTranslation('pdf-password-remover');
  return (
    <section aria-label={t('help.title')} className={`${cardClass} text-sm`}>
      <h2 className="font-medium">{t('help.title')}</h2>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>{t('help.requirement')}</li>
        <li>{t('help.format')}</li>
        <li>{t('help.size', { limit })}</li>
        <li>{t('help.privacy')}</li>
      </ul>
      <h3 className="font-medium">{t('help.stepsTitle')}</h3>
      <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
        <li>{t('help.step1')}</li>
        <li>{t('help.step2')}</li>
        <li>{t('help.step3')}</li>
        <li>{t('help.step4')}</li>
      </ol>
    </section>
  );
}
