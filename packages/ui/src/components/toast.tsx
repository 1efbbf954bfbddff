import type { ExternalToast, toast as sonnerToast } from 'sonner';

/** What a toast shows: text or an element (sonner's title). */
export type ToastMessage = Parameters<typeof sonnerToast>[0];
/** Sonner's options: `description`, `id` (replaces a toast with the same id), `icon`, `duration`... */
export type ToastOptions = ExternalToast;

type ToastKind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<typeof sonnerToast> | undefined;

/** Sonner's `toast`, loaded on the first toast (or when the Toaster mounts, which loads it too). */
function loadSonner(): Promise<typeof sonnerToast> {
  sonner ??= import('sonner').then((module) => module.toast);
  return sonner;
}

function show(kind: ToastKind | undefined, message: ToastMessage, options?: ToastOptions): void {
  void loadSonner().then((toast) => (kind ? toast[kind](message, options) : toast(message, options)));
}

/**
 * Shows a toast in the app's `Toaster` (`@toolbox/ui/toaster`). A facade over sonner's `toast`
 * that loads sonner (9 KB gzip) on the first call, so a tool page does not download it before
 * anything happened; calls keep their order. Pass an `id` to replace or dismiss a toast later.
 */
export const toast = Object.assign(
  (message: ToastMessage, options?: ToastOptions) => show(undefined, message, options),
  {
    success: (message: ToastMessage, options?: ToastOptions) => show('success', message, options),
    error: (message: ToastMessage, options?: ToastOptions) => show('error', message, options),
    info: (message: ToastMessage, options?: ToastOptions) => show('info', message, options),
    warning: (message: ToastMessage, options?: ToastOptions) => show('warning', message, options),
    /** Removes the toast with this id, or every toast without one. */
    dismiss: (id?: string | number) => void loadSonner().then((toast) => toast.dismiss(id)),
  },
);
