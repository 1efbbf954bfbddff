import { type FileRejection, partitionFiles } from '@toolbox/kit/accept-files';
import { formatBytes } from '@toolbox/kit/bytes';
import { UploadIcon } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';

// React escapes text itself; i18next's default HTML escaping would show 'a&b.pdf' as 'a&amp;b.pdf'.
const RAW = { escapeValue: false };

export type { FileRejection, RejectionReason } from '@toolbox/kit/accept-files';

export interface FileDropZoneProps {
  /** Same syntax as `<input accept>`: '.pdf,application/pdf' or 'image/*'. */
  accept?: string;
  /** Take several files at once; when false only the first of those chosen or dropped. Default false. */
  multiple?: boolean;
  /** Files larger than this are refused (and the limit becomes the default hint). */
  maxSizeBytes?: number;
  /** Called with the accepted files; not called when none were accepted. */
  onFiles: (files: File[]) => void;
  /**
   * Called with the refused files and why ('type' or 'size'), and how many of the same choice were
   * taken (0: none, for a "no valid files" message); the zone also lists them.
   */
  onReject?: (rejections: FileRejection[], acceptedCount: number) => void;
  /** Main text and accessible name; defaults to a translated "Drop files here or click to choose". */
  label?: string;
  /** Secondary text; defaults to the size limit when `maxSizeBytes` is set. */
  hint?: string;
  /** Ignores clicks and drops (while a file is being read). Default false. */
  disabled?: boolean;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/**
 * A large target for choosing files by click, keyboard or drag and drop. The visible target is a
 * real <button> (Enter and Space for free) that opens a hidden file input; drops are filtered by
 * the same rules, since they bypass the picker's own `accept` filter.
 */
export function FileDropZone({
  accept,
  multiple = false,
  maxSizeBytes,
  onFiles,
  onReject,
  label,
  hint,
  disabled = false,
  className,
}: FileDropZoneProps) {
  const { t } = useTranslation('ui');
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);

  const limit = maxSizeBytes === undefined ? undefined : formatBytes(maxSizeBytes);
  const shownLabel = label ?? t(multiple ? 'fileDropZone.label' : 'fileDropZone.labelSingle');
  const shownHint = hint ?? (limit === undefined ? undefined : t('fileDropZone.maxSize', { limit }));

  function receive(files: File[]) {
    if (files.length === 0) return;
    const result = partitionFiles({ files, accept, maxSizeBytes, multiple });
    setRejections(result.rejected);
    if (result.rejected.length > 0) onReject?.(result.rejected, result.accepted.length);
    if (result.accepted.length > 0) onFiles(result.accepted);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    receive(Array.from(event.target.files ?? []));
    // Clearing lets the user pick the same file again and still get a change event.
    event.target.value = '';
  }

  function handleDragOver(event: DragEvent) {
    if (disabled) return;
    // Without preventDefault the browser refuses the drop (and may open the file instead).
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsDragging(true);
  }

  function handleDragLeave(event: DragEvent) {
    // Moving over a child fires dragleave on the parent; only leaving the zone itself counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setIsDragging(false);
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) receive(Array.from(event.dataTransfer.files));
  }

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {/*
        The dashed box is a frame around the button: the button's name is exactly its visible
        label (the hint sits outside it, as its description), and its stretched ::after covers the
        whole box, so a click or a drop anywhere in the box reaches it.
      */}
      <div
        className={cn(
          'relative flex w-full flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed px-6 py-10 text-center transition-colors',
          'has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ring has-[button:focus-visible]:ring-offset-2 has-[button:focus-visible]:ring-offset-background',
          disabled && 'opacity-50',
          isDragging
            ? 'border-primary bg-accent'
            : cn(
                'border-muted-foreground/40 bg-muted/40',
                !disabled && 'hover:border-primary/60 hover:bg-muted',
              ),
        )}
      >
        <button
          type="button"
          disabled={disabled}
          aria-describedby={shownHint === undefined ? undefined : hintId}
          onClick={() => inputRef.current?.click()}
          onDragEnter={handleDragOver}
          onDragOver={handleDragOver}
          onDragLeave={handleDragLeave}
          onDrop={handleDrop}
          data-dragging={isDragging || undefined}
          className="flex cursor-pointer flex-col items-center gap-2 after:absolute after:inset-0 after:rounded-card focus-visible:outline-none disabled:cursor-not-allowed"
        >
          <UploadIcon
            aria-hidden
            className={cn('size-8', isDragging ? 'text-primary' : 'text-muted-foreground')}
          />
          <span className="font-medium text-foreground">
            {isDragging ? t('fileDropZone.dropNow') : shownLabel}
          </span>
        </button>
        {shownHint !== undefined && (
          <p id={hintId} className="text-muted-foreground text-sm">
            {shownHint}
          </p>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={shownLabel}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={handleChange}
      />
      <div aria-live="polite">
        {rejections.length > 0 && (
          <ul className="flex flex-col gap-1 text-destructive text-sm">
            {rejections.map(({ file, reason }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered, and names can repeat.
              <li key={index}>
                {reason === 'type'
                  ? t('fileDropZone.typeRejected', { name: file.name, interpolation: RAW })
                  : t('fileDropZone.sizeRejected', { name: file.name, limit, interpolation: RAW })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
