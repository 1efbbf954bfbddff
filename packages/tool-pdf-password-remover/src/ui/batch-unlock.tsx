import { formatBytes } from '@toolbox/kit/bytes';
import { downloadBlob } from '@toolbox/kit/download';
import type { HandOffItem } from '@toolbox/kit/hand-off';
import { PDF_ACCEPT } from '@toolbox/pdf-kit/pdf-file';
import { Button } from '@toolbox/ui/button';
import { FileCard } from '@toolbox/ui/file-card';
import { FileDropZone } from '@toolbox/ui/file-drop-zone';
import { PasswordField } from '@toolbox/ui/password-field';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { toast } from '@toolbox/ui/toast';
import { Download, FileArchive, FileLock2 } from 'lucide-react';
import { type FormEvent, type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchFileNames, batchZipName, passwordFor } from '../core/batch';
import { MAX_FILE_BYTES } from '../core/constants';
import { type UnlockError, type UnlockErrorType, unlockErrorType } from '../core/errors';
import { checkFile, type Encryption } from '../core/file-rules';
import { OpenInMenu } from './open-in-menu-on-use';
import type { UnlockWorker } from './pdf-password-remover-tool';

const RAW = { escapeValue: false };
const limit = formatBytes(MAX_FILE_BYTES);

type ErrorType = UnlockErrorType | 'UNKNOWN';

/** One file of the batch: what the check found, the password typed for it alone, its result. */
interface Entry {
  id: number;
  file: File;
  /** Undefined while it is checked. */
  encryption?: Encryption | 'not-encrypted';
  /** The check failed (not a PDF, damaged): the file is left out of the run. */
  checkError?: ErrorType;
  /** Typed after the common password failed for this file (CONTEXT.md § Batch › Passwords). */
  ownPassword?: string;
  result?:
    | { status: 'unlocked'; blob: Blob }
    | { status: 'not-encrypted' }
    | { status: 'failed'; error: ErrorType };
}

interface Progress {
  label: string;
  percent: number;
  item?: string;
}

const isDone = (entry: Entry) =>
  entry.result?.status === 'unlocked' || entry.result?.status === 'not-encrypted';

/**
 * Several PDFs at once (CONTEXT.md § Batch): one password for all, a password of its own for a
 * file the common one does not open, each file's result or error, each download and all as a ZIP.
 */
export function BatchUnlock({
  initialFiles,
  worker,
  onClear,
}: {
  initialFiles: readonly File[];
  worker: UnlockWorker;
  onClear(): void;
}) {
  const { t } = useTranslation('pdf-password-remover');
  const [entries, setEntries] = useState<Entry[]>([]);
  const [password, setPassword] = useState('');
  const [progress, setProgress] = useState<Progress>();
  const controller = useRef<AbortController | undefined>(undefined);
  const nextId = useRef(0);
  const started = useRef(false);
  const formId = useId();
  const busy = progress !== undefined;

  const update = (id: number, changes: Partial<Entry>) =>
    setEntries((previous) => previous.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry)));

  function begin() {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return current;
  }

  /** Adds files (type and size checked first) and checks each for encryption in the worker. */
  async function add(files: readonly File[]) {
    const accepted: Entry[] = [];
    for (const file of files) {
      try {
        checkFile(file);
        accepted.push({ id: nextId.current++, file });
      } catch (error) {
        toast.error(`${file.name}: ${t(`errors.${(error as UnlockError).type}`, { limit })}`);
      }
    }
    if (accepted.length === 0) return;
    setEntries((previous) => [...previous, ...accepted]);
    for (const entry of accepted) {
      try {
        const encryption = await worker.call('inspect', { file: entry.file });
        update(entry.id, { encryption });
      } catch (error) {
        const type = unlockErrorType(error);
        if (type === 'NOT_ENCRYPTED') update(entry.id, { encryption: 'not-encrypted' });
        else update(entry.id, { checkError: type ?? 'UNKNOWN' });
      }
    }
  }

  // The files dropped to start the batch are added once, when it first shows.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void add(initialFiles);
  });

  const checking = entries.some((entry) => entry.encryption === undefined && entry.checkError === undefined);
  const pending = entries.filter((entry) => entry.checkError === undefined && !isDone(entry));
  const needsCommon = pending.some(
    (entry) => entry.encryption === 'password-required' && (entry.ownPassword ?? '').trim() === '',
  );
  const canRun = !busy && !checking && pending.length > 0 && (!needsCommon || password.trim() !== '');

  /** Runs `targets` (by default every file without a result yet) in one worker call. */
  async function run(targets: Entry[] = pending) {
    if (targets.length === 0) return;
    if (
      targets.some(
        (entry) =>
          entry.encryption === 'password-required' && passwordFor(entry.ownPassword, password).trim() === '',
      )
    ) {
      toast.error(t('errors.PASSWORD_REQUIRED'));
      return;
    }
    const current = begin();
    setProgress({ label: t('batch.progress'), percent: 0, item: targets[0]?.file.name });
    try {
      const results = await worker.call(
        'unlockMany',
        {
          items: targets.map((entry) => ({
            file: entry.file,
            name: entry.file.name,
            password: passwordFor(entry.ownPassword, password),
          })),
        },
        {
          signal: current.signal,
          onProgress: ({ ratio, stage }) => {
            const { name } = JSON.parse(stage ?? '{}') as { name?: string };
            setProgress({ label: t('batch.progress'), percent: ratio * 100, item: name || undefined });
          },
        },
      );
      if (current.signal.aborted) return;
      const byId = new Map(targets.map((entry, index) => [entry.id, results[index]]));
      setEntries((previous) =>
        previous.map((entry) => {
          const result = byId.get(entry.id);
          if (!result) return entry;
          return {
            ...entry,
            result: result.status === 'unlocked' ? { status: 'unlocked', blob: result.file } : result,
          };
        }),
      );
      const failed = results.filter((result) => result.status === 'failed').length;
      if (failed === 0) toast.success(t('batch.allDone', { count: results.length }));
      else toast.warning(t('batch.someFailed', { count: failed, total: results.length }));
    } catch {
      if (!current.signal.aborted) toast.error(t('errors.UNKNOWN'));
    } finally {
      if (controller.current === current) {
        controller.current = undefined;
        setProgress(undefined);
      }
    }
  }

  const done = entries.filter(isDone);
  const names = new Map(
    batchFileNames(
      done.map((entry) => ({ name: entry.file.name, unchanged: entry.result?.status === 'not-encrypted' })),
    ).map((name, index) => [done[index]?.id, name]),
  );
  const blobOf = (entry: Entry) => (entry.result?.status === 'unlocked' ? entry.result.blob : entry.file);

  async function downloadZip() {
    const current = begin();
    setProgress({ label: t('batch.zipProgress'), percent: 0 });
    try {
      const zip = await worker.call(
        'zip',
        { files: done.map((entry) => ({ name: names.get(entry.id) as string, blob: blobOf(entry) })) },
        {
          signal: current.signal,
          onProgress: ({ ratio }) => setProgress({ label: t('batch.zipProgress'), percent: ratio * 100 }),
        },
      );
      if (current.signal.aborted) return;
      const name = batchZipName(new Date());
      downloadBlob(zip, name);
      toast.success(t('batch.zipDownloaded', { name, interpolation: RAW }));
    } catch {
      if (!current.signal.aborted) toast.error(t('batch.zipError'));
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
    // Terminating the worker stops qpdf at once; the files keep what they had.
    worker.terminate();
    setProgress(undefined);
    toast.info(t('toasts.cancelled'));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canRun) void run();
  }

  return (
    <div className="space-y-4">
      <section aria-label={t('batch.title', { count: entries.length })} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-medium">{t('batch.title', { count: entries.length })}</h2>
          <Button variant="outline" size="sm" disabled={busy} onClick={onClear}>
            {t('batch.clear')}
          </Button>
        </div>
        <form id={formId} onSubmit={submit} className="space-y-1">
          <PasswordField
            label={t('batch.password')}
            hint={t('batch.passwordHint')}
            autoComplete="off"
            value={password}
            disabled={busy}
            placeholder={t('file.passwordPlaceholder')}
            onChange={(event) => setPassword(event.target.value)}
          />
        </form>
        <ul className="space-y-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <FileCard
                file={entry.file}
                label={entry.file.name}
                icon={<FileLock2 />}
                details={<EntryBadge entry={entry} />}
                actions={
                  <EntryActions
                    entry={entry}
                    name={names.get(entry.id)}
                    blob={blobOf(entry)}
                    onDownload={() => downloadBlob(blobOf(entry), names.get(entry.id) as string)}
                  />
                }
                disabled={busy}
                onRemove={() => setEntries((previous) => previous.filter((item) => item.id !== entry.id))}
              >
                <EntryResult
                  entry={entry}
                  busy={busy}
                  onOwnPassword={(ownPassword) => update(entry.id, { ownPassword })}
                  onRetry={() => void run([entry])}
                />
              </FileCard>
            </li>
          ))}
        </ul>
        <FileDropZone
          multiple
          accept={PDF_ACCEPT}
          label={t('batch.addMore')}
          hint={t('dropZone.hint', { limit })}
          disabled={busy}
          onFiles={(files) => void add(files)}
          onReject={() => toast.error(t('errors.INVALID_FILE'))}
        />
      </section>

      <section aria-label={t('status.title')} className="space-y-3 rounded-lg border border-border p-4">
        <h2 className="font-medium">{t('status.title')}</h2>
        {progress ? (
          <TaskProgress
            label={progress.label}
            value={progress.percent}
            currentItem={progress.item}
            onCancel={cancel}
          />
        ) : (
          <p role="status" className="text-muted-foreground text-sm">
            {checking
              ? t('status.checking')
              : t('batch.summary', { done: done.length, total: entries.length })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" form={formId} disabled={!canRun}>
            {t('batch.run', { count: pending.length })}
          </Button>
          <Button variant="outline" disabled={busy || done.length === 0} onClick={() => void downloadZip()}>
            <FileArchive aria-hidden />
            {t('batch.downloadZip', { count: done.length })}
          </Button>
        </div>
      </section>
    </div>
  );
}

function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'bad' }) {
  // Muted and plain backgrounds: the primary blue on its own 10 % tint reads 4.48:1, under AA.
  const tones = { neutral: 'bg-muted text-foreground', bad: 'border border-destructive text-destructive' };
  return <span className={`rounded px-2 py-0.5 text-xs ${tones[tone]}`}>{children}</span>;
}

/** What the check found. */
function EntryBadge({ entry }: { entry: Entry }) {
  const { t } = useTranslation('pdf-password-remover');
  if (entry.checkError) return <Badge tone="bad">{t('batch.unreadable')}</Badge>;
  if (!entry.encryption) return <span>{t('status.checking')}</span>;
  const key =
    entry.encryption === 'not-encrypted'
      ? 'batch.notEncrypted'
      : entry.encryption === 'restrictions-only'
        ? 'file.restrictionsOnly'
        : 'file.encrypted';
  return <Badge>{t(key)}</Badge>;
}

/**
 * The buttons of one result (download for now). Kept apart so more actions ("Open in…") can join
 * the download without touching the list.
 */
function EntryActions({
  entry,
  name,
  blob,
  onDownload,
}: {
  entry: Entry;
  name?: string;
  blob: Blob;
  onDownload(): void;
}) {
  const { t } = useTranslation('pdf-password-remover');
  // CONTEXT.md § Hand-off: each unlocked file can go on to the merge or split tools.
  const items = useMemo<HandOffItem[]>(
    () => (name ? [{ kind: 'file', file: new File([blob], name, { type: 'application/pdf' }) }] : []),
    [blob, name],
  );
  if (!isDone(entry) || !name) return null;
  return (
    <>
      <Button
        variant="outline"
        size="icon"
        onClick={onDownload}
        aria-label={t('batch.download', { name, interpolation: RAW })}
      >
        <Download aria-hidden />
      </Button>
      <Suspense fallback={null}>
        <OpenInMenu items={items} aria-label={t('batch.openIn', { name, interpolation: RAW })} />
      </Suspense>
    </>
  );
}

/** The file's own result or error; after a wrong password, a password of its own and Try again. */
function EntryResult({
  entry,
  busy,
  onOwnPassword,
  onRetry,
}: {
  entry: Entry;
  busy: boolean;
  onOwnPassword(password: string): void;
  onRetry(): void;
}) {
  const { t } = useTranslation('pdf-password-remover');
  const formId = useId();
  if (entry.checkError)
    return <p className="text-destructive text-sm">{t(`errors.${entry.checkError}`, { limit })}</p>;
  const { result } = entry;
  if (!result) return null;
  if (result.status === 'unlocked') return <p className="text-sm">{t('batch.unlocked')}</p>;
  if (result.status === 'not-encrypted') return <p className="text-sm">{t('batch.passedOn')}</p>;
  const retryable = result.error === 'WRONG_PASSWORD' || result.error === 'PASSWORD_REQUIRED';
  return (
    <div className="space-y-2">
      <p className="text-destructive text-sm">{t(`errors.${result.error}`, { limit })}</p>
      {retryable && (
        <form
          id={formId}
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if ((entry.ownPassword ?? '').trim() !== '') onRetry();
          }}
        >
          <PasswordField
            className="min-w-48 flex-1"
            label={t('batch.ownPassword', { name: entry.file.name, interpolation: RAW })}
            autoComplete="off"
            value={entry.ownPassword ?? ''}
            disabled={busy}
            onChange={(event) => onOwnPassword(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={busy || (entry.ownPassword ?? '').trim() === ''}>
            {t('batch.retry')}
          </Button>
        </form>
      )}
    </div>
  );
}
