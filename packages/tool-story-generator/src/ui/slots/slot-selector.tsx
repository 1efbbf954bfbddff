import {
  CARD_TYPES,
  type Card,
  type CardType,
  currentCardId,
  type Slots,
  slotBadge,
} from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * One slot per card type (CONTEXT.md Rules: Slots): the count ("3+" above 3), the current card,
 * previous and next with "n / total", and a button that opens the type's picker.
 */
export function SlotSelector({
  slots,
  cards,
  onStep,
  onManage,
}: {
  slots: Slots;
  cards: Readonly<Record<string, Card>>;
  onStep(type: CardType, step: 1 | -1): void;
  onManage(type: CardType): void;
}) {
  const { t } = useTranslation('story-generator');
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {CARD_TYPES.map((type) => {
        const slot = slots[type];
        const id = currentCardId(slot);
        const card = id ? cards[id] : undefined;
        const typeLabel = t(`cardTypes.${type}`);
        return (
          <li
            key={type}
            className="flex flex-col gap-2 rounded-card border border-border bg-card p-3"
            data-slot={type}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-medium">{typeLabel}</h3>
              <span
                className="rounded-full bg-muted px-2 py-0.5 text-xs"
                title={t('slots.countTitle', { count: slot.ids.length })}
              >
                {slotBadge(slot.ids.length)}
              </span>
            </div>
            <p className="min-h-10 text-sm">
              {card ? (
                card.name || card.id
              ) : (
                <span className="text-muted-foreground">{t('slots.empty')}</span>
              )}
            </p>
            <div className="mt-auto flex items-center gap-1">
              <Button
                variant="ghost"
                size="icon"
                disabled={slot.ids.length < 2}
                onClick={() => onStep(type, -1)}
                aria-label={t('slots.previous', { type: typeLabel })}
              >
                <ChevronLeftIcon aria-hidden="true" />
              </Button>
              <span className="min-w-12 text-center text-muted-foreground text-sm">
                {slot.ids.length > 0 ? `${slot.index + 1} / ${slot.ids.length}` : '0 / 0'}
              </span>
              <Button
                variant="ghost"
                size="icon"
                disabled={slot.ids.length < 2}
                onClick={() => onStep(type, 1)}
                aria-label={t('slots.next', { type: typeLabel })}
              >
                <ChevronRightIcon aria-hidden="true" />
              </Button>
              <Button variant="outline" size="sm" className="ml-auto" onClick={() => onManage(type)}>
                {t('slots.manage', { type: typeLabel })}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
