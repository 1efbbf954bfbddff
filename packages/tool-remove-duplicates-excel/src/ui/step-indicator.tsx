import { cn } from '@toolbox/ui/cn';
import { CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const STEPS = ['upload', 'configure', 'process', 'download'] as const;
export type Step = (typeof STEPS)[number];

/** The spec's four steps: those before the current one done, the current marked, the rest to come. */
export function StepIndicator({ current }: { current: Step }) {
  const { t } = useTranslation('remove-duplicates-excel');
  const currentIndex = STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        {STEPS.map((step, index) => {
          const state = index < currentIndex ? 'completed' : index === currentIndex ? 'current' : 'upcoming';
          const name = t(`steps.${step}`);
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-full border px-3 py-1',
                state === 'current' && 'border-primary bg-primary text-primary-foreground',
                state === 'completed' && 'border-success/40 text-success',
                state === 'upcoming' && 'border-border text-muted-foreground',
              )}
            >
              <span
                aria-hidden
                className="flex size-5 items-center justify-center rounded-full border border-current text-xs"
              >
                {state === 'completed' ? <CheckIcon className="size-3" /> : index + 1}
              </span>
              <span className="sr-only">
                {state === 'completed'
                  ? t('steps.completed', { name })
                  : state === 'current'
                    ? t('steps.current', { name })
                    : name}
              </span>
              <span aria-hidden>{name}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
