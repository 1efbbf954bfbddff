import { copyText } from '@toolbox/kit/clipboard';
import { CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './button';
import { toast } from './toast';

export interface CopyMessages {
  /** Toast after a successful copy; default a translated "Copied to the clipboard." */
  copiedMessage?: string;
  /** Toast when the browser refused the copy; default a translated "Could not copy to the clipboard." */
  failedMessage?: string;
}

/**
 * Copies text through the kit's clipboard helper (async API with the legacy fallback) and reports
 * the outcome in a toast. Resolves to whether the copy happened. For copies that are not a plain
 * button press (a share link built first, say); otherwise use `CopyButton`.
 */
export function useCopyToClipboard({ copiedMessage, failedMessage }: CopyMessages = {}) {
  const { t } = useTranslation('ui');
  return async (text: string): Promise<boolean> => {
    const isCopied = await copyText(text);
    if (isCopied) toast.success(copiedMessage ?? t('copyButton.copied'));
    else toast.error(failedMessage ?? t('copyButton.failed'));
    return isCopied;
  };
}

export interface CopyButtonProps
  extends CopyMessages,
    Omit<ButtonProps, 'value' | 'onClick' | 'children' | 'asChild'> {
  /** The text a press copies. */
  value: string;
  /**
   * What the button says; default a translated "Copy". With `iconOnly` it is the accessible name
   * and tooltip instead, so make it say what is copied ("Copy hash").
   */
  label?: string;
  /** Show only the copy icon (the label becomes `aria-label` and `title`). Default false. */
  iconOnly?: boolean;
  /**
   * Called instead of copying when `value` is empty, for tools whose spec wants a "nothing to
   * copy" message. Without it the button is disabled while `value` is empty.
   */
  onEmpty?: () => void;
  /** Called after each copy attempt with whether it worked (the toast is already shown). */
  onCopied?: (isCopied: boolean) => void;
}

/** The small copy button tools repeat: copies `value`, then a success or failure toast. */
export function CopyButton({
  value,
  label,
  iconOnly = false,
  onEmpty,
  onCopied,
  copiedMessage,
  failedMessage,
  variant = iconOnly ? 'ghost' : 'outline',
  size = iconOnly ? 'icon' : 'sm',
  disabled,
  ...props
}: CopyButtonProps) {
  const { t } = useTranslation('ui');
  const copy = useCopyToClipboard({ copiedMessage, failedMessage });
  const text = label ?? t('copyButton.label');
  const isEmpty = value === '';

  async function handleClick() {
    if (isEmpty) {
      onEmpty?.();
      return;
    }
    const isCopied = await copy(value);
    onCopied?.(isCopied);
  }

  return (
    <Button
      variant={variant}
      size={size}
      disabled={disabled || (isEmpty && onEmpty === undefined)}
      aria-label={iconOnly ? text : undefined}
      title={iconOnly ? text : undefined}
      onClick={handleClick}
      {...props}
    >
      <CopyIcon aria-hidden />
      {!iconOnly && text}
    </Button>
  );
}
