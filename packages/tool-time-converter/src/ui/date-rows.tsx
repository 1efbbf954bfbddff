import { CopyButton } from '@toolbox/ui/copy-button';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_DEBOUNCE_MS } from '../core/constants';
import { dateToTimestamp } from '../core/convert';
import { RemoveRowButton } from './remove-row-button';
import { FIELD_CLASS } from './styles';
import type { RowProps } from './timestamp-rows';
import { useDebouncedValue } from './use-debounced-value';

/** One date-to-timestamp row: seconds and milliseconds follow 400 ms after the last keystroke. */
export function DateRow({ row, index, timeZone, pattern, canRemove, onInput, onRemove }: RowProps) {
  const { t } = useTranslation('time-converter');
  const inputId = useId();
  const noteId = useId();
  const secondsId = useId();
  const msId = useId();
  const settled = useDebouncedValue(row.input, INPUT_DEBOUNCE_MS);
  const result = useMemo(
    () => dateToTimestamp({ input: settled, timeZone, pattern }),
    [settled, timeZone, pattern],
  );
  const error = !result.ok && (!result.isEmpty || row.isTouched) ? t(`errors.${result.error}`) : null;
  const seconds = result.ok ? String(result.seconds) : '';
  const milliseconds = result.ok ? String(result.ms) : '';
  const n = index + 1;
  const notes = result.ok
    ? [
        result.kind !== 'exact' ? t(`toTimestamp.${result.kind}`, { zone: timeZone }) : null,
        result.format !== pattern ? t('toTimestamp.readAs', { format: result.format }) : null,
        result.droppedDigits ? t('toTimestamp.droppedDigits', { digits: result.droppedDigits }) : null,
      ].filter((note) => note !== null)
    : [];

  return (
    <li className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
      <div className="space-y-1">
        <label htmlFor={inputId} className="font-medium text-sm">
          {t('toTimestamp.input', { n })}
        </label>
        <input
          id={inputId}
          className={`${FIELD_CLASS} font-mono`}
          value={row.input}
          onChange={(event) => onInput(row.id, event.target.value)}
          placeholder={pattern}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={noteId}
        />
        <p id={noteId} className="min-h-4 text-xs" aria-live="polite">
          {error ? (
            <span className="text-destructive">{error}</span>
          ) : (
            <span className="text-muted-foreground">{notes.join(' ')}</span>
          )}
        </p>
      </div>
      {[
        { id: secondsId, label: t('toTimestamp.seconds', { n }), value: seconds },
        { id: msId, label: t('toTimestamp.milliseconds', { n }), value: milliseconds },
      ].map((field) => (
        <div key={field.id} className="space-y-1">
          <label htmlFor={field.id} className="font-medium text-sm">
            {field.label}
          </label>
          <div className="flex items-center gap-1">
            <input
              id={field.id}
              className={`${FIELD_CLASS} bg-muted font-mono`}
              value={field.value}
              readOnly
            />
            <CopyButton
              iconOnly
              value={field.value}
              label={t('copy.label', { what: field.label })}
              copiedMessage={t('copy.done')}
              failedMessage={t('copy.failed')}
            />
          </div>
        </div>
      ))}
      <div className="flex items-center sm:pt-6">
        <RemoveRowButton
          label={t('toTimestamp.remove', { n })}
          disabled={!canRemove}
          onRemove={() => onRemove(row.id)}
        />
      </div>
    </li>
  );
}
