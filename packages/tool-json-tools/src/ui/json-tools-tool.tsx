import { copyText } from '@toolbox/kit/clipboard';
import { downloadText } from '@toolbox/kit/download';
import { Button } from '@toolbox/ui/button';
import { ProgressBar } from '@toolbox/ui/progress';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { Eraser, FileUp, Play, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_INDENT,
  DEFAULT_MODE,
  type JsonIndent,
  type JsonMode,
  jsonIndents,
  jsonModes,
  resultFileName,
} from '../core/json-tools';
import { ResultPanel } from './result-panel';
import { useJsonTool } from './use-json-tool';
import { ValidityPanel } from './validity-panel';

const indentLabelKeys = { '2': 'indent.two', '4': 'indent.four', tab: 'indent.tab' } as const;

/** JSON tools (spec A): format, compress and validate. */
export default function JsonToolsTool() {
  const { t } = useTranslation('json-tools');
  const inputId = useId();
  const fileInputRef = useRef<HTMLInputElement>(null);
  // Uncontrolled: a 20 MB document must not be copied through React state on every keystroke.
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<JsonMode>(DEFAULT_MODE);
  const [indent, setIndent] = useState<JsonIndent>(DEFAULT_INDENT);
  const { state, run, cancel, reset } = useJsonTool();
  const isRunning = state.status === 'running';
  const result = state.result?.mode === mode ? state.result : undefined;

  async function handleRun() {
    const input = inputRef.current?.value ?? '';
    try {
      const outcome = await run({ mode, input, indent });
      if (outcome && !outcome.validation.isValid) toast.error(t('errorInvalidJson'));
    } catch (error) {
      toast.error(`${t('errorInvalidJson')} ${error instanceof Error ? error.message : ''}`.trim());
    }
  }

  function handleClear() {
    if (inputRef.current) inputRef.current.value = '';
    reset();
    inputRef.current?.focus();
  }

  function handleModeChange(next: JsonMode) {
    if (next === mode) return;
    setMode(next);
    reset();
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !inputRef.current) return;
    try {
      inputRef.current.value = await file.text();
      reset();
    } catch {
      toast.error(t('errorRead'));
    }
  }

  async function handleCopy() {
    if (result?.mode === 'validate' || !result?.output) return;
    if (await copyText(result.output)) toast.success(t('successCopied'));
    else toast.error(t('errorCopy'));
  }

  function handleDownload() {
    if (result?.mode === 'validate' || !result?.output) return;
    downloadText(result.output, resultFileName(result.mode), 'application/json');
  }

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
          invalid={result !== undefined && !result.validation.isValid}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void handleRun();
            }
          }}
        />
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={handleRun} disabled={isRunning}>
          <Play aria-hidden className="size-4" />
          {t('actions.run')}
        </Button>
        <Button variant="outline" onClick={handleClear}>
          <Eraser aria-hidden className="size-4" />
          {t('actions.clear')}
        </Button>
      </div>

      {isRunning && (
        <div className="flex items-center gap-3">
          <div className="flex-1">
            <ProgressBar value={Math.round(state.progress * 100)} label={t('progress.label')} showValue />
            {state.stage && (
              <p className="mt-1 text-sm text-muted-foreground">{t(`progress.${state.stage}`)}</p>
            )}
          </div>
          <Button variant="outline" size="sm" onClick={cancel}>
            <X aria-hidden className="size-4" />
            {t('actions.cancel')}
          </Button>
        </div>
      )}

      {result && (mode === 'validate' || !result.validation.isValid) && (
        <ValidityPanel validation={result.validation} />
      )}
      {mode !== 'validate' && (
        <ResultPanel
          output={result?.mode !== 'validate' ? (result?.output ?? '') : ''}
          sizes={result?.mode !== 'validate' ? result?.sizes : undefined}
          characterCount={result?.mode !== 'validate' ? result?.characterCount : undefined}
          onCopy={handleCopy}
          onDownload={handleDownload}
        />
      )}
    </div>
  );
}
