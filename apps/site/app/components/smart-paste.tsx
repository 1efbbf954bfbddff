import { cn } from '@toolbox/ui/cn';
import { ClipboardPaste } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputOf, isEditable, type SmartPasteInput } from './smart-paste-input';

const SmartPasteSuggestions = lazy(() => import('./smart-paste-suggestions'));

/**
 * Home page smart paste: paste anywhere on the page (outside a text box), drop files or text on it,
 * or press the button to read the clipboard; the tools that fit are offered, and the chosen one
 * opens with the input already in it.
 */
export function SmartPaste() {
  const { t } = useTranslation();
  const [input, setInput] = useState<SmartPasteInput>();
  const [isDragging, setIsDragging] = useState(false);
  const [clipboardError, setClipboardError] = useState(false);

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      const pasted = inputOf(event.clipboardData);
      if (!pasted) return;
      event.preventDefault();
      setInput(pasted);
    };
    const onDragOver = (event: DragEvent) => {
      if (!event.dataTransfer?.types.some((type) => type === 'Files' || type === 'text/plain')) return;
      event.preventDefault();
      setIsDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (event.relatedTarget === null) setIsDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      setIsDragging(false);
      if (isEditable(event.target)) return;
      const dropped = inputOf(event.dataTransfer);
      if (!dropped) return;
      event.preventDefault();
      setInput(dropped);
    };
    document.addEventListener('paste', onPaste);
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('dragleave', onDragLeave);
    window.addEventListener('drop', onDrop);
    return () => {
      document.removeEventListener('paste', onPaste);
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('dragleave', onDragLeave);
      window.removeEventListener('drop', onDrop);
    };
  }, []);

  async function readClipboard() {
    setClipboardError(false);
    try {
      const text = await navigator.clipboard.readText();
      if (text.trim() !== '') setInput({ text });
    } catch {
      setClipboardError(true);
    }
  }

  return (
    <section
      aria-labelledby="smart-paste-heading"
      className={cn(
        'rounded-card border border-dashed border-border p-4 transition',
        isDragging && 'border-primary bg-accent',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="smart-paste-heading" className="font-medium">
            {t('smartPaste.heading')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('smartPaste.hint')}</p>
        </div>
        <button
          type="button"
          onClick={() => void readClipboard()}
          className="inline-flex h-9 items-center gap-2 rounded-md border border-border px-3 text-sm hover:bg-muted"
        >
          <ClipboardPaste aria-hidden className="size-4" />
          {t('smartPaste.readClipboard')}
        </button>
      </div>
      {clipboardError && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {t('smartPaste.clipboardRefused')}
        </p>
      )}
      {input && (
        <Suspense fallback={null}>
          <SmartPasteSuggestions input={input} onDismiss={() => setInput(undefined)} />
        </Suspense>
      )}
    </section>
  );
}
