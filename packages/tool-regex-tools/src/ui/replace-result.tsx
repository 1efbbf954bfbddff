import { copyText } from '@toolbox/kit/clipboard';
import { Button } from '@toolbox/ui/button';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The read-only result of a replace, with its length and a copy button. */
export function ReplaceResult({ output }: { output: string }) {
  const { t } = useTranslation('regex-tools');
  const outputId = useId();

  async function handleCopy() {
    if (await copyText(output)) toast.success(t('results.copied'));
    else toast.error(t('results.copyFailed'));
  }

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={outputId} className="text-sm font-medium">
          {t('results.output')}
        </label>
        <Button variant="outline" size="sm" onClick={handleCopy}>
          <Copy aria-hidden className="size-4" />
          {t('actions.copy')}
        </Button>
      </div>
      <Textarea id={outputId} value={output} readOnly className="min-h-40 font-mono" />
      <p className="text-sm text-muted-foreground">{t('results.outputLength', { count: output.length })}</p>
    </div>
  );
}
