import { Button } from '@toolbox/ui/button';
import { ArrowLeftRight, Scale } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CompareOutcome,
  type CompareResult,
  type CompareStep,
  compareNumbers,
} from '../core/compare-numbers';
import type { CompareShareState } from '../core/share';
import { NumberField } from './number-field';

/**
 * Compare tab: two numbers in any notation, the exact relation, the steps and the decimal check.
 * `initialIsCompared` (a link's state) compares them at once; `onStateChange` reports the inputs
 * and whether their result is shown, for "Copy link".
 */
export function CompareTab({
  initialLeft = '',
  initialRight = '',
  initialIsCompared = false,
  onStateChange,
}: {
  initialLeft?: string;
  initialRight?: string;
  initialIsCompared?: boolean;
  onStateChange?: (state: CompareShareState) => void;
}) {
  const { t } = useTranslation('comparing-numbers');
  const [left, setLeft] = useState(initialLeft);
  const [right, setRight] = useState(initialRight);
  const [outcome, setOutcome] = useState<CompareOutcome | undefined>(() =>
    initialIsCompared ? compareNumbers({ left: initialLeft, right: initialRight }) : undefined,
  );
  const isCompared = outcome !== undefined;

  useEffect(() => {
    onStateChange?.({ left, right, isCompared });
  }, [onStateChange, left, right, isCompared]);

  // CONTEXT.md § Compare: editing an input clears the previous result.
  function edit(setter: (value: string) => void, value: string) {
    setter(value);
    setOutcome(undefined);
  }

  function run() {
    setOutcome(compareNumbers({ left, right }));
  }

  function swap() {
    setLeft(right);
    setRight(left);
    setOutcome(undefined);
  }

  const errors = outcome && !outcome.ok ? outcome : undefined;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        run();
      }}
    >
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto_1fr]">
        <NumberField
          label={t('compare.left')}
          placeholder={t('compare.placeholder')}
          value={left}
          onChange={(event) => edit(setLeft, event.target.value)}
          error={errors?.leftError && t(`errors.${errors.leftError}`)}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="sm:mt-6"
          onClick={swap}
          aria-label={t('compare.swap')}
        >
          <ArrowLeftRight aria-hidden className="size-4" />
        </Button>
        <NumberField
          label={t('compare.right')}
          placeholder={t('compare.placeholder')}
          value={right}
          onChange={(event) => edit(setRight, event.target.value)}
          error={errors?.rightError && t(`errors.${errors.rightError}`)}
        />
      </div>
      <Button type="submit">
        <Scale aria-hidden className="size-4" />
        {t('compare.run')}
      </Button>
      {outcome?.ok && <CompareResultView result={outcome.result} />}
    </form>
  );
}

function CompareResultView({ result }: { result: CompareResult }) {
  const { t } = useTranslation('comparing-numbers');
  const { decimalCheck } = result;
  const left = result.left.rational.original;
  const right = result.right.rational.original;
  return (
    <section aria-label={t('compare.result')} className="space-y-3 rounded-lg border border-border p-4">
      <p className="text-center font-mono text-2xl" aria-hidden>
        {left} <strong>{{ lt: '<', gt: '>', eq: '=' }[result.relation]}</strong> {right}
      </p>
      <p className="text-center font-medium" role="status">
        {t(`compare.sentence.${result.relation}`, { left, right })}
      </p>
      <div>
        <h3 className="text-sm font-semibold">{t('compare.steps')}</h3>
        <ol className="mt-1 list-decimal space-y-1 pl-6 font-mono text-sm">
          {result.steps.map((step) => (
            <li key={stepKey(step)}>{stepText(step, t)}</li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="text-sm font-semibold">
          {t('compare.decimalCheck', { precision: decimalCheck.precision })}
        </h3>
        <p className="font-mono text-sm">
          {decimalCheck.left}{' '}
          {decimalCheck.left === decimalCheck.right ? '=' : result.relation === 'lt' ? '<' : '>'}{' '}
          {decimalCheck.right}
        </p>
        {decimalCheck.isRoundingTie && (
          <p className="text-sm text-muted-foreground">{t('compare.roundingTie')}</p>
        )}
      </div>
    </section>
  );
}

function stepKey(step: CompareStep): string {
  return step.key === 'parsed' ? `parsed-${step.data.side}` : step.key;
}

function stepText(step: CompareStep, t: ReturnType<typeof useTranslation>['t']): string {
  if (step.key === 'parsed') {
    return t(`compare.step.parsed_${step.data.side}`, { ...step.data, kind: t(`kinds.${step.data.kind}`) });
  }
  return t(`compare.step.${step.key}`, step.data);
}
