import { CARD_LIMITS, type CharacterCard, relationLabel, type Trait } from '@toolbox/story-world';
import { Input } from '@toolbox/ui/input';
import { NativeSelect } from '@toolbox/ui/native-select';
import { useTranslation } from 'react-i18next';
import {
  AddRowButton,
  Counter,
  NS,
  NumberMapEditor,
  RemoveRowButton,
  TextField,
  type TypeEditorProps,
} from './fields';

/** Desire, fear, belief; traits (up to 10); resources (whole amounts); relations (−100 … 100). */
export function CharacterEditor({
  card,
  onChange,
  isHighlighted,
  isInvalid,
}: TypeEditorProps<CharacterCard>) {
  const { t } = useTranslation(NS);
  const text = (field: 'desire' | 'fear' | 'belief') => (
    <TextField
      key={field}
      label={t(`fields.${field}`)}
      value={card[field]}
      onValueChange={(value) => onChange({ [field]: value }, field)}
      max={CARD_LIMITS[field]}
      isHighlighted={isHighlighted(field)}
      isInvalid={isInvalid(field)}
    />
  );
  const setTraits = (traits: Trait[]) => onChange({ traits }, 'traits');
  const editTrait = (index: number, patch: Partial<Trait>) =>
    setTraits(card.traits.map((trait, at) => (at === index ? { ...trait, ...patch } : trait)));
  const isFull = card.traits.length >= CARD_LIMITS.traits;
  return (
    <div className="space-y-4">
      {text('desire')}
      {text('fear')}
      {text('belief')}
      <fieldset className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <legend className="font-medium text-sm">{t('fields.traits')}</legend>
          <Counter count={card.traits.length} max={CARD_LIMITS.traits} unit="entries" />
        </div>
        <ol className="space-y-2">
          {card.traits.map((trait, index) => {
            const n = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a trait's key is what is being typed
              <li key={index} className="grid gap-2 sm:grid-cols-[1fr_9rem_1.5fr_auto]">
                <Input
                  aria-label={t('editor.character.traitKey', { n })}
                  placeholder={t('editor.character.traitKey', { n })}
                  value={trait.key}
                  invalid={isInvalid(`traits.${index}.key`)}
                  onChange={(event) => editTrait(index, { key: event.target.value })}
                />
                <NativeSelect
                  aria-label={t('editor.character.traitPolarity', { n })}
                  value={String(trait.polarity) as '1' | '-1'}
                  options={[
                    { value: '1', label: t('editor.character.positive') },
                    { value: '-1', label: t('editor.character.negative') },
                  ]}
                  onValueChange={(value) => editTrait(index, { polarity: value === '1' ? 1 : -1 })}
                />
                <Input
                  aria-label={t('editor.character.traitNotes', { n })}
                  placeholder={t('editor.character.traitNotes', { n })}
                  value={trait.notes ?? ''}
                  onChange={(event) => editTrait(index, { notes: event.target.value })}
                />
                <RemoveRowButton
                  name={trait.key || t('editor.character.traitKey', { n })}
                  onRemove={() => setTraits(card.traits.filter((_, at) => at !== index))}
                />
              </li>
            );
          })}
        </ol>
        <AddRowButton
          label={t('editor.character.addTrait')}
          isFull={isFull}
          max={CARD_LIMITS.traits}
          onAdd={() => setTraits([...card.traits, { key: '', polarity: 1 }])}
        />
      </fieldset>
      <NumberMapEditor
        legend={t('fields.resources')}
        entries={card.resources}
        onChange={(resources) => onChange({ resources }, 'resources')}
        newLabel={t('editor.character.newResource')}
        addLabel={t('editor.character.addResource')}
        valueLabel={(name) => t('editor.character.resourceAmount', { name })}
        isInvalid={(name) => isInvalid(`resources.${name}`)}
      />
      <NumberMapEditor
        legend={t('fields.relations')}
        entries={card.relations}
        onChange={(relations) => onChange({ relations }, 'relations')}
        newLabel={t('editor.character.newRelation')}
        addLabel={t('editor.character.addRelation')}
        valueLabel={(name) => t('editor.character.relationValue', { name })}
        describe={(value) => t(`cardView.relation.${relationLabel(value)}`)}
        min={CARD_LIMITS.relationMin}
        max={CARD_LIMITS.relationMax}
        hint={t('editor.character.rangeHint')}
        isInvalid={(name) => isInvalid(`relations.${name}`)}
      />
    </div>
  );
}
