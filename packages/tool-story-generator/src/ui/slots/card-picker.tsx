import {
  type Card,
  type CardType,
  matchesSearch,
  type PickerFilter,
  type PickerSort,
  pickerCards,
  pickRandom,
  RANDOM_PICK,
} from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@toolbox/ui/dialog';
import { Input } from '@toolbox/ui/input';
import { NativeSelect } from '@toolbox/ui/native-select';
import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardView } from '../card-view';

/**
 * Choose the cards of one type for its slot (CONTEXT.md Rules: Slots › Picker): search, filter all
 * / unused / selected, sort by name or recently used, select all, random 3, clear; Escape closes,
 * Ctrl/Cmd+Enter confirms, Ctrl/Cmd+A selects all shown.
 */
export function CardPicker({
  type,
  cards,
  chosen,
  inSlots,
  recentlyUsed,
  onConfirm,
  onClose,
}: {
  type: CardType | undefined;
  cards: readonly Card[];
  chosen: readonly string[];
  inSlots: ReadonlySet<string>;
  recentlyUsed: readonly string[];
  onConfirm(ids: string[]): void;
  onClose(): void;
}) {
  const { t } = useTranslation('story-generator');
  const searchId = useId();
  const [selection, setSelection] = useState<string[]>([...chosen]);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PickerFilter>('all');
  const [sort, setSort] = useState<PickerSort>('name');
  useEffect(() => {
    if (type) {
      setSelection([...chosen]);
      setSearch('');
      setFilter('all');
    }
  }, [type, chosen]);

  const ofType = useMemo(() => cards.filter((card) => card.type === type), [cards, type]);
  const selectedSet = useMemo(() => new Set(selection), [selection]);
  const shown = useMemo(
    () =>
      pickerCards(ofType, { filter, sort, selection: selectedSet, inSlots, recentlyUsed }).filter((card) =>
        matchesSearch(card, search),
      ),
    [ofType, filter, sort, selectedSet, inSlots, recentlyUsed, search],
  );

  const toggle = (id: string) =>
    setSelection((list) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]));
  const selectAll = () => setSelection((list) => [...new Set([...list, ...shown.map((card) => card.id)])]);

  function onKeyDown(event: KeyboardEvent) {
    if (!(event.ctrlKey || event.metaKey)) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onConfirm(selection);
    } else if (event.key.toLowerCase() === 'a' && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      selectAll();
    }
  }

  const typeLabel = type ? t(`cardTypes.${type}`) : '';
  const emptyText =
    ofType.length === 0
      ? t('picker.emptyNoCards')
      : filter === 'selected'
        ? t('picker.emptyNoSelected')
        : t('picker.emptyNoMatch');

  return (
    <Dialog open={type !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl" onKeyDown={onKeyDown}>
        <DialogHeader>
          <DialogTitle>{t('picker.title', { type: typeLabel })}</DialogTitle>
        </DialogHeader>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1 space-y-1">
            <label htmlFor={searchId} className="font-medium text-sm">
              {t('picker.search')}
            </label>
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <SegmentedControl
            label={t('picker.filterLabel')}
            value={filter}
            onValueChange={(value) => setFilter(value as PickerFilter)}
            options={(['all', 'unused', 'selected'] as const).map((value) => ({
              value,
              label: t(`picker.filter.${value}`),
            }))}
          />
          <NativeSelect
            aria-label={t('picker.sortLabel')}
            className="w-44"
            value={sort}
            onValueChange={(value) => setSort(value as PickerSort)}
            options={(['name', 'recentlyUsed'] as const).map((value) => ({
              value,
              label: t(`picker.sort.${value}`),
            }))}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={selectAll}>
            {t('picker.selectAll')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              setSelection(
                pickRandom(
                  ofType.map((card) => card.id),
                  RANDOM_PICK,
                ),
              )
            }
            disabled={ofType.length === 0}
          >
            {t('picker.random', { count: RANDOM_PICK })}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setSelection([])}>
            {t('picker.clear')}
          </Button>
          <span className="ml-auto self-center text-muted-foreground text-sm" aria-live="polite">
            {t('picker.count', { shown: shown.length, total: ofType.length, selected: selection.length })}
          </span>
        </div>
        {shown.length === 0 ? (
          <p className="rounded-card border border-border border-dashed p-6 text-center text-muted-foreground">
            {emptyText}
          </p>
        ) : (
          <ul className="grid max-h-[50vh] gap-2 overflow-auto sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((card) => {
              const isSelected = selectedSet.has(card.id);
              return (
                <li key={card.id}>
                  {/* The checkbox is the control (keyboard, screen readers); a click anywhere on the card toggles it too. */}
                  {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the checkbox inside carries the keyboard. */}
                  <div
                    onClick={(event) => {
                      if (!(event.target instanceof HTMLInputElement)) toggle(card.id);
                    }}
                    className={`relative h-full cursor-pointer rounded-card border p-3 ${isSelected ? 'border-primary ring-2 ring-primary' : 'border-border'}`}
                  >
                    <input
                      type="checkbox"
                      className="absolute top-3 right-3 size-4 accent-primary"
                      checked={isSelected}
                      onChange={() => toggle(card.id)}
                      aria-label={t('picker.toggle', { name: card.name || card.id })}
                    />
                    <CardView card={card} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => onConfirm(selection)}>
            {t('picker.confirm', { count: selection.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
