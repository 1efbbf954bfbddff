import { Button } from '@toolbox/ui/button';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { ResultPane } from '@toolbox/ui/result-pane';
import { useShareableState } from '@toolbox/ui/shareable-state';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { ArrowLeftRight, Eraser, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Base64Error,
  type Base64Mode,
  canConvert,
  countCharacters,
  DEFAULT_MODE,
  PREVIEW_LIMIT_CHARS,
  swapBase64,
} from '../core/base64';
import { parseSharedBase64, type SharedBase64 } from '../core/share';
import { type Base64Engine, base64ToolsWorker } from '../worker/client';
import { useBase64Convert } from './use-base64-convert';

/** The last successful conversion: the result, and the input it is the result of. */
interface Converted {
  input: string;
  output: string;
  characterCount: number;
}

/** Base64 text converter (CONTEXT.md § Screen): encode or decode UTF-8 text, with a swap between the modes. */
export default function Base64ToolsTool({
  initialInput = '',
  engine = base64ToolsWorker,
}: {
  initialInput?: string;
  /** Where large input is converted: the worker; tests pass an in-process stand-in. */
  engine?: Base64Engine;
}) {
  const { t } = useTranslation('base64-tools');
  const inputId = useId();
  const urlSafeId = useId();
  const [mode, setMode] = useState<Base64Mode>(DEFAULT_MODE);
  const [isUrlSafe, setIsUrlSafe] = useState(false);
  const [input, setInput] = useState(initialInput);
  const [converted, setConverted] = useState<Converted | undefined>();
  const [error, setError] = useState<Base64Error | undefined>();
  const { isRunning, run, cancel } = useBase64Convert(engine);
  const output = converted?.output ?? '';

  async function convert(request: SharedBase64) {
    if (!canConvert({ input: request.input })) return;
    try {
      const result = await run(request);
      if (!result) return;
      if (result.ok) {
        setConverted({
          input: request.input,
          output: result.output,
          characterCount: result.characterCount,
        });
        setError(undefined);
      } else {
        setConverted(undefined);
        setError(result.error);
        toast.error(t('errorConvert'));
      }
    } catch (failure) {
      setConverted(undefined);
      toast.error(t('errorTool', { detail: failure instanceof Error ? failure.message : String(failure) }));
    }
  }

  function handleConvert() {
    return convert({ mode, input, isUrlSafe });
  }

  /** Puts a state on screen and converts it, as if the visitor had pressed Convert. */
  function show(next: SharedBase64) {
    cancel();
    setMode(next.mode);
    setInput(next.input);
    setIsUrlSafe(next.isUrlSafe);
    setConverted(undefined);
    setError(undefined);
    void convert(next);
  }

  // CONTEXT.md § Link: a link restores mode, input and alphabet, and shows their result.
  useShareableState({ state: { mode, input, isUrlSafe }, parse: parseSharedBase64, restore: show });

  // CONTEXT.md § Hand-off: received Base64 is decoded at once.
  useHandOffReceiver((items) => {
    const received = items.find((item) => item.kind === 'text');
    if (received) show({ mode: 'decode', input: received.text, isUrlSafe });
  });

  function handleModeChange(next: Base64Mode) {
    setMode(next);
    setError(undefined);
  }

  function handleSwap() {
    cancel();
    const swapped = swapBase64({ mode, input, output, isOutputOfInput: converted?.input === input });
    setMode(swapped.mode);
    setInput(swapped.input);
    setConverted(
      swapped.output === ''
        ? undefined
        : { input: swapped.input, output: swapped.output, characterCount: countCharacters(swapped.output) },
    );
    setError(undefined);
  }

  function handleClear() {
    cancel();
    setInput('');
    setConverted(undefined);
    setError(undefined);
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {/* Encode and decode with the swap button between them, in one labelled group. */}
        <fieldset className="inline-flex items-center gap-1 rounded-lg border border-border p-1">
          <legend className="sr-only">{t('modes.label')}</legend>
          <ModeButton mode="encode" current={mode} label={t('modes.encode')} onSelect={handleModeChange} />
          <Button
            variant="ghost"
            size="sm"
            onClick={handleSwap}
            aria-label={t('actions.swap')}
            title={t('actions.swap')}
          >
            <ArrowLeftRight aria-hidden className="size-4" />
          </Button>
          <ModeButton mode="decode" current={mode} label={t('modes.decode')} onSelect={handleModeChange} />
        </fieldset>
        {mode === 'encode' && (
          <label htmlFor={urlSafeId} className="flex items-center gap-2 text-sm">
            <input
              id={urlSafeId}
              type="checkbox"
              checked={isUrlSafe}
              onChange={(event) => setIsUrlSafe(event.target.checked)}
              className="size-4"
            />
            {t('urlSafe.label')}
          </label>
        )}
        {mode === 'decode' && <p className="text-sm text-muted-foreground">{t('urlSafe.hint')}</p>}
      </div>

      <div className="space-y-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('input.label')}
        </label>
        <Textarea
          id={inputId}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onSubmitShortcut={() => void handleConvert()}
          placeholder={t(mode === 'encode' ? 'input.encodePlaceholder' : 'input.decodePlaceholder')}
          spellCheck={false}
          invalid={error !== undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="min-h-40 font-mono text-sm"
        />
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={handleConvert} disabled={isRunning || !canConvert({ input })}>
          <Play aria-hidden className="size-4" />
          {t('actions.convert')}
        </Button>
        <Button variant="outline" onClick={handleClear}>
          <Eraser aria-hidden className="size-4" />
          {t('actions.clear')}
        </Button>
      </div>

      {isRunning && <TaskProgress label={t('progress.label')} value={10} onCancel={cancel} />}

      {error && (
        <div
          id={`${inputId}-error`}
          role="alert"
          className="rounded-lg border border-destructive/50 p-3 text-sm"
        >
          <p className="font-medium text-destructive">{t('errors.title')}</p>
          <p>{t(`errors.${error.code}`, { character: error.character, position: error.position })}</p>
        </div>
      )}

      <ResultPane
        label={t('output.label')}
        value={output}
        characterCount={converted?.characterCount ?? 0}
        previewLimit={PREVIEW_LIMIT_CHARS}
        placeholder={t('output.empty')}
        onEmpty={() => toast.error(t('errorNoOutput'))}
        className="rounded-lg border border-border p-4"
      />
    </div>
  );
}

function ModeButton({
  mode,
  current,
  label,
  onSelect,
}: {
  mode: Base64Mode;
  current: Base64Mode;
  label: string;
  onSelect(mode: Base64Mode): void;
}) {
  const isOn = mode === current;
  return (
    <button
      type="button"
      aria-pressed={isOn}
      onClick={() => onSelect(mode)}
      className={`rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring ${
        isOn ? 'bg-primary text-primary-foreground' : 'hover:bg-muted'
      }`}
    >
      {label}
    </button>
  );
}
