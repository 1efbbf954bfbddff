import { Button } from '@toolbox/ui/button';
import { CopyButton } from '@toolbox/ui/copy-button';
import { Input } from '@toolbox/ui/input';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { toast } from '@toolbox/ui/toast';
import { KeyRound, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CryptoToolError, DEFAULT_KEY_LENGTH, keyLengths } from '../core/constants';
import { generateKey } from '../core/keys';
import { useCopyMessages } from './use-copy';

/** Third tab: random keys of a chosen length, with copy and hand-over to the cipher tab (CONTEXT.md § Keys). */
export function KeysPanel({ onUseAsPassword }: { onUseAsPassword(key: string): void }) {
  const { t } = useTranslation('crypto-tools');
  const copyMessages = useCopyMessages();
  const resultId = useId();
  const [length, setLength] = useState<number>(DEFAULT_KEY_LENGTH);
  const [key, setKey] = useState('');

  function generate(next = length) {
    try {
      setKey(generateKey(next));
    } catch (caught) {
      toast.error(t(`errors.${caught instanceof CryptoToolError ? caught.code : 'operationFailed'}`));
    }
  }

  return (
    <div className="space-y-4">
      <SegmentedControl
        label={t('keys.length')}
        value={String(length)}
        onValueChange={(value) => {
          setLength(Number(value));
          if (key) generate(Number(value));
        }}
        options={keyLengths.map((value) => ({ value: String(value), label: String(value) }))}
      />
      <p className="text-sm text-muted-foreground">{t('keys.alphabet')}</p>
      <Button onClick={() => generate()}>
        <RefreshCw aria-hidden className="size-4" />
        {t('keys.generate')}
      </Button>
      <div className="space-y-2">
        <label htmlFor={resultId} className="text-sm font-medium">
          {t('keys.result')}
        </label>
        <Input id={resultId} readOnly value={key} className="h-9 font-mono" />
        <div className="flex flex-wrap gap-2">
          <CopyButton value={key} label={t('keys.copy')} {...copyMessages} />
          <Button variant="outline" size="sm" disabled={!key} onClick={() => onUseAsPassword(key)}>
            <KeyRound aria-hidden className="size-4" />
            {t('keys.useAsPassword')}
          </Button>
        </div>
      </div>
    </div>
  );
}
