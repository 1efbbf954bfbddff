import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * The fullscreen view: a modal layer over the page that also asks the browser for real
 * fullscreen (refusals are ignored). Escape leaves it, and so does leaving browser fullscreen.
 */
export function FullscreenOverlay({
  label,
  onExit,
  children,
}: {
  label: string;
  onExit(): void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const onExitRef = useRef(onExit);
  useEffect(() => {
    onExitRef.current = onExit;
  });

  useEffect(() => {
    const element = ref.current;
    element?.querySelector<HTMLElement>('button')?.focus();
    let wasFullscreen = false;
    try {
      void element
        ?.requestFullscreen?.()
        .then(() => {
          wasFullscreen = true;
        })
        .catch(() => undefined);
    } catch {
      // Old browsers throw instead of rejecting; the overlay alone still works.
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onExitRef.current();
      }
    };
    const onFullscreenChange = () => {
      if (wasFullscreen && !document.fullscreenElement) onExitRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('fullscreenchange', onFullscreenChange);
      if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    };
  }, []);

  // Keep Tab inside the overlay while it is open.
  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>('button:not([disabled])')];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  if (typeof document === 'undefined') return null;
  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      onKeyDown={trapFocus}
      className="fixed inset-0 z-[60] flex items-center justify-center overflow-auto bg-background p-6 text-foreground"
    >
      {children}
    </div>,
    document.body,
  );
}
