import { formatBytes } from '@toolbox/kit/bytes';
import { Button } from '@toolbox/ui/button';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { ResultPane } from '@toolbox/ui/result-pane';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { useShareableState } from '@toolbox/ui/shareable-state';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { Eraser, FileUp, Play } from 'lucide-react';
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_INDENT,
  DEFAULT_MODE,
  type JsonIndent,
  type JsonMode,
  jsonIndents,
  jsonModes,
  PREVIEW_LIMIT_CHARS,
  resultFileName,
  type SizeInfo,
} from '../core/json-tools';
import { DEFAULT_QUERY_SYNTAX, type QuerySyntax } from '../core/query-options';
import { parseSharedJson } from '../core/share';
import { QueryControls, QueryResult } from './query-panel';
import { useJsonQuery, useJsonTool } from './use-json-tool';
import { ValidityPanel } from './validity-panel';

const indentLabelKeys = { '2': 'indent.two', '4': 'indent.four', tab: 'indent.tab' } as const;

/** CONTEXT.md § Query: a query runs this long after the last keystroke. */
const QUERY_DEBOUNCE_MS = 300;
/** The progress bar shows only for a query slower than this, so typing does not make it flicker. */
const QUERY_PROGRESS_DELAY_MS = 250;

/** JSON tools (CONTEXT.md § Screen): format, compress and validate. */
export default function JsonToolsTool() {
  const { t } = useTranslation('json-tools');
  const inputId = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);
  // Uncontrolled: a 20 MB document must not be copied through React state on every keystroke.
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<JsonMode>(DEFAULT_MODE);
  const [indent, setIndent] = useState<JsonIndent>(DEFAULT_INDENT);
  const { state, run, cancel, reset } = useJsonTool();
  const [syntax, setSyntax] = useState<QuerySyntax>(DEFAULT_QUERY_SYNTAX);
  const [query, setQuery] = useState('');
  // Bumped on every edit of the input in query mode: the input itself stays out of React state.
  const [inputEdits, setInputEdits] = useState(0);
  const queryRun = useJsonQuery();
  const isQuery = mode === 'query';
  const isRunning = state.status === 'running';
  const queryRunning = queryRun.state.status === 'running';
  const [showQueryProgress, setShowQueryProgress] = useState(false);
  const result = state.result?.mode === mode ? state.result : undefined;
  const queryOutcome = queryRun.state.outcome;

  const runQueryNow = useCallback(() => {
    const input = inputRef.current?.value ?? '';
    if (query.trim() === '' || input.trim() === '') return;
    // A failure is shown in the panel (queryRun.state), not thrown further.
    queryRun.run({ syntax, input, query }).catch(() => undefined);
  }, [query, syntax, queryRun.run]);

  // CONTEXT.md § Query: the query runs by itself once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: inputEdits is the trigger, not a value read
  useEffect(() => {
    if (!isQuery) return;
    const timer = setTimeout(runQueryNow, QUERY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [isQuery, runQueryNow, inputEdits]);

  useEffect(() => {
    if (!queryRunning) {
      setShowQueryProgress(false);
      return;
    }
    const timer = setTimeout(() => setShowQueryProgress(true), QUERY_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryRunning]);

  /** Puts `input` in the box and shows its result in the current tab (a link, a hand-off). */
  function openInput(input: string, next: { mode: JsonMode; indent: JsonIndent }) {
    if (!inputRef.current) return;
    inputRef.current.value = input;
    reset();
    queryRun.reset();
    if (next.mode === 'query') setInputEdits((count) => count + 1);
    else if (input.trim() !== '')
      void run({ mode: next.mode, input, indent: next.indent }).catch(() => undefined);
  }

  // CONTEXT.md § Share link: the input is read when the link is made (it lives in the box, not in
  // React state), through a getter.
  useShareableState({
    state: {
      get input() {
        return inputRef.current?.value ?? '';
      },
      mode,
      indent,
      syntax,
      query,
    },
    parse: parseSharedJson,
    restore: (shared) => {
      setMode(shared.mode);
      setIndent(shared.indent);
      setSyntax(shared.syntax);
      setQuery(shared.query);
      openInput(shared.input, shared);
    },
  });
  // CONTEXT.md § Hand-off: JSON from another tool or smart paste lands in the box, run in this tab.
  useHandOffReceiver((items) => {
    const json = items.find((item) => item.kind === 'text');
    if (json?.kind === 'text') openInput(json.text, { mode, indent });
  });

  async function handleRun() {
    if (isQuery) {
      runQueryNow();
      return;
    }
    const input = inputRef.current?.value ?? '';
    try {
      const outcome = await run({ mode, input, indent });
      if (outcome && !outcome.validation.isValid) toast.error(t('errorInvalidJson'));
      else if (outcome?.mode !== 'validate' && outcome?.problem) toast.error(t('errorOutputTooLarge'));
    } catch (error) {
      // The tool broke, not the input (CONTEXT.md § Messages).
      toast.error(
        t('errorTool', {
          detail: error instanceof Error ? error.message : String(error),
          interpolation: { escapeValue: false },
        }),
      );
    }
  }

  function handleClear() {
    if (inputRef.current) inputRef.current.value = '';
    reset();
    queryRun.reset();
    inputRef.current?.focus();
  }

  function handleModeChange(next: JsonMode) {
    if (next === mode) return;
    setMode(next);
    reset();
    queryRun.reset();
  }

  function handleSyntaxChange(next: QuerySyntax) {
    if (next === syntax) return;
    setSyntax(next);
    setQuery('');
    queryRun.reset();
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !inputRef.current) return;
    try {
      inputRef.current.value = await file.text();
      reset();
      if (isQuery) setInputEdits((count) => count + 1);
    } catch {
      toast.error(t('errorRead'));
    }
  }

  const output = result && result.mode !== 'validate' ? result : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SegmentedControl
          label={t('modes.label')}
          value={mode}
          onValueChange={handleModeChange}
          options={jsonModes.map((option) => ({ value: option, label: t(`modes.${option}`) }))}
        />
        {mode === 'format' && (
          <SegmentedControl<JsonIndent>
            label={t('indent.label')}
            value={indent}
            onValueChange={setIndent}
            options={jsonIndents.map((value) => ({ value, label: t(indentLabelKeys[value]) }))}
          />
        )}
      </div>

      {isQuery && (
        <QueryControls
          syntax={syntax}
          onSyntaxChange={handleSyntaxChange}
          query={query}
          onQueryChange={setQuery}
          onRun={runQueryNow}
          invalid={queryOutcome?.status === 'invalid-query'}
        />
      )}

      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('input.label')}
          </label>
          <Button variant="ghost" size="sm" onClick={() => fileInputRef.current?.click()}>
            <FileUp aria-hidden className="size-4" />
            {t('input.openFile')}
          </Button>
          <input
            ref={fileInputRef}
            type="file"
            accept=".json,application/json,text/plain"
            aria-label={t('input.openFileLabel')}
            className="sr-only"
            tabIndex={-1}
            onChange={handleFile}
          />
        </div>
        <Textarea
          id={inputId}
          ref={inputRef}
          spellCheck={false}
          placeholder={t('input.placeholder')}
          className="min-h-64 font-mono text-sm"
          invalid={
            isQuery
              ? queryOutcome?.status === 'invalid-input'
              : result !== undefined && !result.validation.isValid
          }
          onInput={isQuery ? () => setInputEdits((count) => count + 1) : undefined}
          onSubmitShortcut={() => void handleRun()}
        />
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={handleRun} disabled={isQuery ? false : isRunning}>
          <Play aria-hidden className="size-4" />
          {t('actions.run')}
        </Button>
        <Button variant="outline" onClick={handleClear}>
          <Eraser aria-hidden className="size-4" />
          {t('actions.clear')}
        </Button>
      </div>

      {isRunning && (
        <TaskProgress
          label={t('progress.label')}
          value={Math.round(state.progress * 100)}
          currentItem={state.stage ? t(`progress.${state.stage}`) : undefined}
          onCancel={cancel}
        />
      )}

      {isQuery && showQueryProgress && queryRunning && (
        <TaskProgress
          label={t('progress.queryLabel')}
          value={Math.round(queryRun.state.progress * 100)}
          currentItem={queryRun.state.stage ? t(`progress.${queryRun.state.stage}`) : undefined}
          onCancel={queryRun.cancel}
        />
      )}
      {isQuery && queryRun.state.status === 'failed' && (
        <p role="alert" className="rounded-card border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {t('errorTool', { detail: queryRun.state.failure, interpolation: { escapeValue: false } })}
        </p>
      )}
      {isQuery && <QueryResult outcome={queryOutcome} />}

      {result && (mode === 'validate' || !result.validation.isValid) && (
        <ValidityPanel validation={result.validation} />
      )}
      {output?.problem && (
        <p role="alert" className="rounded-card border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {t('outputTooLarge', { depth: output.problem.depth.toLocaleString() })}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="rounded-card border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {t('errorTool', { detail: state.failure, interpolation: { escapeValue: false } })}
        </p>
      )}
      {(mode === 'format' || mode === 'compress') && (
        <ResultPane
          label={t('output.label')}
          value={output?.output ?? ''}
          characterCount={output?.characterCount}
          placeholder={t('output.empty')}
          previewLimit={PREVIEW_LIMIT_CHARS}
          download={output && { fileName: resultFileName(output.mode), mimeType: 'application/json' }}
          handOff={output && { format: 'json', name: resultFileName(output.mode) }}
          stats={output?.output && output.sizes && <SizeStats sizes={output.sizes} />}
          textareaClassName="min-h-64 text-sm"
        />
      )}
    </div>
  );
}

/** CONTEXT.md § Sizes: the sizes before and after, and the change between them. */
function SizeStats({ sizes }: { sizes: SizeInfo }) {
  const { t } = useTranslation('json-tools');
  return (
    <>
      <span>{t('output.originalSize', { size: formatBytes(sizes.originalSize) })}</span>
      <span>{t('output.processedSize', { size: formatBytes(sizes.processedSize) })}</span>
      <span title={t('output.ratioHint')}>{t('output.ratio', { ratio: sizes.compressionRatio })}</span>
    </>
  );
}
