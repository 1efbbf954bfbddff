import { Button } from '@toolbox/ui/button';
import { ResultPane } from '@toolbox/ui/result-pane';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { Eraser, Play } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CodeLanguage,
  type CodeMode,
  type CodeStats,
  type CodeSyntaxError,
  codeLanguages,
  codeModes,
  computeStats,
  DEFAULT_LANGUAGE,
  DEFAULT_MODE,
  downloadFileName,
  isBlankInput,
  MIME_TYPES,
} from '../core/options';
import { type CommentMarker, commentMarkers, DEFAULT_COMMENT_MARKERS } from '../core/plain-comments';
import { StatsPanel } from './stats-panel';
import { SyntaxErrorPanel } from './syntax-error-panel';
import { type CodeProcessor, useCodeCompressor, workerProcessor } from './use-code-compressor';

/** Languages whose tools can keep every comment (csso keeps only `/*!`, JSON has none). */
const KEEPS_COMMENTS: readonly CodeLanguage[] = ['javascript', 'html', 'xml'];

interface Done {
  output: string;
  stats: CodeStats;
  mode: CodeMode;
  language: CodeLanguage;
}

function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Code compressor (CONTEXT.md § Screen): minify, beautify, remove comments or whitespace, in a worker. */
export default function CodeCompressorTool({
  initialInput = '',
  processor = workerProcessor,
}: {
  initialInput?: string;
  /** Tests and stories pass the core directly; the page uses the worker. */
  processor?: CodeProcessor;
}) {
  const { t } = useTranslation('code-compressor');
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<CodeMode>(DEFAULT_MODE);
  const [language, setLanguage] = useState<CodeLanguage>(DEFAULT_LANGUAGE);
  const [keepComments, setKeepComments] = useState(false);
  const [markers, setMarkers] = useState<readonly CommentMarker[]>(DEFAULT_COMMENT_MARKERS);
  const [input, setInput] = useState(initialInput);
  const [done, setDone] = useState<Done | undefined>();
  const [error, setError] = useState<CodeSyntaxError | undefined>();
  const { isRunning, progress, run, cancel } = useCodeCompressor(processor);
  const canKeepComments =
    KEEPS_COMMENTS.includes(language) && (mode === 'minify' || mode === 'remove-whitespace');
  const hasMarkerChoice = language === 'other' && mode === 'remove-comments';

  async function handleProcess() {
    if (isBlankInput({ input })) {
      toast.error(t('errorEmpty'));
      return;
    }
    try {
      const result = await run({
        mode,
        language,
        input,
        keepComments: canKeepComments && keepComments,
        commentMarkers: markers,
      });
      if (!result) return;
      if (result.ok) {
        setDone({
          output: result.output,
          stats: computeStats({ input, output: result.output }),
          mode,
          language,
        });
        setError(undefined);
      } else {
        setDone(undefined);
        setError(result.error);
        toast.error(t('errorProcessing'));
      }
    } catch (failure) {
      setDone(undefined);
      toast.error(`${t('errorProcessing')} ${failure instanceof Error ? failure.message : ''}`.trim());
    }
  }

  function handleClear() {
    cancel();
    setInput('');
    setDone(undefined);
    setError(undefined);
    inputRef.current?.focus();
  }

  function handleGoTo() {
    const element = inputRef.current;
    if (!element || error?.line === undefined) return;
    const lines = input.split('\n');
    const offset =
      lines.slice(0, error.line - 1).reduce((sum, line) => sum + line.length + 1, 0) +
      (error.column ?? 1) -
      1;
    element.focus();
    element.setSelectionRange(offset, offset + 1);
  }

  const output = done?.output ?? '';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <SegmentedControl<CodeMode>
          label={t('modes.label')}
          value={mode}
          onValueChange={setMode}
          options={codeModes.map((value) => ({ value, label: t(`modes.${value}`) }))}
        />
        <SegmentedControl<CodeLanguage>
          label={t('languages.label')}
          value={language}
          onValueChange={setLanguage}
          options={codeLanguages.map((value) => ({ value, label: t(`languages.${value}`) }))}
        />
        {canKeepComments && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={keepComments}
              onChange={(event) => setKeepComments(event.target.checked)}
              className="size-4"
            />
            {t('keepComments')}
          </label>
        )}
        {hasMarkerChoice && (
          <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <legend className="mb-1 text-sm font-medium">{t('commentMarkers.label')}</legend>
            {commentMarkers.map((marker) => (
              <label key={marker} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={markers.includes(marker)}
                  onChange={(event) =>
                    setMarkers(
                      event.target.checked
                        ? [...markers, marker]
                        : markers.filter((selected) => selected !== marker),
                    )
                  }
                  className="size-4"
                />
                {t(`commentMarkers.${marker}`)}
              </label>
            ))}
          </fieldset>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={handleProcess} disabled={isRunning}>
          <Play aria-hidden className="size-4" />
          {t('actions.process')}
        </Button>
        <Button variant="outline" onClick={handleClear}>
          <Eraser aria-hidden className="size-4" />
          {t('actions.clear')}
        </Button>
      </div>

      {isRunning && (
        <TaskProgress
          label={t('progress.label')}
          value={Math.round(progress * 100)}
          currentItem={t('progress.processing')}
          onCancel={cancel}
        />
      )}

      {error && <SyntaxErrorPanel error={error} onGoTo={handleGoTo} />}
      {done && <StatsPanel stats={done.stats} />}

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('input.label')}
          </label>
          <Textarea
            id={inputId}
            ref={inputRef}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onSubmitShortcut={() => void handleProcess()}
            placeholder={t('input.placeholder')}
            spellCheck={false}
            invalid={error !== undefined}
            className="min-h-80 font-mono text-sm"
          />
          <p className="text-sm text-muted-foreground">
            {t('characters', { count: countCharacters(input) })}
          </p>
        </div>
        <ResultPane
          label={t('output.label')}
          value={output}
          placeholder={t('output.empty')}
          download={{
            fileName: downloadFileName({ mode: done?.mode ?? mode, language: done?.language ?? language }),
            mimeType: MIME_TYPES[done?.language ?? language],
          }}
          onDownloaded={(fileName) => toast.success(t('successDownloaded', { fileName }))}
          // CONTEXT.md Rules: Messages › Toasts: copy or download of an empty output is a no-output error, not a dead button.
          onEmpty={() => toast.error(t('errorNoOutput'))}
          textareaClassName="min-h-80 text-sm"
        />
      </div>
    </div>
  );
}
