import { CARD_LIMITS, type CoreConceptCard, tensionLabel } from '@toolbox/story-world';
import { Input } from '@toolbox/ui/input';
import { RangeField } from '@toolbox/ui/range-field';
import { useTranslation } from 'react-i18next';
import {
  AddRowButton,
  Counter,
  NS,
  NumberInput,
  RemoveRowButton,
  TextField,
  type TypeEditorProps,
} from './fields';

/** Statement, constraints (up to 10), tension (−10 … 10 in steps of 0.1) and the design guide. */
export function CoreConceptEditor({
  card,
  onChange,
  isHighlighted,
  isInvalid,
}: TypeEditorProps<CoreConceptCard>) {
  const { t } = useTranslation(NS);
  const tensionText = `${card.tension} · ${t(`cardView.tension.${tensionLabel(card.tension)}`)}`;
  const setConstraints = (constraints: string[]) => onChange({ constraints }, 'constraints');
  const isFull = card.constraints.length >= CARD_LIMITS.constraints;
  return (
    <div className="space-y-4">
      <TextField
        label={t('fields.statement')}
        value={card.statement}
        onValueChange={(statement) => onChange({ statement }, 'statement')}
        max={CARD_LIMITS.statement}
        multiline
        rows={2}
        isHighlighted={isHighlighted('statement')}
        isInvalid={isInvalid('statement')}
      />
      <fieldset className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <legend className="font-medium text-sm">{t('fields.constraints')}</legend>
          <Counter count={card.constraints.length} max={CARD_LIMITS.constraints} unit="entries" />
        </div>
        <ol className="space-y-1.5">
          {card.constraints.map((constraint, index) => {
            const label = t('editor.core.constraint', { n: index + 1 });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: constraints are plain strings, edited in place
              <li key={index} className="flex gap-2">
                <Input
                  aria-label={label}
                  value={constraint}
                  onChange={(event) =>
                    setConstraints(
                      card.constraints.map((item, at) => (at === index ? event.target.value : item)),
                    )
                  }
                />
                <RemoveRowButton
                  name={label}
                  onRemove={() => setConstraints(card.constraints.filter((_, at) => at !== index))}
                />
              </li>
            );
          })}
        </ol>
        <AddRowButton
          label={t('editor.core.addConstraint')}
          isFull={isFull}
          max={CARD_LIMITS.constraints}
          onAdd={() => setConstraints([...card.constraints, ''])}
        />
      </fieldset>
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_7rem]">
        <RangeField
          label={t('fields.tension')}
          value={card.tension}
          min={CARD_LIMITS.tensionMin}
          max={CARD_LIMITS.tensionMax}
          step={0.1}
          valueText={tensionText}
          onValueChange={(tension) => onChange({ tension }, 'tension')}
        />
        <NumberInput
          aria-label={t('editor.core.tensionValue')}
          value={card.tension}
          min={CARD_LIMITS.tensionMin}
          max={CARD_LIMITS.tensionMax}
          step={0.1}
          decimals={1}
          invalid={isInvalid('tension')}
          onValueChange={(tension) => onChange({ tension: tension ?? 0 }, 'tension')}
        />
      </div>
      <TextField
        label={t('fields.designGuide')}
        value={card.designGuide ?? ''}
        onValueChange={(designGuide) => onChange({ designGuide }, 'designGuide')}
        multiline
        hint={t('editor.core.designGuideHint')}
      />
    </div>
  );
}
