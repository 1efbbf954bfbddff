import { downloadText } from '@toolbox/kit/download';
import type { HandOffItem, TextFormat } from '@toolbox/kit/hand-off';
import { DownloadIcon, Undo2Icon } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import { countCharacters } from '../core/characters';
import { Button } from './button';
import { CopyButton, type CopyMessages } from './copy-button';
import { Textarea } from './textarea';

// "Open in…" loads with the first result that offers it, not with every page showing a result.
const OpenInMenu = lazy(() => import('./open-in-menu').then((module) => ({ default: module.OpenInMenu })));

export interface ResultDownload {
  /** The saved file's name, extension included (`formatted.json`). */
  fileName: string;
  /** MIME type of the text; saved as UTF-8. Default 'text/plain'. */
  mimeType?: string;
}

export interface ResultPaneProps extends CopyMessages {
  /** Visible label; also names the read-only text box. */
  label: string;
  /** The whole result. Copy and download always use all of it, whatever the preview shows. */
  value: string;
  /** Shown in the empty box. */
  placeholder?: string;
  /**
   * The count under the box, when the tool already has it (a worker counted a 20 MB result);
   * by default the pane counts the code points of `value` itself.
   */
  characterCount?: number;
  /** Text of the copy button; default a translated "Copy". */
  copyLabel?: string;
  /** Adds a Download button that saves `value` under this name. No download when absent. */
  download?: ResultDownload;
  /** Called after a download started, with its file name (for a tool's own toast). */
  onDownloaded?: (fileName: string) => void;
  /** Adds a "Use as input" button that hands `value` back to the tool. */
  onUseAsInput?: (value: string) => void;
  /** Text of that button; default a translated "Use as input". */
  useAsInputLabel?: string;
  /**
   * Show at most this many characters in the box (with a note saying so): a textarea holding
   * megabytes makes every render slow. Default: show everything.
   */
  previewLimit?: number;
  /**
   * Called instead of copying or downloading while `value` is empty, for specs that want a
   * "no output" message. Without it those buttons are disabled while empty.
   */
  onEmpty?: () => void;
  /** More stats beside the character count (sizes, ratio...). */
  stats?: ReactNode;
  /**
   * Offers "Open in…" the tools that take this kind of text (on the site's tool pages; nothing
   * elsewhere). The format says what the text is: `json`, `markdown`, `text`…
   */
  handOff?: { format: TextFormat; name?: string };
  /** More buttons in the header, after copy and download. */
  actions?: ReactNode;
  /** Classes of the text box (its height, say: default `min-h-40`). */
  textareaClassName?: string;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** The first `limit` UTF-16 units, one fewer if the cut would split a surrogate pair. */
function previewOf(value: string, limit: number): string {
  const last = value.charCodeAt(limit - 1);
  return value.slice(0, last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit);
}

/**
 * A tool's read-only result: label, copy, download and "use as input" in the header, the text in
 * a read-only box, then the character count and any stats.
 */
export function ResultPane({
  label,
  value,
  placeholder,
  characterCount,
  download,
  onDownloaded,
  onUseAsInput,
  useAsInputLabel,
  previewLimit,
  onEmpty,
  copyLabel,
  stats,
  handOff,
  actions,
  copiedMessage,
  failedMessage,
  textareaClassName,
  className,
}: ResultPaneProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const isEmpty = value === '';
  const isTruncated = previewLimit !== undefined && value.length > previewLimit;
  const shown = isTruncated ? previewOf(value, previewLimit) : value;
  const count = useMemo(() => characterCount ?? countCharacters(value), [characterCount, value]);
  const handOffFormat = handOff?.format;
  const handOffName = handOff?.name;
  const handOffItems = useMemo<HandOffItem[]>(
    () =>
      handOffFormat && !isEmpty
        ? [
            {
              kind: 'text',
              text: value,
              format: handOffFormat,
              ...(handOffName ? { name: handOffName } : {}),
            },
          ]
        : [],
    [handOffFormat, handOffName, isEmpty, value],
  );

  function handleDownload() {
    if (!download) return;
    if (isEmpty) {
      onEmpty?.();
      return;
    }
    downloadText(value, download.fileName, download.mimeType);
    onDownloaded?.(download.fileName);
  }

  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        <div className="flex flex-wrap gap-2">
          {onUseAsInput && (
            <Button variant="outline" size="sm" disabled={isEmpty} onClick={() => onUseAsInput(value)}>
              <Undo2Icon aria-hidden />
              {useAsInputLabel ?? t('resultPane.useAsInput')}
            </Button>
          )}
          <CopyButton
            value={value}
            label={copyLabel}
            onEmpty={onEmpty}
            copiedMessage={copiedMessage}
            failedMessage={failedMessage}
          />
          {download && (
            <Button
              variant="outline"
              size="sm"
              disabled={isEmpty && onEmpty === undefined}
              onClick={handleDownload}
            >
              <DownloadIcon aria-hidden />
              {t('resultPane.download')}
            </Button>
          )}
          {handOffItems.length > 0 && (
            <Suspense fallback={null}>
              <OpenInMenu items={handOffItems} />
            </Suspense>
          )}
          {actions}
        </div>
      </div>
      <Textarea
        id={id}
        readOnly
        value={shown}
        placeholder={placeholder}
        spellCheck={false}
        className={cn('font-mono', textareaClassName ?? 'min-h-40')}
      />
      {isTruncated && (
        <p className="text-muted-foreground text-sm">
          {t('resultPane.truncated', {
            shown: previewLimit.toLocaleString(),
            total: value.length.toLocaleString(),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
        <span>{t('resultPane.characters', { count })}</span>
        {stats}
      </div>
    </div>
  );
}
