import type { Card, StoryPage } from '@toolbox/story-world';
import { useTranslation } from 'react-i18next';
import { CardView } from '../card-view';

/** A changed value as text: strings as written, anything else as JSON. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

/** The cards the page was written with, or its world snapshot's cards when none were kept. */
export function snapshotCards(page: StoryPage): Card[] {
  if (page.selectedCards.length > 0) return page.selectedCards;
  return Object.values(page.worldStateSnapshot?.cards ?? {});
}

/**
 * Under the page (CONTEXT.md Rules: Books › Viewer): the next-step suggestions, each card change
 * (card, path → value, reason) and, with the details toggle on, the page's card snapshot.
 */
export function PageDetails({ page, isShowingCards }: { page: StoryPage; isShowingCards: boolean }) {
  const { t } = useTranslation('story-generator');
  const cards = snapshotCards(page);
  const names = new Map(cards.map((card) => [card.id, card.name]));

  return (
    <div className="space-y-4">
      <section aria-labelledby={`${page.id}-suggestions`} className="space-y-1">
        <h4 id={`${page.id}-suggestions`} className="font-medium">
          {t('viewer.suggestions')}
        </h4>
        {page.suggestions.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('viewer.noSuggestions')}</p>
        ) : (
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {page.suggestions.map((suggestion, index) => (
              // Suggestions may repeat; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page
              <li key={index}>{suggestion}</li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={`${page.id}-changes`} className="space-y-1">
        <h4 id={`${page.id}-changes`} className="font-medium">
          {t('viewer.changes')}
        </h4>
        {page.cardUpdates.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('viewer.noChanges')}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {page.cardUpdates.map((update, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one card may change twice on a page
              <li key={index} className="rounded-md border border-border p-2">
                <p className="font-medium">
                  {names.get(update.cardId)
                    ? `${names.get(update.cardId)} (${update.cardId})`
                    : update.cardId}
                </p>
                <ul className="font-mono text-xs">
                  {Object.entries(update.changes).map(([path, value]) => (
                    <li key={path}>
                      {path} → {valueText(value)}
                    </li>
                  ))}
                </ul>
                {update.reason && (
                  <p className="text-muted-foreground">
                    {t('viewer.changeReason', { reason: update.reason })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {isShowingCards && (
        <section aria-labelledby={`${page.id}-snapshot`} className="space-y-2">
          <h4 id={`${page.id}-snapshot`} className="font-medium">
            {t('viewer.snapshot')}
          </h4>
          {cards.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('viewer.noSnapshot')}</p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              {cards.map((card) => (
                <CardView key={card.id} card={card} />
              ))}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
