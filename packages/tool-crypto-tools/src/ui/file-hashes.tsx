import { formatBytes } from '@toolbox/kit/bytes';
import { downloadText } from '@toolbox/kit/download';
import { Button } from '@toolbox/ui/button';
import { CopyButton } from '@toolbox/ui/copy-button';
import { FileDropZone } from '@toolbox/ui/file-drop-zone';
import { Input } from '@toolbox/ui/input';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { toast } from '@toolbox/ui/toast';
import { Download, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ChecksumStyle,
  checksumFileName,
  checksumStyles,
  formatChecksumFile,
  GNU_SUM_TOOLS,
} from '../core/checksum';
import type { HashAlgorithm } from '../core/constants';
import { cryptoFileWorker } from '../worker/client';
import { useCopyMessages } from './use-copy';

type FileStatus = 'queued' | 'hashing' | 'done' | 'failed' | 'cancelled';

interface FileEntry {
  id: number;
  file: File;
  status: FileStatus;
  /** 0 to 1 while hashing. */
  progress: number;
  digest?: string;
  algorithm: HashAlgorithm;
}

let nextId = 1;

/** Bytes hashed so far and bytes to hash in this run (done, hashing and queued files). */
export function overallProgress(entries: readonly Pick<FileEntry, 'file' | 'status' | 'progress'>[]) {
  let done = 0;
  let total = 0;
  for (const { file, status, progress } of entries) {
    if (status === 'cancelled' || status === 'failed') continue;
    total += file.size;
    if (status === 'done') done += file.size;
    if (status === 'hashing') done += file.size * progress;
  }
  return total === 0 ? 1 : done / total;
}

/**
 * Hash several files (CONTEXT.md § Hash › Files, § Checksum file): each is streamed through the
 * file worker in turn, with its own progress and the run's; Cancel ends the worker and keeps the
 * digests already made. Done files export as a checksum file `sha256sum -c` reads.
 */
export function FileHashes({
  algorithm,
  shown,
  handedFiles,
}: {
  algorithm: HashAlgorithm;
  /** Files sent from another tool or smart paste; a new `id` adds them as if dropped. */
  handedFiles?: { id: number; files: File[] };
  /** The digest as displayed (upper case when asked); the checksum file stays lower case. */
  shown: (digest: string) => string;
}) {
  const { t } = useTranslation('crypto-tools');
  const [entries, setEntries] = useState<FileEntry[]>([]);
  const latest = useRef<FileEntry[]>([]);
  const running = useRef<AbortController | undefined>(undefined);
  const [style, setStyle] = useState<ChecksumStyle>('gnu');
  const copyMessages = useCopyMessages();
  const styles = checksumStyles(algorithm);
  const chosenStyle = styles.includes(style) ? style : 'tag';

  const update = (change: (list: FileEntry[]) => FileEntry[]) => {
    latest.current = change(latest.current);
    setEntries(latest.current);
  };
  const patch = (id: number, values: Partial<FileEntry>) =>
    update((list) => list.map((entry) => (entry.id === id ? { ...entry, ...values } : entry)));

  async function runQueue(controller: AbortController) {
    let hashed = 0;
    for (;;) {
      const next = latest.current.find((entry) => entry.status === 'queued');
      if (!next || controller.signal.aborted) break;
      patch(next.id, { status: 'hashing', progress: 0 });
      try {
        const digest = await cryptoFileWorker.call(
          'hashFile',
          { algorithm: next.algorithm, file: next.file },
          { signal: controller.signal, onProgress: ({ ratio }) => patch(next.id, { progress: ratio }) },
        );
        if (controller.signal.aborted) return;
        patch(next.id, { status: 'done', progress: 1, digest });
        hashed++;
      } catch {
        if (controller.signal.aborted) return;
        patch(next.id, { status: 'failed' });
        toast.error(`${next.file.name}: ${t('errors.operationFailed')}`);
      }
    }
    if (running.current !== controller) return;
    running.current = undefined;
    if (hashed > 0)
      toast.success(hashed === 1 ? t('toasts.hashed') : t('toasts.hashedMany', { count: hashed }));
  }

  function start() {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    void runQueue(controller);
  }

  function addFiles(files: File[]) {
    update((list) => [
      ...list,
      ...files.map((file) => ({ id: nextId++, file, status: 'queued' as const, progress: 0, algorithm })),
    ]);
    start();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new hand-off (its id) is the trigger
  useEffect(() => {
    if (handedFiles && handedFiles.files.length > 0) addFiles(handedFiles.files);
  }, [handedFiles?.id]);

  function stop() {
    // Aborting ends the worker: the read stops at once and its chunk is freed.
    running.current?.abort();
    running.current = undefined;
  }

  function cancel() {
    stop();
    update((list) =>
      list.map((entry) =>
        entry.status === 'queued' || entry.status === 'hashing'
          ? { ...entry, status: 'cancelled', progress: 0 }
          : entry,
      ),
    );
  }

  // Changing the algorithm hashes every listed file again with the new one. start and stop only
  // touch refs, so the effect follows the algorithm alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    if (!latest.current.some((entry) => entry.algorithm !== algorithm)) return;
    stop();
    update((list) =>
      list.map(({ digest: _digest, ...entry }) => ({ ...entry, algorithm, status: 'queued', progress: 0 })),
    );
    start();
  }, [algorithm]);

  useEffect(() => () => running.current?.abort(), []);

  const isRunning = entries.some((entry) => entry.status === 'hashing' || entry.status === 'queued');
  const current = entries.find((entry) => entry.status === 'hashing');
  const active = entries.filter((entry) => entry.status !== 'cancelled' && entry.status !== 'failed');
  const done = entries.filter((entry) => entry.status === 'done' && entry.digest !== undefined);
  const left = entries.length - done.length;
  const checksumText =
    !isRunning && done.length > 0
      ? formatChecksumFile({
          algorithm,
          entries: done.map((entry) => ({ name: entry.file.name, digest: entry.digest as string })),
          style: chosenStyle,
        })
      : '';
  const fileName = checksumFileName(algorithm);

  return (
    <div className="space-y-3">
      <FileDropZone multiple label={t('hash.fileDrop')} hint={t('hash.fileHint')} onFiles={addFiles} />
      {isRunning && (
        <TaskProgress
          label={t('hash.progress')}
          value={Math.round(overallProgress(entries) * 100)}
          currentItem={
            current &&
            t('hash.currentFile', {
              n: active.indexOf(current) + 1,
              total: active.length,
              name: current.file.name,
            })
          }
          onCancel={cancel}
        />
      )}
      {entries.length > 0 && (
        <ul aria-label={t('hash.fileList')} className="space-y-3">
          {entries.map((entry) => (
            <FileRow
              key={entry.id}
              entry={entry}
              shown={shown}
              onRemove={() => update((list) => list.filter((item) => item.id !== entry.id))}
            />
          ))}
        </ul>
      )}
      {checksumText !== '' && (
        <section aria-label={t('checksum.title')} className="space-y-2 rounded-md border border-border p-3">
          <h4 className="font-medium text-sm">{t('checksum.title')}</h4>
          {styles.length > 1 ? (
            <SegmentedControl<ChecksumStyle>
              label={t('checksum.style')}
              value={chosenStyle}
              onValueChange={setStyle}
              options={styles.map((value) => ({
                value,
                label: value === 'gnu' ? (GNU_SUM_TOOLS[algorithm] as string) : t('checksum.tag'),
              }))}
            />
          ) : (
            <p className="text-xs text-muted-foreground">{t('checksum.tagOnly', { algorithm })}</p>
          )}
          <p className="text-xs text-muted-foreground">
            {chosenStyle === 'gnu'
              ? t('checksum.verifyGnu', { tool: GNU_SUM_TOOLS[algorithm], file: fileName })
              : t('checksum.verifyTag', { file: fileName })}
            {left > 0 && ` ${t('checksum.left', { count: left })}`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              // Not text/plain: for that type Chromium adds ".txt" to a name without an extension.
              onClick={() => downloadText(checksumText, fileName, 'application/octet-stream')}
            >
              <Download aria-hidden />
              {t('checksum.download', { file: fileName })}
            </Button>
            <CopyButton
              variant="outline"
              size="sm"
              value={checksumText}
              label={t('checksum.copy')}
              {...copyMessages}
            />
          </div>
        </section>
      )}
    </div>
  );
}

function FileRow({
  entry,
  shown,
  onRemove,
}: {
  entry: FileEntry;
  shown: (digest: string) => string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('crypto-tools');
  const copyMessages = useCopyMessages();
  const id = useId();
  const name = entry.file.name;
  const label = t('hash.fileDigest', { algorithm: entry.algorithm, name });
  return (
    <li className="space-y-1 rounded-md border border-border p-2">
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 break-all text-sm">
          {t('hash.fileName', { name, size: formatBytes(entry.file.size) })}
          <span className="ml-2 text-xs text-muted-foreground">{t(`hash.status.${entry.status}`)}</span>
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t('hash.remove', { name })}
          title={t('hash.remove', { name })}
          disabled={entry.status === 'hashing'}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      </div>
      {entry.status === 'hashing' && (
        <progress
          className="h-1.5 w-full"
          max={100}
          value={Math.round(entry.progress * 100)}
          aria-label={t('hash.fileProgress', { name })}
        />
      )}
      {entry.digest !== undefined && (
        <div className="space-y-1">
          <label htmlFor={id} className="text-sm text-muted-foreground">
            {label}
          </label>
          <div className="flex gap-2">
            <Input id={id} readOnly value={shown(entry.digest)} className="h-9 font-mono" />
            <CopyButton
              iconOnly
              variant="outline"
              size="sm"
              value={shown(entry.digest)}
              label={`${t('hash.copy')}: ${label}`}
              {...copyMessages}
            />
          </div>
        </div>
      )}
    </li>
  );
}
