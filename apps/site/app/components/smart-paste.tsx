import { formatBytes, utf8ByteLength } from '@toolbox/kit/bytes';
import { deliverTo } from '@toolbox/kit/hand-off';
import { localizePath } from '@toolbox/kit/link';
import { cn } from '@toolbox/ui/cn';
import { ClipboardPaste, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Suggestion } from '#app/lib/hand-off';
import { useRootData } from '#app/lib/root-data';
import { ToolIcon } from './tool-icon';

export type SmartPasteInput = { text: string } | { files: readonly File[] };

/** What a paste event or a drop carries: its files if any, else its text; undefined when empty. */
export function inputOf(data: DataTransfer | null): SmartPasteInput | undefined {
  if (!data) return undefined;
  const files = [...data.files];
  if (files.length > 0) return { files };
  const text = data.getData('text/plain');
  return text.trim() === '' ? undefined : { text };
}

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null)
  );
}

type Detection = typeof import('#app/lib/hand-off');
let detection: Detection | undefined;
/** The detectors and the matching load on the first paste: the home page does not carry them. */
const loadDetection = () =>
  import('#app/lib/hand-off').then((module) => {
    detection = module;
    return module;
  });

/**
 * The input being offered, its suggestions and its summary ("JSON · 2.1 KB", "PDF × 2"), and
 * opening one: the input waits on the shelf for the chosen tool. `input` is set once the
 * detectors have loaded.
 */
export function useSmartPaste() {
  const { catalog, locale } = useRootData();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<SmartPasteInput>();
  const [loaded, setLoaded] = useState(detection);
  const input = loaded ? pending : undefined;
  const suggestions = input && loaded ? loaded.suggestTools(catalog, input) : [];

  function setInput(next: SmartPasteInput | undefined) {
    setPending(next);
    if (next && !loaded) void loadDetection().then(setLoaded);
  }

  function summary(): string {
    if (!input || !loaded) return '';
    const kind = t(`smartPaste.formats.${loaded.detectedKind(input)}`);
    if ('files' in input) return t('smartPaste.files', { kind, count: input.files.length });
    return t('smartPaste.text', { kind, size: formatBytes(utf8ByteLength(input.text)) });
  }

  function open(suggestion: Suggestion) {
    deliverTo(suggestion.tool.id, suggestion.items);
    setPending(undefined);
    navigate(localizePath(`/tool/${suggestion.tool.id}`, locale));
  }
  return { input, setInput, suggestions, summary, open };
}

/**
 * Home page smart paste: paste anywhere on the page (outside a text box), drop files or text on it,
 * or press the button to read the clipboard; the tools that fit are offered, and the chosen one
 * opens with the input already in it.
 */
export function SmartPaste() {
  const { t } = useTranslation();
  const { input, setInput, suggestions, summary, open } = useSmartPaste();
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
  }, [setInput]);

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
        <div role="status" className="mt-3 space-y-2">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm">
              {suggestions.length > 0
                ? t('smartPaste.detected', { summary: summary() })
                : t('smartPaste.noTool', { summary: summary() })}
            </p>
            <button
              type="button"
              onClick={() => setInput(undefined)}
              aria-label={t('smartPaste.dismiss')}
              className="inline-flex size-8 items-center justify-center rounded-md hover:bg-muted"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
          {suggestions.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {suggestions.map((suggestion) => (
                <li key={suggestion.tool.id}>
                  <button
                    type="button"
                    onClick={() => open(suggestion)}
                    className="inline-flex items-center gap-2 rounded-md border border-border bg-card px-3 py-1.5 text-sm hover:border-primary"
                  >
                    <ToolIcon name={suggestion.tool.icon} className="size-4 text-primary" />
                    {t('smartPaste.openIn', { name: suggestion.tool.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
