import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';

export interface ToasterProps {
  /**
   * Sonner's 'system' follows the OS, not the site's own toggle, so the app passes 'light' or
   * 'dark' from the same state that sets the `.dark` class on <html>. Default 'system'.
   */
  theme?: 'light' | 'dark' | 'system';
  /** Corner or edge where toasts stack. Default 'bottom-right'. */
  position?: 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';
}

/**
 * Sonner's rich colours, with our text tokens (tokens.css): its light ones miss 4.5:1 on their own
 * backgrounds. Inline on the toaster, so they win over sonner's stylesheet in any cascade layer.
 */
export const RICH_TEXT_COLOURS = {
  '--success-text': 'var(--tb-toast-success-text)',
  '--info-text': 'var(--tb-toast-info-text)',
  '--warning-text': 'var(--tb-toast-warning-text)',
  '--error-text': 'var(--tb-toast-error-text)',
} as CSSProperties;

/**
 * Mount once near the root of the app (lazily, after hydration: nothing shows before a user acts);
 * `toast(...)` from `@toolbox/ui/toast`, anywhere, then shows here.
 */
export function Toaster({ theme = 'system', position = 'bottom-right' }: ToasterProps) {
  const { t } = useTranslation('ui');
  return (
    <SonnerToaster
      theme={theme}
      position={position}
      richColors
      closeButton
      style={RICH_TEXT_COLOURS}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}
