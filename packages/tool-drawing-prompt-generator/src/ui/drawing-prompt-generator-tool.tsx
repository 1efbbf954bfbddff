import { ApiClientError, isAbortError, streamPrompt } from '@toolbox/kit/api-client';
import type { DrawingPromptRequest, DrawingPromptResult } from '@toolbox/kit/api-schemas';
import { Button } from '@toolbox/ui/button';
import { ResultPane } from '@toolbox/ui/result-pane';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { Loader2Icon, RotateCcwIcon, SparklesIcon, XIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CORE_IDEA_MAX,
  coreIdeaProblem,
  generationReducer,
  PROMPT_SECTIONS,
  parsePromptResult,
} from '../core/prompt';

/** How the page asks for a prompt: the site's API, or a test's stand-in. */
export type GeneratePrompt = (
  request: DrawingPromptRequest,
  options: { signal: AbortSignal; onToken: (delta: string) => void },
) => Promise<unknown>;

const generateWithApi: GeneratePrompt = (request, options) => streamPrompt(request, options);

/**
 * The drawing-prompt generator (CONTEXT.md): a core idea in, a structured image prompt out,
 * streamed from the AI endpoint with a live preview and cancel.
 */
export default function DrawingPromptGeneratorTool({
  generate = generateWithApi,
}: {
  generate?: GeneratePrompt;
}) {
  const { t, i18n } = useTranslation('drawing-prompt-generator');
  const inputId = useId();
  const hintId = useId();
  const [idea, setIdea] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  const [state, dispatch] = useReducer(generationReducer, { status: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  const requests = useRef(0);
  const problem = coreIdeaProblem(idea);
  const busy = state.status === 'generating';

  // Leaving the page ends the request.
  useEffect(() => () => controller.current?.abort(), []);

  async function start() {
    if (problem) {
      setShowRequired(problem === 'required');
      return;
    }
    // A new request aborts the prior one (the reducer ignores whatever it still sends).
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const request = ++requests.current;
    dispatch({ type: 'start', request });
    try {
      const answer = await generate(
        { promptData: { coreIdea: idea.trim() }, locale: i18n.language === 'zh' ? 'zh' : 'en' },
        { signal: current.signal, onToken: (delta) => dispatch({ type: 'token', request, delta }) },
      );
      const result = parsePromptResult(answer);
      if (!result) throw new Error(t('errors.malformed'));
      dispatch({ type: 'done', request, result });
    } catch (error) {
      if (current.signal.aborted || isAbortError(error)) return;
      dispatch({ type: 'fail', request, message: errorMessage(error) });
    } finally {
      if (controller.current === current) controller.current = undefined;
    }
  }

  function errorMessage(error: unknown): string {
    if (error instanceof ApiClientError) {
      if (error.code === 'RATE_LIMIT')
        return t('errors.rateLimited', { seconds: error.retryAfterSeconds ?? 60 });
      if (error.code === 'NETWORK_ERROR') return t('errors.network');
    }
    const reason = error instanceof Error ? error.message : String(error);
    return t('errors.generate', { reason, interpolation: { escapeValue: false } });
  }

  function cancel() {
    if (state.status !== 'generating') return;
    controller.current?.abort();
    controller.current = undefined;
    dispatch({ type: 'cancel', request: state.request });
    toast.info(t('status.requestCancelled'));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void start();
  }

  const preview = state.status === 'done' || state.status === 'idle' ? '' : state.preview;
  const count = [...idea.trim()].length;

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={inputId} className="font-medium text-sm">
            {t('input.label')}
          </label>
          <Textarea
            id={inputId}
            rows={3}
            value={idea}
            invalid={showRequired || problem === 'tooLong'}
            aria-describedby={hintId}
            placeholder={t('input.placeholder')}
            onChange={(event) => {
              setIdea(event.target.value);
              setShowRequired(false);
            }}
            // Ctrl/Cmd+Enter generates, as in a chat box; Enter alone makes a new line.
            onSubmitShortcut={() => void start()}
          />
          <p id={hintId} className="flex flex-wrap justify-between gap-2 text-muted-foreground text-xs">
            <span>{t('input.hint')}</span>
            <span className={problem === 'tooLong' ? 'text-destructive' : undefined}>
              {t('input.count', { count, max: CORE_IDEA_MAX })}
            </span>
          </p>
          {showRequired && (
            <p role="alert" className="text-destructive text-sm">
              {t('errors.required')}
            </p>
          )}
          {problem === 'tooLong' && (
            <p role="alert" className="text-destructive text-sm">
              {t('errors.tooLong', { max: CORE_IDEA_MAX })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={problem !== undefined || busy}>
            {busy ? (
              <Loader2Icon aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : (
              <SparklesIcon aria-hidden="true" className="size-4" />
            )}
            {busy ? t('actions.generating') : t('actions.generate')}
          </Button>
          {busy && (
            <Button variant="outline" onClick={cancel}>
              <XIcon aria-hidden="true" className="size-4" />
              {t('actions.cancel')}
            </Button>
          )}
        </div>
      </form>

      <p role="status" className="sr-only">
        {state.status === 'generating'
          ? t('status.generating')
          : state.status === 'done'
            ? t('status.done')
            : state.status === 'cancelled'
              ? t('status.cancelled')
              : ''}
      </p>

      {state.status === 'error' && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-3">
          <p role="alert" className="min-w-0 flex-1 text-destructive text-sm">
            {state.message}
          </p>
          <Button size="sm" variant="outline" onClick={() => void start()} disabled={problem !== undefined}>
            <RotateCcwIcon aria-hidden="true" className="size-4" />
            {t('actions.retry')}
          </Button>
        </div>
      )}
      {state.status === 'cancelled' && (
        <p className="text-muted-foreground text-sm">{t('status.cancelled')}</p>
      )}

      {preview !== '' || busy ? (
        <section
          aria-labelledby={`${inputId}-preview`}
          aria-busy={busy}
          className="space-y-2 rounded-card border border-border bg-card p-4"
        >
          <h2 id={`${inputId}-preview`} className="font-semibold">
            {t('preview.title')}
          </h2>
          <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words font-mono text-muted-foreground text-xs">
            {preview || t('preview.waiting')}
          </pre>
        </section>
      ) : null}

      {state.status === 'done' && <PromptResult result={state.result} />}
    </div>
  );
}

function PromptResult({ result }: { result: DrawingPromptResult }) {
  const { t } = useTranslation('drawing-prompt-generator');
  return (
    <div className="space-y-4">
      <ResultPane
        label={t('result.fullPrompt')}
        value={result.fullPrompt}
        copyLabel={t('result.copy')}
        textareaClassName="min-h-28"
      />
      <section
        aria-labelledby="drawing-prompt-structure"
        className="space-y-4 rounded-card border border-border bg-card p-4"
      >
        <h2 id="drawing-prompt-structure" className="font-semibold">
          {t('result.structure')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {PROMPT_SECTIONS.map((section) => (
            <div key={section.id} className="space-y-2">
              <h3 className="font-medium text-muted-foreground text-sm">{t(`sections.${section.id}`)}</h3>
              <dl className="space-y-1.5">
                {section.fields.map((field) => (
                  <div key={field.key} className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-2 text-sm">
                    <dt className="text-muted-foreground">{t(`fields.${field.key}`)}</dt>
                    <dd className="break-words">{field.value(result)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
