import { Button } from '@toolbox/ui/button';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { isEnter } from '@toolbox/ui/keys';
import { ResultPane } from '@toolbox/ui/result-pane';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { useShareableState } from '@toolbox/ui/shareable-state';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { WarningNotice } from '@toolbox/ui/warning-notice';
import { Eraser, Play, X } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listGroupNames } from '../core/group-names';
import {
  ALLOWED_FLAGS,
  compilePattern,
  DEFAULT_FLAGS,
  DEFAULT_MODE,
  MAX_TEXT_LENGTH,
  type RegexError,
  type RegexMode,
  regexModes,
} from '../core/limits';
import { type RegexPreset, regexPresets } from '../core/presets';
import type { RegexRunInput } from '../core/run';
import { decodeShareHash, parseSharedState, patternFromText, type SharedState } from '../core/share';
import type { RegexEngine } from '../worker/client';
import { errorMessage, tooManyMatchesMessage } from './error-message';
import { MatchResults } from './match-results';
import { useRegexRun } from './use-regex-run';

const inputClass =
  'w-full rounded-md border bg-background px-3 py-2 font-mono text-sm focus-visible:outline-none focus-visible:ring-2';

/** Flips one flag in the flags text; `u` and `v` exclude each other, so turning one on drops the other. */
function toggleFlag(flags: string, flag: string, isOn: boolean): string {
  const without = flags.replaceAll(flag, '');
  if (!isOn) return without;
  const other = flag === 'u' ? 'v' : flag === 'v' ? 'u' : '';
  return (other ? without.replaceAll(other, '') : without) + flag;
}

/** Regex tester (CONTEXT.md § Screen): test and replace, presets, highlighted matches and groups, shareable state. */
export default function RegexToolsTool({
  initialState,
  engine,
}: {
  initialState?: Partial<SharedState>;
  /** Where runs go: the worker (or inline without Web Workers); tests may pass a stand-in. */
  engine?: RegexEngine;
}) {
  const { t, i18n } = useTranslation('regex-tools');
  const ids = { pattern: useId(), flags: useId(), flagsHint: useId(), replacement: useId(), text: useId() };
  const [mode, setMode] = useState<RegexMode>(initialState?.mode ?? DEFAULT_MODE);
  const [pattern, setPattern] = useState(initialState?.pattern ?? '');
  const [flags, setFlags] = useState(initialState?.flags ?? DEFAULT_FLAGS);
  const [replacement, setReplacement] = useState(initialState?.replacement ?? '');
  const [text, setText] = useState(initialState?.text ?? '');
  const { state, run, cancel, reset } = useRegexRun(engine);
  const isRunning = state.status === 'running';
  const language = i18n.language;

  // Live check of syntax and flags while typing: compiling is instant and never backtracks.
  const patternError: RegexError | undefined =
    pattern === '' ? undefined : compilePattern({ pattern, flags }).error;

  const execute = useCallback(
    async (input: RegexRunInput) => {
      try {
        const result = await run(input);
        if (result?.error) toast.error(errorMessage(t, language, result.error));
        else if (result?.mode === 'test' && result.isTruncated)
          toast.warning(tooManyMatchesMessage(t, language));
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        toast.error(t('errors.unexpected', { detail, interpolation: { escapeValue: false } }));
      }
    },
    [run, t, language],
  );

  // CONTEXT.md § Share: a link restores the whole input and runs it when it carries a text.
  const restore = useCallback(
    (shared: SharedState) => {
      setMode(shared.mode);
      setPattern(shared.pattern);
      setFlags(shared.flags);
      setReplacement(shared.replacement);
      setText(shared.text);
      if (shared.text) void execute(shared);
    },
    [execute],
  );
  useShareableState({
    state: { mode, pattern, flags, text, replacement },
    parse: parseSharedState,
    restore,
  });

  // CONTEXT.md § Share › Old links: `#p=…` links made before "Copy link" still open, on load
  // and when one is pasted into this tab; the fragment then leaves the address bar, like the shell's.
  useEffect(() => {
    function restoreOldLink() {
      const shared = decodeShareHash({ hash: window.location.hash });
      if (!shared) return;
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      restore(shared);
    }
    restoreOldLink();
    window.addEventListener('hashchange', restoreOldLink);
    return () => window.removeEventListener('hashchange', restoreOldLink);
  }, [restore]);

  // CONTEXT.md § Hand-off: a received regex becomes the pattern (`/…/flags` also sets the flags).
  useHandOffReceiver((items) => {
    const received = items.find((item) => item.kind === 'text');
    if (!received) return;
    const next = patternFromText(received.text);
    setPattern(next.pattern);
    if (next.flags !== undefined) setFlags(next.flags);
  });

  function handleRun() {
    void execute({ mode, pattern, flags, text, replacement });
  }

  function handlePreset(preset: RegexPreset) {
    setPattern(preset.pattern);
    setFlags(preset.flags);
    // The sample only fills an empty text box: a preset never throws away the user's text.
    if (text === '') setText(preset.sample);
  }

  function handleClear() {
    setPattern('');
    setFlags(DEFAULT_FLAGS);
    setReplacement('');
    setText('');
    reset();
  }

  const result = state.result?.mode === mode ? state.result : undefined;
  const isTextTooLong = text.length > MAX_TEXT_LENGTH;
  const number = new Intl.NumberFormat(language);

  return (
    <div className="space-y-4">
      <SegmentedControl<RegexMode>
        label={t('modes.label')}
        value={mode}
        onValueChange={setMode}
        options={regexModes.map((value) => ({ value, label: t(`modes.${value}`) }))}
      />

      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-1 text-sm font-medium">{t('presets.label')}</legend>
        {regexPresets.map((preset) => (
          <Button key={preset.id} variant="outline" size="sm" onClick={() => handlePreset(preset)}>
            {t(`presets.${preset.id}`)}
          </Button>
        ))}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <div className="space-y-1">
          <label htmlFor={ids.pattern} className="text-sm font-medium">
            {t('pattern.label')}
          </label>
          <input
            id={ids.pattern}
            value={pattern}
            onChange={(event) => setPattern(event.target.value)}
            onKeyDown={(event) => {
              if (isEnter(event)) handleRun();
            }}
            placeholder={t('pattern.placeholder')}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={patternError ? true : undefined}
            className={`${inputClass} ${patternError ? 'border-destructive' : 'border-border'}`}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.flags} className="text-sm font-medium">
            {t('flags.label')}
          </label>
          <input
            id={ids.flags}
            value={flags}
            onChange={(event) => setFlags(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={ids.flagsHint}
            aria-invalid={patternError?.code === 'invalidFlags' ? true : undefined}
            className={`${inputClass} ${patternError?.code === 'invalidFlags' ? 'border-destructive' : 'border-border'}`}
          />
        </div>
        <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:col-span-2">
          <legend className="sr-only">{t('flags.toggles')}</legend>
          {ALLOWED_FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-1 text-sm" title={t(`flags.names.${flag}`)}>
              <input
                type="checkbox"
                checked={flags.includes(flag)}
                onChange={(event) => setFlags(toggleFlag(flags, flag, event.target.checked))}
                aria-label={`${flag}: ${t(`flags.names.${flag}`)}`}
                className="size-4"
              />
              <span aria-hidden className="font-mono">
                {flag}
              </span>
            </label>
          ))}
        </fieldset>
        <p id={ids.flagsHint} className="text-xs text-muted-foreground sm:col-span-2">
          {t('flags.hint')}
        </p>
        {patternError && (
          <p role="alert" className="text-sm text-destructive sm:col-span-2">
            {errorMessage(t, language, patternError)}
          </p>
        )}
      </div>

      {mode === 'replace' && (
        <div className="space-y-1">
          <label htmlFor={ids.replacement} className="text-sm font-medium">
            {t('replacement.label')}
          </label>
          <input
            id={ids.replacement}
            value={replacement}
            onChange={(event) => setReplacement(event.target.value)}
            placeholder={t('replacement.placeholder')}
            spellCheck={false}
            autoComplete="off"
            className={`${inputClass} border-border`}
          />
          <p className="text-xs text-muted-foreground">{t('replacement.hint')}</p>
        </div>
      )}

      <div className="space-y-1">
        <label htmlFor={ids.text} className="text-sm font-medium">
          {t('text.label')}
        </label>
        <Textarea
          id={ids.text}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('text.placeholder')}
          spellCheck={false}
          invalid={isTextTooLong}
          className="min-h-40 font-mono"
          onSubmitShortcut={handleRun}
        />
        <p className={`text-xs ${isTextTooLong ? 'text-destructive' : 'text-muted-foreground'}`}>
          {t('text.count', { count: text.length, limit: number.format(MAX_TEXT_LENGTH) })}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={handleRun} disabled={isRunning}>
          <Play aria-hidden className="size-4" />
          {t(mode === 'test' ? 'actions.test' : 'actions.replace')}
        </Button>
        <Button variant="outline" onClick={handleClear}>
          <Eraser aria-hidden className="size-4" />
          {t('actions.clear')}
        </Button>
        {isRunning && (
          <>
            <span role="status" className="text-sm text-muted-foreground">
              {t('actions.running')}
            </span>
            <Button variant="outline" size="sm" onClick={cancel}>
              <X aria-hidden className="size-4" />
              {t('actions.cancel')}
            </Button>
          </>
        )}
      </div>

      {result?.error && (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          {errorMessage(t, language, result.error)}
        </p>
      )}
      {result?.mode === 'test' && !result.error && (
        <section className="space-y-3" aria-live="polite">
          <p className="text-sm font-medium">
            {result.matches.length === 0
              ? t('results.none')
              : t('results.matches', { count: result.matches.length })}
          </p>
          {result.isTruncated && (
            <WarningNotice role="status">{tooManyMatchesMessage(t, language)}</WarningNotice>
          )}
          <MatchResults
            text={state.input?.text ?? ''}
            matches={result.matches}
            groupNames={state.input ? listGroupNames(state.input) : []}
          />
        </section>
      )}
      {result?.mode === 'replace' && !result.error && (
        <ResultPane
          label={t('results.output')}
          value={result.output}
          copiedMessage={t('results.copied')}
          failedMessage={t('results.copyFailed')}
        />
      )}
    </div>
  );
}
