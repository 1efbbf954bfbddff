import { Button } from '@toolbox/ui/button';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { useShareableState } from '@toolbox/ui/shareable-state';
import { Eraser, Plus } from 'lucide-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '../core/constants';
import { DEFAULT_FORMAT } from '../core/convert';
import { handedRow, parseSharedTimes } from '../core/share';
import { detectBrowserTimeZone } from '../core/time-zone';
import { DateRow } from './date-rows';
import { LiveClock } from './live-clock';
import { CUSTOM_FORMAT, SettingsPanel } from './settings-panel';
import { type Row, type RowProps, TimestampRow } from './timestamp-rows';
import { useNow } from './use-now';

let nextRowId = 1;
const blankRow = (input = ''): Row => ({ id: nextRowId++, input, isTouched: false });

export interface TimeConverterToolProps {
  /** A fixed zone (stories, embedding apps); without it the browser's zone replaces UTC on mount. */
  initialTimeZone?: string;
  initialTimestamps?: string[];
  initialDates?: string[];
}

/** Timestamp converter: live clock, zone and format, rows both ways, clear all (CONTEXT.md § Screen). */
export default function TimeConverterTool({
  initialTimeZone,
  initialTimestamps,
  initialDates,
}: TimeConverterToolProps) {
  const { t } = useTranslation('time-converter');
  const now = useNow();
  const [timeZone, setTimeZone] = useState(initialTimeZone ?? DEFAULT_TIME_ZONE);
  const hasChosenZone = useRef(initialTimeZone !== undefined);
  const [formatChoice, setFormatChoice] = useState<string>(DEFAULT_FORMAT);
  const [customFormat, setCustomFormat] = useState('');
  const [timestampRows, setTimestampRows] = useState(() => (initialTimestamps ?? ['']).map(blankRow));
  const [dateRows, setDateRows] = useState(() => (initialDates ?? ['']).map(blankRow));
  const pattern = formatChoice === CUSTOM_FORMAT ? customFormat.trim() || DEFAULT_FORMAT : formatChoice;

  // CONTEXT.md § Time zones: UTC is only the default until the browser's zone is known (after hydration).
  useEffect(() => {
    if (!hasChosenZone.current) setTimeZone(detectBrowserTimeZone());
  }, []);

  // CONTEXT.md § Share link and § Hand-off.
  useShareableState({
    state: {
      timeZone,
      formatChoice,
      customFormat,
      timestamps: timestampRows.map((row) => ({ input: row.input, unit: row.unit ?? 'auto' })),
      dates: dateRows.map((row) => row.input),
    },
    parse: parseSharedTimes,
    restore: (shared) => {
      hasChosenZone.current = true;
      setTimeZone(shared.timeZone);
      setFormatChoice(shared.formatChoice);
      setCustomFormat(shared.customFormat);
      setTimestampRows(
        shared.timestamps.map(({ input, unit }) => ({ ...blankRow(input), isTouched: true, unit })),
      );
      setDateRows(shared.dates.map((input) => ({ ...blankRow(input), isTouched: true })));
    },
  });
  useHandOffReceiver((items) => {
    for (const item of items) {
      if (item.kind !== 'text') continue;
      const setRows = item.format === 'iso-date' ? setDateRows : setTimestampRows;
      const input = item.text.trim();
      setRows((rows) => {
        const { index, isNew } = handedRow(rows.map((row) => row.input));
        const handed = { ...blankRow(input), isTouched: true };
        return isNew ? [...rows, handed] : rows.map((row, at) => (at === index ? handed : row));
      });
    }
  });

  const clearAll = () => {
    setTimestampRows([blankRow()]);
    setDateRows([blankRow()]);
  };

  const section = (
    kind: 'toDate' | 'toTimestamp',
    rows: Row[],
    setRows: (update: (rows: Row[]) => Row[]) => void,
    RowComponent: ComponentType<RowProps>,
  ) => (
    <section aria-labelledby={`time-converter-${kind}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`time-converter-${kind}`} className="font-semibold text-base">
          {t(`${kind}.title`)}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setRows((current) => [...current, blankRow()])}>
          <Plus aria-hidden />
          {t(`${kind}.add`)}
        </Button>
      </div>
      <ul className="space-y-2">
        {rows.map((row, index) => (
          <RowComponent
            key={row.id}
            row={row}
            index={index}
            timeZone={timeZone}
            pattern={pattern}
            canRemove={rows.length > 1}
            onInput={(id, input) =>
              setRows((current) =>
                current.map((item) => (item.id === id ? { ...item, input, isTouched: true } : item)),
              )
            }
            onRemove={(id) => setRows((current) => current.filter((item) => item.id !== id))}
            onUnit={(id, unit) =>
              setRows((current) => current.map((item) => (item.id === id ? { ...item, unit } : item)))
            }
          />
        ))}
      </ul>
    </section>
  );

  return (
    <div className="space-y-6">
      <LiveClock now={now} timeZone={timeZone} pattern={pattern} />
      <SettingsPanel
        timeZone={timeZone}
        onTimeZoneChange={(zone) => {
          hasChosenZone.current = true;
          setTimeZone(zone);
        }}
        formatChoice={formatChoice}
        onFormatChoiceChange={setFormatChoice}
        customFormat={customFormat}
        onCustomFormatChange={setCustomFormat}
      />
      {section('toDate', timestampRows, setTimestampRows, TimestampRow)}
      {section('toTimestamp', dateRows, setDateRows, DateRow)}
      <div className="flex justify-end">
        <Button variant="outline" onClick={clearAll}>
          <Eraser aria-hidden />
          {t('clearAll')}
        </Button>
      </div>
    </div>
  );
}
