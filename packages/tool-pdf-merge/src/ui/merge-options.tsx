import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A checkbox with its label and a note under it (the label names it; the note describes it). */
function Option({
  checked,
  onChange,
  disabled,
  label,
  hint,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  disabled: boolean;
  label: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-0.5">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? id : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={id} className="pl-6 text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

/** One bookmark per file, and interleaving two files (CONTEXT.md § Bookmarks, § Interleave). */
export function MergeOptions({
  disabled,
  bookmarks,
  onBookmarksChange,
  interleave,
  onInterleaveChange,
  reverseSecond,
  onReverseSecondChange,
  wrongCount,
}: {
  disabled: boolean;
  bookmarks: boolean;
  onBookmarksChange(checked: boolean): void;
  interleave: boolean;
  onInterleaveChange(checked: boolean): void;
  reverseSecond: boolean;
  onReverseSecondChange(checked: boolean): void;
  /** Interleaving is on and the list does not hold exactly two files. */
  wrongCount: boolean;
}) {
  const { t } = useTranslation('pdf-merge');
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-medium text-sm">{t('settings.options')}</legend>
      <Option
        checked={bookmarks}
        onChange={onBookmarksChange}
        disabled={disabled}
        label={t('settings.bookmarks')}
        hint={t('settings.bookmarksHint')}
      />
      <Option
        checked={interleave}
        onChange={onInterleaveChange}
        disabled={disabled}
        label={t('settings.interleave')}
        hint={t('settings.interleaveHint')}
      />
      {interleave && (
        <div className="space-y-2 pl-6">
          <Option
            checked={reverseSecond}
            onChange={onReverseSecondChange}
            disabled={disabled}
            label={t('settings.reverseSecond')}
            hint={t('settings.reverseSecondHint')}
          />
          {wrongCount && (
            <p role="alert" className="text-destructive text-xs">
              {t('errors.interleaveNeedsTwo')}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
