import { CopyButton } from '@toolbox/ui/copy-button';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_DEBOUNCE_MS } from '../core/constants';
import { TIMESTAMP_UNITS, timestampToDate, type UnitChoice } from '../core/convert';
import { RemoveRowButton } from './remove-row-button';
import { FIELD_CLASS } from './styles';
import { useDebouncedValue } from './use-debounced-value';

export interface Row {
  id: number;
  input: string;
  /** Whether the visitor has typed in it: a row never touched does not nag about being empty. */
  isTouched: boolean;
  /** Timestamp rows: the unit, detected from the digits unless the visitor sets it (CONTEXT.md § Timestamp units). */
  unit?: UnitChoice;
}

export interface RowProps {
  row: Row;
  index: number;
  timeZone: string;
  pattern: string;
  canRemove: boolean;
  onInput: (id: number, input: string) => void;
  onRemove: (id: number) => void;
  onUnit?: (id: number, unit: UnitChoice) => void;
}

/** One timestamp-to-date row: the date follows 400 ms after the last keystroke. */
export function TimestampRow({
  row,
  index,
  timeZone,
  pattern,
  canRemove,
  onInput,
  onRemove,
  onUnit,
}: RowProps) {
  const { t } = useTranslation('time-converter');
  const inputId = useId();
  const unitId = useId();
  const choice = row.unit ?? 'auto';
  const outputId = useId();
  const errorId = useId();
  const settled = useDebouncedValue(row.input, INPUT_DEBOUNCE_MS);
  const result = useMemo(
    () => timestampToDate({ input: settled, timeZone, pattern, unit: choice }),
    [settled, timeZone, pattern, choice],
  );
  const unitNote = result.ok
    ? choice === 'auto'
      ? t(`units.${result.unit}`)
      : t('units.chosen', { unit: t(`unitNames.${result.unit}`) })
    : '';
  // The digits below the millisecond exist but the format has no SSS to show them.
  const hiddenDigits =
    result.ok && result.subMillisecond && !result.dateTime.includes(result.subMillisecond)
      ? t('units.hiddenDigits', { digits: result.subMillisecond })
      : '';
  const error = !result.ok && (!result.isEmpty || row.isTouched) ? t(`errors.${result.error}`) : null;
  const n = index + 1;

  return (
    <li className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_auto]">
      <div className="space-y-1">
        <label htmlFor={inputId} className="font-medium text-sm">
          {t('toDate.input', { n })}
        </label>
        <input
          id={inputId}
          className={`${FIELD_CLASS} font-mono`}
          value={row.input}
          onChange={(event) => onInput(row.id, event.target.value)}
          placeholder={t('toDate.placeholder')}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={errorId}
        />
        <p id={errorId} className="min-h-4 text-xs" aria-live="polite">
          {error ? (
            <span className="text-destructive">{error}</span>
          ) : (
            result.ok && (
              <span className="text-muted-foreground">
                {unitNote}
                {hiddenDigits && ` ${hiddenDigits}`}
              </span>
            )
          )}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={unitId} className="shrink-0 text-xs text-muted-foreground">
            {t('toDate.unit', { n })}
          </label>
          <select
            id={unitId}
            className={`${FIELD_CLASS} h-8 text-xs`}
            value={choice}
            onChange={(event) => onUnit?.(row.id, event.target.value as UnitChoice)}
          >
            <option value="auto">
              {result.ok && choice === 'auto'
                ? t('unitNames.autoDetected', { unit: t(`unitNames.${result.unit}`) })
                : t('unitNames.auto')}
            </option>
            {TIMESTAMP_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {t(`unitNames.${unit}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="space-y-1">
        <label htmlFor={outputId} className="font-medium text-sm">
          {t('toDate.output', { n })}
        </label>
        <input
          id={outputId}
          className={`${FIELD_CLASS} bg-muted font-mono`}
          value={result.ok ? result.dateTime : ''}
          readOnly
        />
      </div>
      <div className="flex items-center gap-1 sm:pt-6">
        <CopyButton
          iconOnly
          value={result.ok ? result.dateTime : ''}
          label={t('copy.label', { what: t('toDate.output', { n }) })}
          copiedMessage={t('copy.done')}
          failedMessage={t('copy.failed')}
        />
        <RemoveRowButton
          label={t('toDate.remove', { n })}
          disabled={!canRemove}
          onRemove={() => onRemove(row.id)}
        />
      </div>
    </li>
  );
}
