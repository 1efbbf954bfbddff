import { cn } from '@toolbox/ui/cn';
import { type ReactNode, useId } from 'react';

/** A titled region: each card of the single tab is a landmark screen readers can jump to. */
export function Card({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('space-y-3 rounded-lg border border-border bg-card p-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
