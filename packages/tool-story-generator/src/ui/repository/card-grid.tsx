import type { Card } from '@toolbox/story-world';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTile, type CardTileActions } from './card-tile';

/** The grid's height: it scrolls inside itself. */
export const GRID_MAX_HEIGHT = '70vh';

/**
 * Up to this many cards the grid is plain HTML; beyond it only the rows in view are rendered, by
 * the virtualised grid, whose code (TanStack Virtual, ~10 KB gzip) loads only then.
 */
export const VIRTUALISE_FROM = 60;

const VirtualCardGrid = lazy(() => import('./virtual-card-grid'));

/** 1, 2 or 3 columns by the grid's own width (the same breakpoints as the site, 640 and 1024 px). */
export function columnsFor(width: number): number {
  if (width >= 1024) return 3;
  if (width >= 640) return 2;
  return 1;
}

export interface CardGridProps {
  cards: readonly Card[];
  selecting: boolean;
  selected: ReadonlySet<string>;
  actions: CardTileActions;
}

/** The repository's cards (CONTEXT.md Rules: Repository › Grid). */
export function CardGrid(props: CardGridProps) {
  if (props.cards.length < VIRTUALISE_FROM) return <PlainCardGrid {...props} />;
  return (
    <Suspense fallback={<PlainCardGrid {...props} cards={props.cards.slice(0, VIRTUALISE_FROM)} />}>
      <VirtualCardGrid {...props} />
    </Suspense>
  );
}

function PlainCardGrid({ cards, selecting, selected, actions }: CardGridProps) {
  const { t } = useTranslation('story-generator');
  return (
    <section
      aria-label={t('repo.gridLabel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling grid must be reachable by keyboard.
      tabIndex={0}
      className="overflow-auto rounded-card focus-visible:outline-2 focus-visible:outline-ring"
      style={{ maxHeight: GRID_MAX_HEIGHT }}
      data-testid="card-grid"
      data-cards={cards.length}
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <CardTile card={card} selecting={selecting} selected={selected.has(card.id)} actions={actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}
