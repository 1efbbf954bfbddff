import { type FileLike, type FileRejection, partitionFiles } from '@toolbox/kit/accept-files';
import { formatBytes } from '@toolbox/kit/bytes';
import { FileTextIcon, RefreshCwIcon, XIcon } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import { fileTypeLabel } from '../core/file-name';
import { Button } from './button';

// React escapes text itself; i18next's default HTML escaping would show 'a&b.pdf' as 'a&amp;b.pdf'.
const RAW = { escapeValue: false };

export interface FileCardProps {
  /** The chosen file; only its name, size and type are read. */
  file: FileLike;
  /** Accessible name of the card (a `section`); default a translated "Selected file". */
  label?: string;
  /** Replaces the default document icon. */
  icon?: ReactNode;
  /** More facts after the size and type ("12 pages", an "Encrypted" badge). */
  details?: ReactNode;
  /** More buttons before Replace and Remove (a preview, say). */
  actions?: ReactNode;
  /** Adds a Remove button. */
  onRemove?: () => void;
  /** Accessible name of Remove; default a translated "Remove {name}". */
  removeLabel?: string;
  /**
   * Enables replacing: a Replace button opens the picker, and another file dropped on the card
   * takes this one's place. Both go through `accept` and `maxSizeBytes`, as the drop zone does.
   */
  onReplace?: (file: File) => void;
  /** Called with refused replacements; the card also says why under itself. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Same syntax as `<input accept>`, and the same value the tool's drop zone uses. */
  accept?: string;
  /** Replacements larger than this are refused. */
  maxSizeBytes?: number;
  /** Disables remove and replace (while the file is being processed). Default false. */
  disabled?: boolean;
  /** Settings that belong to this file (a password, an output name), under its header. */
  children?: ReactNode;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/**
 * The file a tool is working on: name, size and type, with remove and replace (by the button or
 * by dropping another file on the card).
 */
export function FileCard({
  file,
  label,
  icon,
  details,
  actions,
  onRemove,
  removeLabel,
  onReplace,
  onReject,
  accept,
  maxSizeBytes,
  disabled = false,
  children,
  className,
}: FileCardProps) {
  const { t } = useTranslation('ui');
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const canReplace = onReplace !== undefined && !disabled;
  const type = fileTypeLabel(file);
  const limit = maxSizeBytes === undefined ? undefined : formatBytes(maxSizeBytes);

  function receive(files: File[]) {
    if (files.length === 0 || !onReplace) return;
    const result = partitionFiles({ files, accept, maxSizeBytes, multiple: false });
    setRejections(result.rejected);
    if (result.rejected.length > 0) onReject?.(result.rejected);
    const [accepted] = result.accepted;
    if (accepted) onReplace(accepted);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    receive(Array.from(event.target.files ?? []));
    // Clearing lets the user pick the same file again and still get a change event.
    event.target.value = '';
  }

  function handleDragOver(event: DragEvent) {
    if (!canReplace) return;
    // Without preventDefault the browser refuses the drop (and may open the file instead).
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDragging(true);
  }

  function handleDragLeave(event: DragEvent) {
    // Moving over a child fires dragleave on the parent; only leaving the card itself counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setIsDragging(false);
  }

  function handleDrop(event: DragEvent) {
    if (!canReplace) return;
    event.preventDefault();
    setIsDragging(false);
    receive(Array.from(event.dataTransfer.files));
  }

  return (
    <section
      aria-label={label ?? t('fileCard.label')}
      onDragEnter={handleDragOver}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      data-dragging={isDragging || undefined}
      className={cn(
        'space-y-3 rounded-card border bg-card p-4 text-foreground transition-colors motion-reduce:transition-none',
        isDragging ? 'border-primary border-dashed bg-accent' : 'border-border',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span aria-hidden className="shrink-0 text-primary [&_svg]:size-8">
          {icon ?? <FileTextIcon />}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium" title={file.name}>
            {isDragging ? t('fileCard.dropToReplace', { name: file.name, interpolation: RAW }) : file.name}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-sm">
            <span>{formatBytes(file.size)}</span>
            {type !== '' && (
              <span className="rounded bg-muted px-1.5 py-0.5 font-medium text-foreground text-xs">
                {type}
              </span>
            )}
            {details}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {actions}
          {onReplace && (
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              aria-label={t('fileCard.replaceLabel', { name: file.name, interpolation: RAW })}
              onClick={() => inputRef.current?.click()}
            >
              <RefreshCwIcon aria-hidden />
              <span className="max-sm:sr-only">{t('fileCard.replace')}</span>
            </Button>
          )}
          {onRemove && (
            <Button
              variant="ghost"
              size="icon"
              disabled={disabled}
              aria-label={removeLabel ?? t('fileCard.remove', { name: file.name, interpolation: RAW })}
              title={removeLabel ?? t('fileCard.remove', { name: file.name, interpolation: RAW })}
              onClick={onRemove}
            >
              <XIcon aria-hidden />
            </Button>
          )}
        </div>
      </div>
      {onReplace && (
        <input
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          aria-label={t('fileCard.replaceLabel', { name: file.name, interpolation: RAW })}
          accept={accept}
          disabled={disabled}
          onChange={handleChange}
        />
      )}
      <div aria-live="polite">
        {rejections.length > 0 && (
          <ul className="flex flex-col gap-1 text-destructive text-sm">
            {rejections.map(({ file: refused, reason }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered, and names can repeat.
              <li key={index}>
                {reason === 'type'
                  ? t('fileDropZone.typeRejected', { name: refused.name, interpolation: RAW })
                  : t('fileDropZone.sizeRejected', { name: refused.name, limit, interpolation: RAW })}
              </li>
            ))}
          </ul>
        )}
      </div>
      {children}
    </section>
  );
}
