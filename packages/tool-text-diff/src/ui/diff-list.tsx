import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffLine, DiffView, SideCell, SideRow } from '../core/model';
import { changeBlocks, type PackedResult, unpackLine, unpackSideRow } from '../core/packed';
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

/** Rows above a change when it is scrolled to, so the change is seen in its context. */
const CONTEXT_ROWS_ABOVE = 2;

/**
 * Which way a key press moves between changes in the list (CONTEXT.md § Change navigation):
 * `n` or Alt+↓ to the next, `p` or Alt+↑ to the previous; other keys are the list's own.
 */
export function navigationKey(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>) {
  if (event.ctrlKey || event.metaKey) return undefined;
  if (event.altKey) {
    if (event.key === 'ArrowDown') return 1;
    if (event.key === 'ArrowUp') return -1;
    return undefined;
  }
  if (event.key === 'n') return 1;
  if (event.key === 'p') return -1;
  return undefined;
}

/**
 * The result list, virtualised: 100,000 rows cost only the few dozen on screen. Rows wrap long
 * lines, so each is measured after it renders. Above it, previous/next change buttons and
 * "Change 3 of 17"; the current change's rows are outlined.
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
  const blocks = useMemo(
    () => changeBlocks(view === 'unified' ? [result.lines] : [result.left, result.right]),
    [view, result],
  );
  // The current change belongs to one result and view: a new one starts again before the first.
  const [position, setPosition] = useState<{ result: PackedResult; view: DiffView; index: number }>();
  const current = position?.result === result && position.view === view ? position.index : -1;
  const currentBlock = blocks[current];
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
    // jsdom and the first server-less paint have no layout; assume the list's own height.
    initialRect: { width: 800, height: RESULT_LIST_MAX_HEIGHT },
  });
  const isFirst = current === 0;
  const isLast = current === blocks.length - 1;
  /** Moves to the next (+1) or previous (−1) change; before the first, previous goes to the last. */
  function go(step: 1 | -1) {
    if (blocks.length === 0) return;
    const next = current < 0 ? (step === 1 ? 0 : blocks.length - 1) : current + step;
    if (next < 0 || next >= blocks.length) return;
    setPosition({ result, view, index: next });
    const [start] = blocks[next] as [number, number];
    virtualizer.scrollToIndex(Math.max(0, start - CONTEXT_ROWS_ABOVE), { align: 'start' });
  }
  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const step = navigationKey(event);
    if (step === undefined) return;
    event.preventDefault();
    go(step);
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={blocks.length === 0 || isFirst}
          onClick={() => go(-1)}
          title={t('navigation.previousKeys')}
        >
          <ChevronUp aria-hidden />
          {t('navigation.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={blocks.length === 0 || isLast}
          onClick={() => go(1)}
          title={t('navigation.nextKeys')}
        >
          <ChevronDown aria-hidden />
          {t('navigation.next')}
        </Button>
        <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="change-position">
          {current >= 0
            ? t('navigation.position', { current: current + 1, total: blocks.length })
            : t('navigation.count', { count: blocks.length })}
        </p>
      </div>
      <section
        ref={scrollRef}
        aria-label={t('result.listLabel')}
        aria-keyshortcuts="N P Alt+ArrowDown Alt+ArrowUp"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable by keyboard.
        tabIndex={0}
        onKeyDown={handleKeyDown}
        className="overflow-auto rounded-md border border-border font-mono text-sm leading-6 focus-visible:outline-2 focus-visible:outline-ring"
        style={{ maxHeight: RESULT_LIST_MAX_HEIGHT }}
        data-testid="diff-list"
        data-rows={count}
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const isCurrent =
              currentBlock !== undefined && item.index >= currentBlock[0] && item.index < currentBlock[1];
            return (
              <div
                key={item.key}
                data-index={item.index}
                data-current-change={isCurrent || undefined}
                ref={virtualizer.measureElement}
                className={cn(
                  'absolute top-0 left-0 w-full',
                  isCurrent && 'outline-2 -outline-offset-2 outline-amber-500 dark:outline-amber-400',
                )}
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
            );
          })}
        </div>
      </section>
    </div>
  );
}
