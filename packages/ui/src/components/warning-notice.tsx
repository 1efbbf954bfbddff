import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../cn';

export interface WarningNoticeProps {
  /** What went wrong or needs care; a sentence or two. */
  children: ReactNode;
  /** `alert` (default) when it appears after an action; `status` for a standing note. */
  role?: 'alert' | 'status';
  /** A button after the text (Dismiss, Retry…). */
  action?: ReactNode;
  /** Classes appended to the component's own (`cn` does not merge: add, do not override). */
  className?: string;
}

/**
 * The one warning box of the tools: amber border and tint, the triangle icon, the text and an
 * optional action, on the `warning` colour token (4.5:1 in both themes).
 */
export function WarningNotice({ children, role = 'alert', action, className }: WarningNoticeProps) {
  return (
    <div
      role={role}
      className={cn(
        'flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm',
        className,
      )}
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="flex-1">{children}</div>
      {action}
    </div>
  );
}
