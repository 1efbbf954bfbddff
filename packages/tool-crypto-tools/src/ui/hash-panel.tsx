import { CopyButton } from '@toolbox/ui/copy-button';
import { Input } from '@toolbox/ui/input';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HashAlgorithm, hashAlgorithms } from '../core/constants';
import { cryptoTextWorker } from '../worker/client';
import { FileHashes } from './file-hashes';
import { useCopyMessages } from './use-copy';

/** Second tab: hashes of typed text (live) and of files (streamed), both in the worker (CONTEXT.md § Hash). */
/** The hash tab's settings: what a share link carries of this tab. */
export interface HashSettings {
  algorithm: HashAlgorithm;
  uppercase: boolean;
}

export function HashPanel({
  settings,
  onSettingsChange,
  handedFiles,
}: {
  settings: HashSettings;
  onSettingsChange(settings: HashSettings): void;
  /** Files sent from another tool or smart paste; a new `id` adds them to the list. */
  handedFiles?: { id: number; files: File[] };
}) {
  const { t } = useTranslation('crypto-tools');
  const textId = useId();
  const { algorithm, uppercase } = settings;
  const setAlgorithm = (next: HashAlgorithm) => onSettingsChange({ ...settings, algorithm: next });
  const setUppercase = (next: boolean) => onSettingsChange({ ...settings, uppercase: next });
  const [text, setText] = useState('');
  const [textDigest, setTextDigest] = useState('');
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

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <SegmentedControl
          label={t('hash.algorithm')}
          value={algorithm}
          onValueChange={setAlgorithm}
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
        <FileHashes algorithm={algorithm} shown={shown} handedFiles={handedFiles} />
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
