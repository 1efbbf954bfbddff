import { Button } from '@toolbox/ui/button';
import { PasswordField } from '@toolbox/ui/password-field';
import { ResultPane } from '@toolbox/ui/result-pane';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { Lock, LockOpen, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AesFormat, type CipherAlgorithm, cipherAlgorithms, legacyCiphers } from '../core/constants';
import { cryptoTextWorker } from '../worker/client';
import { useCopyMessages } from './use-copy';

const opensslNames: Record<CipherAlgorithm, string> = {
  AES: 'aes-256-cbc',
  DES: 'des-cbc',
  TripleDES: 'des-ede3-cbc',
  RC4: 'rc4',
};

/** The cipher's settings: what a share link carries of this tab (never the password). */
export interface CipherSettings {
  algorithm: CipherAlgorithm;
  format: AesFormat;
}

export interface CipherPanelProps {
  password: string;
  onPasswordChange(value: string): void;
  settings: CipherSettings;
  onSettingsChange(settings: CipherSettings): void;
  initialText?: string;
}

/** First tab: symmetric encryption and decryption with a password (CONTEXT.md § Cipher). */
export function CipherPanel({
  password,
  onPasswordChange,
  settings,
  onSettingsChange,
  initialText = '',
}: CipherPanelProps) {
  const { t } = useTranslation('crypto-tools');
  const copyMessages = useCopyMessages();
  const textId = useId();
  const errorId = useId();
  const { algorithm, format } = settings;
  const setAlgorithm = (next: CipherAlgorithm) => onSettingsChange({ ...settings, algorithm: next });
  const setFormat = (next: AesFormat) => onSettingsChange({ ...settings, format: next });
  const [text, setText] = useState(initialText);
  const [result, setResult] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const isLegacy = legacyCiphers.includes(algorithm);

  async function run(direction: 'encrypt' | 'decrypt') {
    setBusy(true);
    setError(undefined);
    const showError = (code: string) => {
      const message = t(`errors.${code}`);
      setResult('');
      setError(message);
      toast.error(message);
    };
    try {
      const input = { algorithm, text, key: password, openSslCompatible: format === 'openssl' };
      // The ciphers (WebCrypto for AES, crypto-js for the legacy ones) run in the worker.
      const outcome = await cryptoTextWorker.call(direction, input);
      if (outcome.ok) {
        setResult(outcome.text);
        toast.success(t(direction === 'encrypt' ? 'toasts.encrypted' : 'toasts.decrypted'));
      } else showError(outcome.error);
    } catch {
      showError('operationFailed');
    } finally {
      setBusy(false);
    }
  }

  const help = isLegacy
    ? t('cipher.formatHelp.legacy', { cipher: opensslNames[algorithm] })
    : t(`cipher.formatHelp.${format}`);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SegmentedControl<CipherAlgorithm>
          label={t('cipher.algorithm')}
          value={algorithm}
          onValueChange={setAlgorithm}
          options={cipherAlgorithms.map((value) => ({
            value,
            label: legacyCiphers.includes(value) ? `${value} (${t('cipher.legacyBadge')})` : value,
          }))}
        />
        {!isLegacy && (
          <SegmentedControl<AesFormat>
            label={t('cipher.format')}
            value={format}
            onValueChange={setFormat}
            options={(['tbx', 'openssl'] as const).map((value) => ({
              value,
              label: t(`cipher.formats.${value}`),
            }))}
          />
        )}
      </div>
      {isLegacy && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-md border border-destructive px-3 py-2 text-sm text-destructive"
        >
          <TriangleAlert aria-hidden className="size-4 shrink-0" />
          {t('cipher.legacyWarning', { algorithm })}
        </p>
      )}
      <p className="break-words text-sm text-muted-foreground">
        {help} {!isLegacy && t('cipher.decryptHelp')}
      </p>

      <div className="space-y-2">
        <label htmlFor={textId} className="text-sm font-medium">
          {t('cipher.text')}
        </label>
        <Textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('cipher.textPlaceholder')}
          spellCheck={false}
          className="min-h-32 font-mono"
          invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <PasswordField
        label={t('cipher.key')}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        placeholder={t('cipher.keyPlaceholder')}
        autoComplete="off"
        inputClassName="font-mono"
      />

      <div className="flex flex-wrap gap-2">
        <Button onClick={() => run('encrypt')} disabled={busy}>
          <Lock aria-hidden className="size-4" />
          {t('cipher.encrypt')}
        </Button>
        <Button variant="outline" onClick={() => run('decrypt')} disabled={busy}>
          <LockOpen aria-hidden className="size-4" />
          {t('cipher.decrypt')}
        </Button>
        {busy && <span className="self-center text-sm text-muted-foreground">{t('cipher.working')}</span>}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}

      <ResultPane
        label={t('cipher.result')}
        value={result}
        placeholder={t('cipher.resultEmpty')}
        copyLabel={t('cipher.copy')}
        {...copyMessages}
        onUseAsInput={setText}
        textareaClassName="min-h-32 break-all"
      />
    </div>
  );
}
