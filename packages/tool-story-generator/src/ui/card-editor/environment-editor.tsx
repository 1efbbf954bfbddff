import {
  CARD_LIMITS,
  CLOCK_KINDS,
  type Clock,
  clampClockValue,
  clockMaxFrom,
  type EnvironmentCard,
  newClockId,
  type World,
} from '@toolbox/story-world';
import { Input } from '@toolbox/ui/input';
import { NativeSelect } from '@toolbox/ui/native-select';
import { useTranslation } from 'react-i18next';
import { AddRowButton, NS, NumberInput, RemoveRowButton, TextField, type TypeEditorProps } from './fields';

/** Every clock id in use, so a new clock never takes one (world clocks and every Environment's). */
function takenClockIds(world: World, card: EnvironmentCard): Set<string> {
  const ids = new Set([...Object.keys(world.clocks), ...card.clocks.map((clock) => clock.id)]);
  for (const other of Object.values(world.cards))
    if (other.type === 'Environment') for (const clock of other.clocks) ids.add(clock.id);
  return ids;
}

/** Imagery, rule, secret and the progress clocks (max 1 … 12, value 0 … max, four kinds). */
export function EnvironmentEditor({
  card,
  world,
  onChange,
  isHighlighted,
  isInvalid,
}: TypeEditorProps<EnvironmentCard> & { world: World }) {
  const { t } = useTranslation(NS);
  const text = (field: 'image' | 'rule' | 'secret') => (
    <TextField
      key={field}
      label={t(`fields.${field}`)}
      value={card[field]}
      onValueChange={(value) => onChange({ [field]: value }, field)}
      max={CARD_LIMITS[field]}
      multiline={field === 'image'}
      rows={2}
      isHighlighted={isHighlighted(field)}
      isInvalid={isInvalid(field)}
    />
  );
  const setClocks = (clocks: Clock[]) => onChange({ clocks }, 'clocks');
  const editClock = (index: number, patch: Partial<Clock>) =>
    setClocks(card.clocks.map((clock, at) => (at === index ? { ...clock, ...patch } : clock)));
  const addClock = () =>
    setClocks([
      ...card.clocks,
      {
        id: newClockId(Date.now(), takenClockIds(world, card)),
        name: '',
        value: 0,
        max: CARD_LIMITS.clockMaxDefault,
        kind: 'countdown',
      },
    ]);
  return (
    <div className="space-y-4">
      {text('image')}
      {text('rule')}
      {text('secret')}
      <fieldset className="space-y-2">
        <legend className="font-medium text-sm">{t('fields.clocks')}</legend>
        <p className="text-muted-foreground text-xs">{t('editor.environment.maxHint')}</p>
        <ol className="space-y-3">
          {card.clocks.map((clock, index) => {
            const n = index + 1;
            const kinds: string[] = CLOCK_KINDS.includes(clock.kind as never)
              ? [...CLOCK_KINDS]
              : [...CLOCK_KINDS, clock.kind];
            return (
              <li
                key={clock.id}
                aria-label={t('editor.environment.clockLabel', { n })}
                className="grid grid-cols-2 gap-2 rounded-md border border-border p-2 sm:grid-cols-[1.5fr_5rem_5rem_9rem_auto]"
              >
                <Input
                  aria-label={t('editor.environment.clockName', { n })}
                  placeholder={t('editor.environment.clockName', { n })}
                  value={clock.name}
                  className="col-span-2 sm:col-span-1"
                  onChange={(event) => editClock(index, { name: event.target.value })}
                />
                <NumberInput
                  aria-label={t('editor.environment.clockValue', { n })}
                  value={clock.value}
                  min={0}
                  max={clock.max}
                  isInteger
                  invalid={isInvalid(`clocks.${index}.value`)}
                  onValueChange={(value) =>
                    editClock(index, { value: clampClockValue(value ?? 0, clock.max) })
                  }
                />
                <NumberInput
                  aria-label={t('editor.environment.clockMax', { n })}
                  value={clock.max}
                  min={CARD_LIMITS.clockMaxMin}
                  max={CARD_LIMITS.clockMaxMax}
                  isInteger
                  invalid={isInvalid(`clocks.${index}.max`)}
                  onValueChange={(max) => {
                    // While typing, only a max in range is taken; leaving the box applies the rule.
                    if (max !== undefined && max >= CARD_LIMITS.clockMaxMin && max <= CARD_LIMITS.clockMaxMax)
                      editClock(index, { max, value: clampClockValue(clock.value, max) });
                  }}
                  onCommitText={(typed) => {
                    const max = clockMaxFrom(typed);
                    editClock(index, { max, value: clampClockValue(clock.value, max) });
                  }}
                />
                <NativeSelect
                  aria-label={t('editor.environment.clockKind', { n })}
                  value={clock.kind}
                  options={kinds.map((kind) => ({
                    value: kind,
                    label: t(`cardView.clockKinds.${kind}`, { defaultValue: kind }),
                  }))}
                  onValueChange={(kind) => editClock(index, { kind })}
                />
                <RemoveRowButton
                  name={clock.name || t('editor.environment.clockLabel', { n })}
                  onRemove={() => setClocks(card.clocks.filter((_, at) => at !== index))}
                />
              </li>
            );
          })}
        </ol>
        <AddRowButton label={t('editor.environment.addClock')} onAdd={addClock} />
      </fieldset>
    </div>
  );
}
