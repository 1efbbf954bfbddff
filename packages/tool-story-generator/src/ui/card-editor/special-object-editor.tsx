import { CARD_LIMITS, type SpecialObjectCard } from '@toolbox/story-world';
import { RangeField } from '@toolbox/ui/range-field';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS, NumberInput, TextField, type TypeEditorProps } from './fields';

/** The slider's end; the number box goes on to 1000. */
const SLIDER_MAX = 100;

/** Anomaly, cost rule and durability (0 … 1000; a cleared box is unlimited). */
export function SpecialObjectEditor({
  card,
  onChange,
  isHighlighted,
  isInvalid,
}: TypeEditorProps<SpecialObjectCard>) {
  const { t } = useTranslation(NS);
  const hintId = useId();
  const text = (field: 'anomaly' | 'costRule') => (
    <TextField
      key={field}
      label={t(`fields.${field}`)}
      value={card[field]}
      onValueChange={(value) => onChange({ [field]: value }, field)}
      max={CARD_LIMITS[field]}
      multiline
      rows={2}
      isHighlighted={isHighlighted(field)}
      isInvalid={isInvalid(field)}
    />
  );
  const setDurability = (durability: number | undefined) => onChange({ durability }, 'durability');
  return (
    <div className="space-y-4">
      {text('anomaly')}
      {text('costRule')}
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_7rem]">
        <RangeField
          label={t('fields.durability')}
          // Unlimited, or above the slider's end: the slider rests at its end.
          value={Math.min(card.durability ?? SLIDER_MAX, SLIDER_MAX)}
          min={0}
          max={SLIDER_MAX}
          valueText={card.durability === undefined ? t('cardView.unlimited') : String(card.durability)}
          onValueChange={setDurability}
        />
        <NumberInput
          aria-label={t('editor.specialObject.durabilityValue')}
          aria-describedby={hintId}
          value={card.durability}
          min={0}
          max={CARD_LIMITS.durabilityMax}
          placeholder={t('cardView.unlimited')}
          invalid={isInvalid('durability')}
          onValueChange={setDurability}
        />
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('editor.specialObject.durabilityHint')}
      </p>
    </div>
  );
}
