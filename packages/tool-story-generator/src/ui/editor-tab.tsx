import { createStoredValue, guardSchema } from '@toolbox/kit/storage';
import {
  CARD_TYPES,
  type Card,
  type CardType,
  chooseCards,
  createBlankCard,
  emptySlots,
  estimateCardTokens,
  pruneSlots,
  randomFill,
  readSlots,
  type Slots,
  selectedCount,
  stepSlot,
  type World,
} from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { DicesIcon, EraserIcon, PlusIcon } from 'lucide-react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPicker } from './slots/card-picker';
import { SlotSelector } from './slots/slot-selector';

const isObject = (value: unknown): value is Record<string, Slots> =>
  typeof value === 'object' && value !== null;

/** Each world's slots (world id → slots), kept in this browser between visits (CONTEXT.md Rules: Slots › Stored). */
export const slotStore = createStoredValue<Record<string, Slots>>({
  namespace: 'story-generator',
  key: 'slots',
  schema: guardSchema(isObject),
  defaultValue: {},
  repair: (parsed) =>
    isObject(parsed)
      ? Object.fromEntries(Object.entries(parsed).map(([world, slots]) => [world, readSlots(slots)]))
      : undefined,
});

const recentStore = createStoredValue<string[]>({
  namespace: 'story-generator',
  key: 'recently-used',
  schema: guardSchema(
    (value): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  ),
  defaultValue: [],
});

function useStored<T>(store: { subscribe(listener: () => void): () => void; read(): unknown }) {
  return useSyncExternalStore(store.subscribe, store.read as () => T, store.read as () => T);
}

/**
 * The editor tab: the new-card creator (one button per type opens the editor on a blank card) and
 * the slot selector with its pickers, random fill, clear and the token estimate.
 */
export function EditorTab({
  world,
  worldId,
  onCreate,
}: {
  world: World;
  worldId: string;
  onCreate(card: Card): void;
}) {
  const { t } = useTranslation('story-generator');
  const storedByWorld = useStored<Record<string, Slots>>(slotStore);
  const stored = storedByWorld[worldId];
  const writeSlots = (next: Slots) => slotStore.update((all) => ({ ...all, [worldId]: next }));
  const recentlyUsed = useStored<string[]>(recentStore);
  const slots = useMemo(
    () => pruneSlots(readSlots(stored), (id) => id in world.cards),
    [stored, world.cards],
  );
  const [picking, setPicking] = useState<CardType | undefined>();
  const cards = useMemo(() => Object.values(world.cards), [world.cards]);
  const inSlots = useMemo(() => new Set(CARD_TYPES.flatMap((type) => slots[type].ids)), [slots]);
  const selectedCards = useMemo(
    () => [...inSlots].flatMap((id) => (world.cards[id] ? [world.cards[id]] : [])),
    [inSlots, world.cards],
  );
  const configured = selectedCount(slots);

  // Stored slots may name cards deleted since: keep the stored value in step.
  useEffect(() => {
    if (JSON.stringify(slots) !== JSON.stringify(readSlots(stored)))
      slotStore.update((all) => ({ ...all, [worldId]: slots }));
  }, [slots, stored, worldId]);

  return (
    <div className="space-y-8">
      <section aria-labelledby="creator-title" className="space-y-3">
        <h2 id="creator-title" className="font-semibold text-lg">
          {t('creator.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('creator.aiTip')}</p>
        <div className="grid gap-2 sm:grid-cols-3">
          {CARD_TYPES.map((type) => (
            <Button
              key={type}
              variant="outline"
              className="justify-start"
              onClick={() => onCreate(createBlankCard(type))}
            >
              <PlusIcon aria-hidden="true" />
              {t('creator.new', { type: t(`cardTypes.${type}`) })}
            </Button>
          ))}
        </div>
      </section>

      <section aria-labelledby="slots-title" className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="slots-title" className="font-semibold text-lg">
            {t('slots.title')}
          </h2>
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs" aria-live="polite">
            {configured > 0 ? t('slots.configured', { count: configured }) : t('slots.emptyHint')}
          </span>
          <div className="ml-auto flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={cards.length === 0}
              onClick={() => writeSlots(randomFill(cards))}
            >
              <DicesIcon aria-hidden="true" />
              {t('slots.randomFill')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={configured === 0}
              onClick={() => writeSlots(emptySlots())}
            >
              <EraserIcon aria-hidden="true" />
              {t('slots.clearAll')}
            </Button>
          </div>
        </div>
        <SlotSelector
          slots={slots}
          cards={world.cards}
          onStep={(type, step) => writeSlots(stepSlot(slots, type, step))}
          onManage={setPicking}
        />
        <p className="text-muted-foreground text-sm">
          {t('slots.tokens', { count: estimateCardTokens(selectedCards) })}
        </p>
      </section>

      <CardPicker
        type={picking}
        cards={cards}
        chosen={picking ? slots[picking].ids : []}
        inSlots={inSlots}
        recentlyUsed={recentlyUsed}
        onClose={() => setPicking(undefined)}
        onConfirm={(ids) => {
          if (picking) writeSlots(chooseCards(slots, picking, ids));
          recentStore.write([...new Set([...ids, ...recentlyUsed])].slice(0, 200));
          setPicking(undefined);
        }}
      />
    </div>
  );
}
