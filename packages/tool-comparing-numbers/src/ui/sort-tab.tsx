import { Button } from '@toolbox/ui/button';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { ArrowDownUp, Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortShareState } from '../core/share';
import {
  clampRowCount,
  MAX_SORT_ROWS,
  MIN_SORT_ROWS,
  type SortDirection,
  type SortOutcome,
  sortNumbers,
} from '../core/sort-numbers';
import { NumberField } from './number-field';

/**
 * Sort tab: 2 to 10 rows in any notation, sorted exactly; equal values share a rank. `initialIsSorted`
 * (a link's state) sorts at once; `onStateChange` reports rows, direction and whether the result
 * is shown, for "Copy link".
 */
export function SortTab({
  initialValues = ['', '', ''],
  initialDirection = 'asc',
  initialIsSorted = false,
  onStateChange,
}: {
  initialValues?: string[];
  initialDirection?: SortDirection;
  initialIsSorted?: boolean;
  onStateChange?: (state: SortShareState) => void;
}) {
  const { t } = useTranslation('comparing-numbers');
  const [values, setValues] = useState(initialValues.slice(0, MAX_SORT_ROWS));
  const [direction, setDirection] = useState<SortDirection>(initialDirection);
  const [outcome, setOutcome] = useState<SortOutcome | undefined>(() =>
    initialIsSorted
      ? sortNumbers({ values: initialValues.slice(0, MAX_SORT_ROWS), direction: initialDirection })
      : undefined,
  );
  const isSorted = outcome !== undefined;

  useEffect(() => {
    onStateChange?.({ values, direction, isSorted });
  }, [onStateChange, values, direction, isSorted]);

  function update(next: string[]) {
    setValues(next);
    setOutcome(undefined);
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome(sortNumbers({ values, direction }));
      }}
    >
      <ol className="space-y-2">
        {values.map((value, index) => (
          // Rows have no identity beyond their position; removing one re-renders the rest.
          // biome-ignore lint/suspicious/noArrayIndexKey: positional rows
          <li key={index} className="flex items-start gap-2">
            <NumberField
              className="flex-1"
              label={t('sort.row', { index: index + 1 })}
              hideLabel
              placeholder={t('compare.placeholder')}
              value={value}
              onChange={(event) => update(values.map((old, i) => (i === index ? event.target.value : old)))}
              error={outcome?.errors[index] && t(`errors.${outcome.errors[index]}`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={values.length <= MIN_SORT_ROWS}
              aria-label={t('sort.removeRow', { index: index + 1 })}
              onClick={() => update(values.filter((_, i) => i !== index))}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={values.length >= MAX_SORT_ROWS}
          onClick={() => update([...values, ''].slice(0, clampRowCount(values.length + 1)))}
        >
          <Plus aria-hidden className="size-4" />
          {t('sort.addRow')}
        </Button>
        <span className="text-sm text-muted-foreground">
          {t('sort.rows', { count: values.length, max: MAX_SORT_ROWS })}
        </span>
        <SegmentedControl<SortDirection>
          label={t('sort.direction')}
          value={direction}
          onValueChange={(next) => {
            setDirection(next);
            setOutcome(undefined);
          }}
          options={[
            { value: 'asc', label: t('sort.asc') },
            { value: 'desc', label: t('sort.desc') },
          ]}
        />
        <Button type="submit">
          <ArrowDownUp aria-hidden className="size-4" />
          {t('sort.run')}
        </Button>
      </div>
      {outcome && !outcome.ok && (
        <p role="alert" className="text-sm text-destructive">
          {t(`errors.${outcome.error}`)}
        </p>
      )}
      {outcome?.ok && (
        <section aria-label={t('sort.result')} className="rounded-lg border border-border p-4">
          <ol className="space-y-1">
            {outcome.entries.map((entry) => (
              <li key={entry.index} className="flex items-baseline gap-3 font-mono text-sm">
                <span className="w-16 text-muted-foreground">{t('sort.rank', { rank: entry.rank })}</span>
                <span className="font-semibold">{entry.number.rational.original}</span>
                <span className="text-muted-foreground">= {entry.decimal}</span>
                {entry.isTied && <span className="text-xs text-muted-foreground">({t('sort.tied')})</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </form>
  );
}
