import { formatBytes } from '@toolbox/kit/bytes';
import { CopyButton } from '@toolbox/ui/copy-button';
import { FileDropZone } from '@toolbox/ui/file-drop-zone';
import { Input } from '@toolbox/ui/input';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_HASH, type HashAlgorithm, hashAlgorithms } from '../core/constants';
import { cryptoFileWorker, cryptoTextWorker } from '../worker/client';
import { useCopyMessages } from './use-copy';

interface FileState {
  name: string;
  size: number;
  progress: number;
  digest?: string;
  algorithm: HashAlgorithm;
}

/** Second tab: hashes of typed text (live) and of files (streamed), both in the worker (CONTEXT.md § Hash). */
export function HashPanel() {
  const { t } = useTranslation('crypto-tools');
  const textId = useId();
  const [algorithm, setAlgorithm] = useState<HashAlgorithm>(DEFAULT_HASH);
  const [uppercase, setUppercase] = useState(false);
  const [text, setText] = useState('');
  const [textDigest, setTextDigest] = useState('');
  const [file, setFile] = useState<FileState>();
  const lastFile = useRef<File | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);
  const shown = (digest: string) => (uppercase ? digest.toUpperCase() : digest);

  useEffect(() => {
    // An empty box shows no digest (the empty string's digest would look like a result).
    if (text === '') {
      setTextDigest('');
      return;
    }
    // Hashed in the worker; a stale result for older text must not overwrite a newer one.
    let current = true;
    cryptoTextWorker.call('hashText', { algorithm, text }).then(
      (digest) => current && setTextDigest(digest),
      () => current && toast.error(t('errors.operationFailed')),
    );
    return () => {
      current = false;
    };
  }, [algorithm, text, t]);

  async function hashFile(chosen: File, chosenAlgorithm: HashAlgorithm) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    lastFile.current = chosen;
    setFile({ name: chosen.name, size: chosen.size, progress: 0, algorithm: chosenAlgorithm });
    try {
      const digest = await cryptoFileWorker.call(
        'hashFile',
        { algorithm: chosenAlgorithm, file: chosen },
        {
          signal: current.signal,
          onProgress: ({ ratio }) => setFile((previous) => previous && { ...previous, progress: ratio }),
        },
      );
      if (current.signal.aborted) return;
      setFile((previous) => previous && { ...previous, progress: 1, digest });
      toast.success(t('toasts.hashed'));
    } catch {
      if (current.signal.aborted) return;
      setFile(undefined);
      toast.error(t('errors.operationFailed'));
    }
  }

  function cancel() {
    controller.current?.abort();
    // Terminating the worker stops the read at once and frees its chunk.
    cryptoFileWorker.terminate();
    setFile(undefined);
  }

  function changeAlgorithm(next: HashAlgorithm) {
    setAlgorithm(next);
    if (lastFile.current && file) void hashFile(lastFile.current, next);
  }

  const running = file !== undefined && file.digest === undefined;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <SegmentedControl
          label={t('hash.algorithm')}
          value={algorithm}
          onValueChange={changeAlgorithm}
          options={hashAlgorithms.map((value) => ({ value, label: value }))}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={uppercase}
            onChange={(event) => setUppercase(event.target.checked)}
          />
          {t('hash.uppercase')}
        </label>
      </div>

      <section className="space-y-2" aria-label={t('hash.textTitle')}>
        <h3 className="font-medium">{t('hash.textTitle')}</h3>
        <label htmlFor={textId} className="sr-only">
          {t('hash.text')}
        </label>
        <Textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('hash.textPlaceholder')}
          spellCheck={false}
        />
        <DigestRow label={t('hash.textResult')} value={shown(textDigest)} />
      </section>

      <section className="space-y-2" aria-label={t('hash.fileTitle')}>
        <h3 className="font-medium">{t('hash.fileTitle')}</h3>
        <FileDropZone
          label={t('hash.fileDrop')}
          hint={t('hash.fileHint')}
          onFiles={([chosen]) => chosen && hashFile(chosen, algorithm)}
        />
        {file && (
          <p className="break-all text-sm text-muted-foreground">
            {t('hash.fileName', { name: file.name, size: formatBytes(file.size) })}
          </p>
        )}
        {running && (
          <TaskProgress
            label={t('hash.progress')}
            value={Math.round(file.progress * 100)}
            onCancel={cancel}
          />
        )}
        {file?.digest && (
          <DigestRow label={`${t('hash.fileResult')} (${file.algorithm})`} value={shown(file.digest)} />
        )}
      </section>
    </div>
  );
}

function DigestRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('crypto-tools');
  const copyMessages = useCopyMessages();
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {label}
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} className="h-9 font-mono" />
        <CopyButton
          iconOnly
          variant="outline"
          size="sm"
          value={value}
          label={`${t('hash.copy')}: ${label}`}
          {...copyMessages}
        />
      </div>
    </div>
  );
}
