import type { ApplyStrategy } from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { CheckIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './fields';
import type { GenerationState } from './use-card-generation';

/** Overwrite or fill-empty, and whether to stream (on by default). */
export function AiStrategyPanel({
  strategy,
  onStrategyChange,
  isStreaming,
  onStreamingChange,
  disabled,
}: {
  strategy: ApplyStrategy;
  onStrategyChange(strategy: ApplyStrategy): void;
  isStreaming: boolean;
  onStreamingChange(isStreaming: boolean): void;
  disabled: boolean;
}) {
  const { t } = useTranslation(NS);
  const streamingId = useId();
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <p className="font-medium text-sm" aria-hidden>
          {t('editor.ai.strategy')}
        </p>
        <SegmentedControl
          label={t('editor.ai.strategy')}
          value={strategy}
          disabled={disabled}
          options={[
            { value: 'overwrite', label: t('editor.ai.overwrite') },
            { value: 'fillEmpty', label: t('editor.ai.fillEmpty') },
          ]}
          onValueChange={onStrategyChange}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={streamingId}
          type="checkbox"
          checked={isStreaming}
          disabled={disabled}
          onChange={(event) => onStreamingChange(event.target.checked)}
          className="size-4 cursor-pointer accent-primary"
        />
        <label htmlFor={streamingId} className="text-sm">
          {t('editor.ai.streaming')}
        </label>
      </div>
    </div>
  );
}

/**
 * Where a generation shows: the streamed words with Cancel, the result's counts with Accept
 * changes, "cancelled", or the error box with Retry.
 */
export function GenerationStatus({
  state,
  hasHighlights,
  onCancel,
  onRetry,
  onAccept,
}: {
  state: GenerationState;
  hasHighlights: boolean;
  onCancel(): void;
  onRetry(): void;
  onAccept(): void;
}) {
  const { t } = useTranslation(NS);
  const outputId = useId();
  const errorId = useId();
  const accept = hasHighlights && (
    <Button size="sm" variant="outline" onClick={onAccept}>
      <CheckIcon aria-hidden />
      {t('editor.ai.accept')}
    </Button>
  );
  const main = statusBody();
  return (
    <>
      {main}
      {hasHighlights && state.status !== 'done' && <div>{accept}</div>}
    </>
  );

  function statusBody() {
    switch (state.status) {
      case 'generating':
        return (
          <section
            aria-labelledby={outputId}
            aria-busy="true"
            className="space-y-2 rounded-md border border-border bg-muted/50 p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 id={outputId} className="font-medium text-sm">
                {t('editor.ai.output')}
              </h3>
              <Button size="sm" variant="outline" onClick={onCancel}>
                <XIcon aria-hidden />
                {t('editor.ai.cancel')}
              </Button>
            </div>
            <pre
              data-testid="ai-output"
              className="max-h-40 overflow-auto whitespace-pre-wrap break-words font-mono text-muted-foreground text-xs"
            >
              {state.text || t('editor.ai.waiting')}
            </pre>
          </section>
        );
      case 'error':
        return (
          <section
            role="alert"
            aria-labelledby={errorId}
            className="flex flex-wrap items-start gap-3 rounded-md border border-destructive/50 p-3"
          >
            <div className="min-w-0 flex-1 space-y-1">
              <h3 id={errorId} className="font-semibold text-destructive text-sm">
                {t('editor.ai.failedTitle')}
              </h3>
              <p className="break-words text-sm">{state.message}</p>
            </div>
            <Button size="sm" variant="outline" onClick={onRetry}>
              <RotateCcwIcon aria-hidden />
              {t('editor.ai.retry')}
            </Button>
          </section>
        );
      case 'cancelled':
        return (
          <p role="status" className="text-muted-foreground text-sm">
            {t('editor.ai.cancelled')}
          </p>
        );
      case 'done':
        return (
          <div className="flex flex-wrap items-center gap-3 rounded-md bg-accent p-3 text-sm">
            <div role="status" className="min-w-0 flex-1">
              <p>
                {t('editor.ai.applied', {
                  filled: state.filled,
                  applied: state.applied,
                  strategy: t(`editor.ai.${state.strategy}`),
                })}
              </p>
              {hasHighlights && (
                <p className="text-muted-foreground text-xs">{t('editor.ai.highlightHint')}</p>
              )}
            </div>
            {accept}
          </div>
        );
      case 'idle':
        return null;
    }
  }
}
