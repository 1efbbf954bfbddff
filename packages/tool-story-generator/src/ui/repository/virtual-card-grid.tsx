import { useVirtualizer } from '@tanstack/react-virtual';
import type { Card } from '@toolbox/story-world';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsFor, GRID_MAX_HEIGHT } from './card-grid';
import { CardTile, type CardTileActions } from './card-tile';

const ESTIMATED_ROW_HEIGHT = 220;

/**
 * The repository's cards, virtualised by rows (CONTEXT.md Rules: Repository › Grid): a world of
 * 1,000 cards renders a few rows at a time.
 */
export default function VirtualCardGrid({
  cards,
  selecting,
  selected,
  actions,
}: {
  cards: readonly Card[];
  selecting: boolean;
  selected: ReadonlySet<string>;
  actions: CardTileActions;
}) {
  const { t } = useTranslation('story-generator');
  const scrollRef = useRef<HTMLElement>(null);
  const [columns, setColumns] = useState(1);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setColumns(columnsFor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rows = Math.ceil(cards.length / columns);
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 3,
    // A row's real height once laid out; the estimate where there is no layout (jsdom).
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_ROW_HEIGHT,
    // jsdom and the first paint have no layout: assume a grid of its own height.
    initialRect: { width: 360, height: 700 },
  });

  return (
    <section
      ref={scrollRef}
      aria-label={t('repo.gridLabel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling grid must be reachable by keyboard.
      tabIndex={0}
      className="overflow-auto rounded-card focus-visible:outline-2 focus-visible:outline-ring"
      style={{ maxHeight: GRID_MAX_HEIGHT }}
      data-testid="card-grid"
      data-cards={cards.length}
    >
      <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 grid w-full gap-3 pb-3"
            style={{
              transform: `translateY(${row.start}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {cards.slice(row.index * columns, row.index * columns + columns).map((card) => (
              <CardTile
                key={card.id}
                card={card}
                selecting={selecting}
                selected={selected.has(card.id)}
                actions={actions}
              />
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
