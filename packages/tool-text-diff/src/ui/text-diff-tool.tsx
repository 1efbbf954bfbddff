import { Button } from '@toolbox/ui/button';
import { useCopyToClipboard } from '@toolbox/ui/copy-button';
import { useHandOffReceiver } from '@toolbox/ui/hand-off-receiver';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { useShareableState } from '@toolbox/ui/shareable-state';
import { TaskProgress } from '@toolbox/ui/task-progress';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { ArrowLeftRight, Copy, Eraser, Pilcrow } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type IgnoreOptions, ignoreOptionNames } from '../core/ignore';
import {
  DEFAULT_DIFF_MODE,
  DEFAULT_DIFF_VIEW,
  type DiffMode,
  type DiffView,
  diffModes,
  diffViews,
} from '../core/model';
import { handOffSide, parseSharedDiff } from '../core/share';
import { type TextDiffEngine, textDiffWorker } from '../worker/client';
import { useTextDiff } from './use-text-diff';

// The virtualised result list (@tanstack/react-virtual) loads with the first result, not the page.
const DiffList = lazy(() => import('./diff-list').then((module) => ({ default: module.DiffList })));

/** CONTEXT.md § Screen: the text-area heights, taller when the result is side by side. */
export const INPUT_MIN_HEIGHT = { 'side-by-side': 300, unified: 150 } as const;

export interface TextDiffToolProps {
  initialOldText?: string;
  initialNewText?: string;
  initialMode?: DiffMode;
  initialView?: DiffView;
  /** Which differences the line comparison ignores (CONTEXT.md § Ignore options); none by default. */
  initialIgnore?: IgnoreOptions;
  /** Where comparisons run: the worker; tests and stories pass an in-process stand-in. */
  engine?: TextDiffEngine;
}

/** Text diff (CONTEXT.md § Screen): two texts compared by line, word or character, side by side or unified. */
export default function TextDiffTool({
  initialOldText = '',
  initialNewText = '',
  initialMode = DEFAULT_DIFF_MODE,
  initialView = DEFAULT_DIFF_VIEW,
  initialIgnore = {},
  engine = textDiffWorker,
}: TextDiffToolProps) {
  const { t } = useTranslation('text-diff');
  const oldId = useId();
  const newId = useId();
  const [oldText, setOldText] = useState(initialOldText);
  const [newText, setNewText] = useState(initialNewText);
  const [mode, setMode] = useState<DiffMode>(initialMode);
  const [view, setView] = useState<DiffView>(initialView);
  const [showWhitespace, setShowWhitespace] = useState(false);
  const [ignore, setIgnore] = useState<IgnoreOptions>(initialIgnore);
  const ignoreNoteId = useId();
  // CONTEXT.md § Share link and § Hand-off.
  useShareableState({
    state: { oldText, newText, mode, view, ignore },
    parse: parseSharedDiff,
    restore: (shared) => {
      setOldText(shared.oldText);
      setNewText(shared.newText);
      setMode(shared.mode);
      setView(shared.view);
      setIgnore(shared.ignore);
    },
  });
  useHandOffReceiver((items) => {
    const text = items.find((item) => item.kind === 'text');
    if (text?.kind !== 'text') return;
    if (handOffSide({ oldText }) === 'old') setOldText(text.text);
    else setNewText(text.text);
  });
  // Typing stays immediate; the comparison follows the deferred text.
  const deferredOld = useDeferredValue(oldText);
  const deferredNew = useDeferredValue(newText);
  const { state, cancel } = useTextDiff({ oldText: deferredOld, newText: deferredNew, mode, ignore, engine });
  const result = state.result;
  const isRunning = state.status === 'running';
  const copy = useCopyToClipboard({
    copiedMessage: t('toasts.copied'),
    failedMessage: t('toasts.copyError'),
  });

  /** The patch is made only now, in the worker, from the texts the result compares. */
  async function handleCopyPatch() {
    const compared = state.compared;
    if (!compared) return;
    let patch: string;
    try {
      patch = compared.oldText === compared.newText ? '' : await engine.call('patch', compared);
    } catch {
      toast.error(t('toasts.copyError'));
      return;
    }
    if (patch === '')
      toast.info(
        compared.oldText === compared.newText ? t('toasts.nothingToCopy') : t('toasts.nothingToCopyIgnored'),
      );
    else await copy(patch);
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <SegmentedControl<DiffMode>
          label={t('modes.label')}
          value={mode}
          onValueChange={setMode}
          options={diffModes.map((value) => ({ value, label: t(`modes.${value}`) }))}
        />
        <SegmentedControl<DiffView>
          label={t('views.label')}
          value={view}
          onValueChange={setView}
          options={diffViews.map((value) => ({ value, label: t(`views.${value}`) }))}
        />
        <Button
          variant="outline"
          size="sm"
          aria-pressed={showWhitespace}
          onClick={() => setShowWhitespace(!showWhitespace)}
        >
          <Pilcrow aria-hidden />
          {t('actions.showWhitespace')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setOldText(newText);
            setNewText(oldText);
          }}
        >
          <ArrowLeftRight aria-hidden />
          {t('actions.swap')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setOldText('');
            setNewText('');
          }}
        >
          <Eraser aria-hidden />
          {t('actions.clear')}
        </Button>
      </div>

      <fieldset className="flex flex-wrap items-center gap-2" aria-describedby={ignoreNoteId}>
        <legend className="sr-only">{t('ignore.label')}</legend>
        <span aria-hidden className="text-sm font-medium">
          {t('ignore.label')}
        </span>
        {ignoreOptionNames.map((name) => (
          <Button
            key={name}
            variant="outline"
            size="sm"
            aria-pressed={ignore[name] === true}
            disabled={mode !== 'line'}
            title={t(`ignore.${name}.help`)}
            onClick={() => setIgnore({ ...ignore, [name]: !ignore[name] })}
          >
            {t(`ignore.${name}.label`)}
          </Button>
        ))}
        <span id={ignoreNoteId} className="text-xs text-muted-foreground">
          {mode === 'line' ? t('ignore.note') : t('ignore.lineOnly')}
        </span>
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        <TextInput
          id={oldId}
          label={t('input.old.label')}
          placeholder={t('input.old.placeholder')}
          value={oldText}
          onValueChange={setOldText}
          minHeight={INPUT_MIN_HEIGHT[view]}
        />
        <TextInput
          id={newId}
          label={t('input.new.label')}
          placeholder={t('input.new.placeholder')}
          value={newText}
          onValueChange={setNewText}
          minHeight={INPUT_MIN_HEIGHT[view]}
        />
      </div>

      <section aria-labelledby={`${oldId}-result`} className="space-y-3 rounded-lg border border-border p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${oldId}-result`} className="font-semibold">
            {t('result.title')}
          </h2>
          <Button variant="outline" size="sm" disabled={!result || isRunning} onClick={handleCopyPatch}>
            <Copy aria-hidden />
            {t('actions.copyPatch')}
          </Button>
        </div>
        {result && (
          <ul aria-label={t('counts.label')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <li className="text-green-700 dark:text-green-400">
              {t(`counts.added.${result.mode}`, { count: result.counts.added })}
            </li>
            <li className="text-red-700 dark:text-red-400">
              {t(`counts.removed.${result.mode}`, { count: result.counts.removed })}
            </li>
            <li className="text-muted-foreground">
              {t(`counts.unchanged.${result.mode}`, { count: result.counts.unchanged })}
            </li>
            <li className="font-medium">
              {t(`counts.total.${result.mode}`, { count: result.counts.total })}
            </li>
          </ul>
        )}
        {isRunning && (
          <TaskProgress
            label={t('progress.label')}
            value={Math.round(state.progress * 100)}
            currentItem={state.stage ? t(`progress.${state.stage}`) : undefined}
            onCancel={cancel}
          />
        )}
        <div aria-live="polite" className="text-sm text-muted-foreground">
          {!result &&
            !isRunning &&
            state.status !== 'cancelled' &&
            state.status !== 'error' &&
            t('result.empty')}
          {state.status === 'cancelled' && t('result.cancelled')}
          {state.status === 'error' && t('result.error')}
          {result?.isIdentical && t('result.identical')}
          {result &&
            !result.isIdentical &&
            result.counts.added + result.counts.removed === 0 &&
            t('result.identicalIgnoring')}
          {result && !result.isMinimal && t('result.approximate')}
        </div>
        {result && result.lines.count > 0 && (
          <Suspense fallback={null}>
            <DiffList view={view} result={result} showWhitespace={showWhitespace} />
          </Suspense>
        )}
      </section>
    </div>
  );
}

/**
 * One input column. Memoised: a controlled textarea re-rendering reads its whole value back from
 * the DOM to compare, which for a 3 MB paste is a long main-thread task each time a diff result
 * or progress update re-renders the tool.
 */
const TextInput = memo(function TextInput({
  id,
  label,
  placeholder,
  value,
  onValueChange,
  minHeight,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onValueChange(value: string): void;
  minHeight: number;
}) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder}
        spellCheck={false}
        className="font-mono text-sm"
        // Containment keeps a 3 MB text out of the page's paint updates: without it, every frame
        // that changes something else (progress, the result) re-walks the pasted text (~100 ms).
        style={{ minHeight, contain: 'layout paint style' }}
      />
    </div>
  );
});
