import { Button } from '@toolbox/ui/button';
import { CopyButton } from '@toolbox/ui/copy-button';
import { Trash2 } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_DEBOUNCE_MS } from '../core/constants';
import { timestampToDate } from '../core/convert';
import { FIELD_CLASS } from './styles';
import { useDebouncedValue } from './use-debounced-value';

export interface Row {
  id: number;
  input: string;
  /** Whether the visitor has typed in it: a row never touched does not nag about being empty. */
  isTouched: boolean;
}

export interface RowProps {
  row: Row;
  index: number;
  timeZone: string;
  pattern: string;
  canRemove: boolean;
  onInput: (id: number, input: string) => void;
  onRemove: (id: number) => void;
}

/** One timestamp-to-date row: the date follows 400 ms after the last keystroke. */
export function TimestampRow({ row, index, timeZone, pattern, canRemove, onInput, onRemove }: RowProps) {
  const { t } = useTranslation('time-converter');
  const inputId = useId();
  const outputId = useId();
  const errorId = useId();
  const settled = useDebouncedValue(row.input, INPUT_DEBOUNCE_MS);
  const result = useMemo(
    () => timestampToDate({ input: settled, timeZone, pattern }),
    [settled, timeZone, pattern],
  );
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
            result.ok && <span className="text-muted-foreground">{t(`units.${result.unit}`)}</span>
          )}
        </p>
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
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('toDate.remove', { n })}
          title={t('toDate.remove', { n })}
          disabled={!canRemove}
          onClick={() => onRemove(row.id)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
