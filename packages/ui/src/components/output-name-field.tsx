import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import { outputFileName } from '../core/file-name';
import { Input } from './input';

// React escapes text itself; i18next's default HTML escaping would show 'a&b.pdf' as 'a&amp;b.pdf'.
const RAW = { escapeValue: false };

export interface OutputNameFieldProps {
  /** What the user typed (the tool keeps it; pass it to `outputFileName` when saving). */
  value: string;
  /** Called with the field's text on every change, untouched (no trimming or replacing). */
  onValueChange: (value: string) => void;
  /** The name used while the field is blank; shown as its placeholder. */
  defaultName: string;
  /** The extension with its dot (`.pdf`), shown as a fixed suffix and always appended. */
  extension: string;
  /** Visible label; default a translated "Output file name". */
  label?: string;
  /** A line of help under the field. */
  hint?: string;
  /** Default false. */
  disabled?: boolean;
  /** The input's id, when a tool needs to point at it; generated otherwise. */
  id?: string;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/**
 * The name a download will get. The user types only the base name; the extension is a fixed
 * suffix. What will actually be saved (sanitised, or the default) is shown under the field
 * whenever it differs from what was typed, so the field never rewrites text under the caret.
 */
export function OutputNameField({
  value,
  onValueChange,
  defaultName,
  extension,
  label,
  hint,
  disabled = false,
  id,
  className,
}: OutputNameFieldProps) {
  const { t } = useTranslation('ui');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const savedAsId = `${inputId}-saved-as`;
  const fileName = outputFileName({ name: value, defaultName, extension });
  const typed = value.trim();
  const isAdjusted = typed !== '' && fileName !== typed && fileName !== `${typed}${extension}`;
  const describedBy = [hint === undefined ? '' : hintId, isAdjusted ? savedAsId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={inputId} className="font-medium text-sm">
        {label ?? t('outputNameField.label')}
      </label>
      <div className="flex items-center">
        <Input
          id={inputId}
          value={value}
          disabled={disabled}
          placeholder={defaultName}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          className={cn(extension !== '' && 'rounded-r-none')}
        />
        {extension !== '' && (
          <span className="flex h-10 shrink-0 items-center rounded-r-md border border-border border-l-0 bg-muted px-3 text-muted-foreground text-sm">
            {extension}
          </span>
        )}
      </div>
      {hint !== undefined && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {isAdjusted && (
        <p id={savedAsId} className="break-all text-muted-foreground text-xs">
          {t('outputNameField.savedAs', { fileName, interpolation: RAW })}
        </p>
      )}
    </div>
  );
}
