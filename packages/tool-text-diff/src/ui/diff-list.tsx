import { useVirtualizer } from '@tanstack/react-virtual';
import { cn } from '@toolbox/ui/cn';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffLine, DiffView, SideCell, SideRow } from '../core/model';
import { type PackedResult, unpackLine, unpackSideRow } from '../core/packed';
import { DiffText } from './diff-text';

/** CONTEXT.md § Screen: the list's height; rows beyond it scroll, and only visible rows are in the DOM. */
export const RESULT_LIST_MAX_HEIGHT = 400;
const ROW_HEIGHT = 24;

const rowTint = {
  added: 'bg-green-50 dark:bg-green-950/50',
  removed: 'bg-red-50 dark:bg-red-950/50',
  modified: 'bg-amber-50 dark:bg-amber-950/40',
  unchanged: '',
} as const;
const movedTint = 'bg-sky-50 dark:bg-sky-950/50';
const signs = { added: '+', removed: '−', modified: '±', unchanged: ' ' } as const;

function Gutter({ value }: { value?: number }) {
  return (
    <span
      aria-hidden
      className="w-12 shrink-0 select-none pr-2 text-right text-muted-foreground tabular-nums"
    >
      {value ?? ''}
    </span>
  );
}

function Sign({ type, moved }: { type: DiffLine['type']; moved?: boolean }) {
  const { t } = useTranslation('text-diff');
  return (
    <>
      <span aria-hidden className="w-4 shrink-0 select-none text-center font-bold text-muted-foreground">
        {moved ? '↕' : signs[type]}
      </span>
      {type !== 'unchanged' && (
        <span className="sr-only">{moved ? t(`kinds.moved-${type}`) : t(`kinds.${type}`)}: </span>
      )}
    </>
  );
}

function UnifiedRow({ line, showWhitespace }: { line: DiffLine; showWhitespace: boolean }) {
  return (
    <div className={cn('flex min-h-6', line.moved ? movedTint : rowTint[line.type])} data-kind={line.type}>
      <Gutter value={line.oldLineNumber} />
      <Gutter value={line.newLineNumber} />
      <Sign type={line.type} moved={line.moved} />
      <span className="min-w-0 flex-1 whitespace-pre-wrap break-all">
        <DiffText content={line.content} parts={line.parts} showWhitespace={showWhitespace} />
      </span>
    </div>
  );
}

function Cell({ cell, showWhitespace }: { cell?: SideCell; showWhitespace: boolean }) {
  if (!cell) return <div aria-hidden className="min-w-0 flex-1 bg-muted/40" />;
  return (
    <div
      className={cn('flex min-w-0 flex-1', cell.moved ? movedTint : rowTint[cell.type])}
      data-kind={cell.type}
    >
      <Gutter value={cell.lineNumber} />
      <Sign type={cell.type} moved={cell.moved} />
      <span className="min-w-0 flex-1 whitespace-pre-wrap break-all">
        <DiffText content={cell.content} parts={cell.parts} showWhitespace={showWhitespace} />
      </span>
    </div>
  );
}

function SideBySideRow({ row, showWhitespace }: { row: SideRow; showWhitespace: boolean }) {
  return (
    <div className="flex min-h-6 divide-x divide-border">
      <Cell cell={row.left} showWhitespace={showWhitespace} />
      <Cell cell={row.right} showWhitespace={showWhitespace} />
    </div>
  );
}

/**
 * The result list, virtualised: 100,000 rows cost only the few dozen on screen. Rows wrap long
 * lines, so each is measured after it renders.
 */
export function DiffList({
  view,
  result,
  showWhitespace,
}: {
  view: DiffView;
  result: PackedResult;
  showWhitespace: boolean;
}) {
  const { t } = useTranslation('text-diff');
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = view === 'unified' ? result.lines.count : result.left.count;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
    // jsdom and the first server-less paint have no layout; assume the list's own height.
    initialRect: { width: 800, height: RESULT_LIST_MAX_HEIGHT },
  });
  return (
    <section
      ref={scrollRef}
      aria-label={t('result.listLabel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable by keyboard.
      tabIndex={0}
      className="overflow-auto rounded-md border border-border font-mono text-sm leading-6 focus-visible:outline-2 focus-visible:outline-ring"
      style={{ maxHeight: RESULT_LIST_MAX_HEIGHT }}
      data-testid="diff-list"
      data-rows={count}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {view === 'unified' ? (
              <UnifiedRow line={unpackLine(result.lines, item.index)} showWhitespace={showWhitespace} />
            ) : (
              <SideBySideRow
                row={unpackSideRow(result.left, result.right, item.index)}
                showWhitespace={showWhitespace}
              />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
