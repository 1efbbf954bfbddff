import { downloadText } from '@toolbox/kit/download';
import { Button } from '@toolbox/ui/button';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { Download, Play } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BatchMode, batchModes, LIST_LIMIT } from '../core/batch';
import { csvFileName, formatCoordinate, toCsv } from '../core/csv';
import { type BatchShareState, emptyBatch } from '../core/share';
import { useBatch } from './use-batch';

/**
 * Batch tab: mode switch, text area, process, CSV export and a scrolling results list (CONTEXT.md
 * § Batch). `initial` (a link's state) fills it and processes it when the results were shown;
 * `onStateChange` reports the inputs for "Copy link".
 */
export function BatchPanel({
  initialInput,
  initial = emptyBatch,
  onStateChange,
}: {
  initialInput?: string;
  initial?: BatchShareState;
  onStateChange?: (state: BatchShareState) => void;
}) {
  const { t } = useTranslation('geohash-converter');
  const inputId = useId();
  const hintId = useId();
  const [mode, setMode] = useState<BatchMode>(initial.batchMode);
  const [input, setInput] = useState(initialInput ?? initial.batchInput);
  const { state, run, cancel, reset } = useBatch();
  const result = state.result?.mode === mode ? state.result : undefined;
  const isProcessed = result !== undefined;

  useEffect(() => {
    onStateChange?.({ batchMode: mode, batchInput: input, isBatchProcessed: isProcessed });
  }, [onStateChange, mode, input, isProcessed]);

  // CONTEXT.md § Link: results shown when the link was made are made again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the state this panel was mounted with
  useEffect(() => {
    if (initial.isBatchProcessed) void handleProcess();
  }, []);

  function handleModeChange(next: BatchMode) {
    if (next === mode) return;
    setMode(next);
    reset();
  }

  // Results (and a run still going) belong to the text they came from: editing it drops them.
  function handleInputChange(next: string) {
    setInput(next);
    if (state.result || state.isRunning) reset();
  }

  async function handleProcess() {
    try {
      const outcome = await run({ mode, input });
      if (!outcome) return;
      if (!outcome.ok) toast.error(t(`errors.${outcome.error}`));
      else toast.success(t('success.batch', { count: outcome.value.results.length }));
    } catch {
      toast.error(t('errors.batch'));
    }
  }

  function handleExport() {
    if (!result) return;
    downloadText(toCsv(result), csvFileName(), 'text/csv');
    toast.success(t('success.export'));
  }

  const shown = result ? result.results.slice(0, LIST_LIMIT) : [];

  return (
    <div className="space-y-4">
      <SegmentedControl
        label={t('batch.mode')}
        value={mode}
        onValueChange={handleModeChange}
        options={batchModes.map((value) => ({ value, label: t(`batch.${value}`) }))}
      />
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('batch.input')}
        </label>
        <Textarea
          id={inputId}
          value={input}
          onChange={(event) => handleInputChange(event.target.value)}
          placeholder={t(mode === 'encode' ? 'batch.encodePlaceholder' : 'batch.decodePlaceholder')}
          aria-describedby={hintId}
          spellCheck={false}
          className="min-h-48 font-mono"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t(mode === 'encode' ? 'batch.encodeHint' : 'batch.decodeHint')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={handleProcess} disabled={state.isRunning}>
          <Play aria-hidden className="size-4" />
          {t('batch.process')}
        </Button>
        <Button variant="outline" onClick={handleExport} disabled={!result || result.results.length === 0}>
          <Download aria-hidden className="size-4" />
          {t('batch.export')}
        </Button>
      </div>
      {state.isRunning && (
        <TaskProgress
          label={t('batch.progress')}
          value={Math.round(state.progress * 100)}
          onCancel={cancel}
        />
      )}
      <section aria-labelledby={`${inputId}-results`} className="space-y-2">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h2 id={`${inputId}-results`} className="text-base font-semibold">
            {t('batch.results')}
          </h2>
          {result && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('batch.summary', { count: result.results.length })}
              {result.skipped > 0 && ` · ${t('batch.skipped', { count: result.skipped })}`}
            </p>
          )}
        </div>
        {!result ? (
          <p className="text-sm text-muted-foreground">{t('batch.empty')}</p>
        ) : (
          <>
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls past 24rem; keyboard users scroll it by focusing it.
              tabIndex={0}
              className="max-h-96 overflow-auto rounded-md border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t('batch.results')}
              data-testid="batch-results"
            >
              <table className="w-full text-sm">
                <thead className="sticky top-0 bg-muted text-left">
                  <tr>
                    <th className="px-3 py-2 font-medium">{t('result.geohash')}</th>
                    <th className="px-3 py-2 font-medium">{t('result.latitude')}</th>
                    <th className="px-3 py-2 font-medium">{t('result.longitude')}</th>
                    <th className="px-3 py-2 font-medium">{t('result.precision')}</th>
                  </tr>
                </thead>
                <tbody className="font-mono">
                  {shown.map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed snapshot and may repeat.
                    <tr key={index} className="border-t border-border">
                      <td className="px-3 py-1.5">{row.geohash}</td>
                      <td className="px-3 py-1.5">{formatCoordinate(row.latitude)}</td>
                      <td className="px-3 py-1.5">{formatCoordinate(row.longitude)}</td>
                      <td className="px-3 py-1.5">{row.precision}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            {result.results.length > LIST_LIMIT && (
              <p className="text-xs text-muted-foreground">
                {t('batch.shownFirst', { shown: LIST_LIMIT, total: result.results.length })}
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
