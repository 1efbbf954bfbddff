import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';

export interface LiveTextTickerProps {
  /** The lines, shown one at a time in order; nothing renders when empty, one line stays still. */
  items: readonly string[];
  /** Time each item stays on screen, in milliseconds. Default 3000. */
  intervalMs?: number;
  /** Badge text; defaults to a translated "Live". */
  label?: string;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/**
 * Shows one line at a time and moves to the next every `intervalMs`. Hovering or focusing it
 * pauses the rotation, so a line can be read to the end (WCAG 2.2.2). The fade-in only runs for
 * users who have not asked for reduced motion.
 */
export function LiveTextTicker({ items, intervalMs = 3000, label, className }: LiveTextTickerProps) {
  const { t } = useTranslation('ui');
  const [index, setIndex] = useState(0);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isPaused = isHovered || isFocused;
  const count = items.length;

  useEffect(() => {
    if (isPaused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [isPaused, count, intervalMs]);

  if (count === 0) return null;
  // The list may shrink between renders; wrap rather than show nothing.
  const current = index % count;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering pauses the rotation; it is not a control.
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusing it is how keyboard users pause the rotation.
      tabIndex={0}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={() => setIsFocused(false)}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-md text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span className="shrink-0 rounded bg-primary px-1.5 py-0.5 font-semibold text-primary-foreground text-xs uppercase">
        {label ?? t('liveTextTicker.label')}
      </span>
      {/* The live region stays mounted; only its child is keyed, so each new line is announced. */}
      <p aria-live="polite" aria-atomic="true" className="min-w-0 text-foreground">
        <span key={current} className="block truncate motion-safe:animate-ticker-in">
          {items[current]}
        </span>
      </p>
    </div>
  );
}
