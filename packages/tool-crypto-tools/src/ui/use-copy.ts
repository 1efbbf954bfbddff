import { copyText } from '@toolbox/kit/clipboard';
import { toast } from '@toolbox/ui/toast';
import { useTranslation } from 'react-i18next';

/** Every copy action of the tool reports success or failure the same way (spec § 8 toasts). */
export function useCopy() {
  const { t } = useTranslation('crypto-tools');
  return async (text: string) => {
    if (await copyText(text)) toast.success(t('toasts.copied'));
    else toast.error(t('toasts.copyFailed'));
  };
}

export const inputClassName =
  'block h-9 w-full rounded-md border border-border bg-background px-3 text-foreground text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
