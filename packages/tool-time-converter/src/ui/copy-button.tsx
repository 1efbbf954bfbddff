import { copyText } from '@toolbox/kit/clipboard';
import { Button } from '@toolbox/ui/button';
import { toast } from '@toolbox/ui/toast';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** An icon button that copies `value`; `label` names what is copied for screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('time-converter');
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={value === ''}
      onClick={async () => {
        if (await copyText(value)) toast.success(t('copy.done'));
        else toast.error(t('copy.failed'));
      }}
    >
      <Copy aria-hidden />
    </Button>
  );
}
