import { useTranslation } from 'react-i18next';

/** Every copy action of the tool reports success or failure with the tool's toasts (CONTEXT.md § Copy). */
export function useCopyMessages() {
  const { t } = useTranslation('crypto-tools');
  return { copiedMessage: t('toasts.copied'), failedMessage: t('toasts.copyFailed') };
}
