import { FlameIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';

export interface HotBadgeProps {
  /** dot: a pulsing dot (named for screen readers); minimal: the word; full: flame icon and word. */
  variant: 'dot' | 'minimal' | 'full';
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/** Marks a popular tool. */
export function HotBadge({ variant, className }: HotBadgeProps) {
  const { t } = useTranslation('ui');
  if (variant === 'dot') {
    return (
      <span className={cn('relative inline-flex size-2.5', className)}>
        <span
          aria-hidden
          className="absolute inline-flex size-full rounded-full bg-hot opacity-75 motion-safe:animate-ping"
        />
        <span aria-hidden className="relative inline-flex size-2.5 rounded-full bg-hot" />
        <span className="sr-only">{t('hotBadge.label')}</span>
      </span>
    );
  }
  if (variant === 'minimal') {
    return (
      <span className={cn('font-bold text-hot text-xs uppercase tracking-wide', className)}>
        {t('hotBadge.text')}
      </span>
    );
  }
  return (
    // text-background on bg-hot keeps contrast in both themes (white on dark orange, navy on light).
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-hot px-2 py-0.5 font-bold text-background text-xs uppercase tracking-wide',
        className,
      )}
    >
      <FlameIcon aria-hidden className="size-3.5" />
      {t('hotBadge.text')}
    </span>
  );
}
