import { CARD_LIMITS, type FactionCard, relationLabel } from '@toolbox/story-world';
import { useTranslation } from 'react-i18next';
import { NS, NumberMapEditor, TextField, type TypeEditorProps } from './fields';

/** Stance and reputation (target → −100 … 100). */
export function FactionEditor({ card, onChange, isHighlighted, isInvalid }: TypeEditorProps<FactionCard>) {
  const { t } = useTranslation(NS);
  return (
    <div className="space-y-4">
      <TextField
        label={t('fields.stance')}
        value={card.stance}
        onValueChange={(stance) => onChange({ stance }, 'stance')}
        max={CARD_LIMITS.stance}
        multiline
        rows={2}
        isHighlighted={isHighlighted('stance')}
        isInvalid={isInvalid('stance')}
      />
      <NumberMapEditor
        legend={t('fields.reputation')}
        entries={card.reputation}
        onChange={(reputation) => onChange({ reputation }, 'reputation')}
        newLabel={t('editor.faction.newTarget')}
        addLabel={t('editor.faction.addTarget')}
        valueLabel={(name) => t('editor.faction.reputationValue', { name })}
        describe={(value) => t(`cardView.relation.${relationLabel(value)}`)}
        min={CARD_LIMITS.relationMin}
        max={CARD_LIMITS.relationMax}
        hint={t('editor.character.rangeHint')}
        isInvalid={(name) => isInvalid(`reputation.${name}`)}
      />
    </div>
  );
}
