import { CARD_LIMITS, deadlineClocks, type GoalCard, type World } from '@toolbox/story-world';
import { NativeSelect } from '@toolbox/ui/native-select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS, TextField, type TypeEditorProps } from './fields';

/**
 * Goal expressions, one per kind of check the story service knows: a resource amount, a tag, the
 * scene's location and a clock's value (CONTEXT.md Rules: Card view and editor › Goal examples).
 */
export const GOAL_EXAMPLES = [
  { id: 'resource', expression: 'resource("gold") >= 10' },
  { id: 'tag', expression: 'hasTag("char_mira", "wounded")' },
  { id: 'location', expression: 'location() == "env_harbour"' },
  { id: 'clock', expression: 'clock("clock_tide") >= 4' },
] as const;

const GOAL_TIPS = ['visible', 'deadline', 'combine', 'short'] as const;

/** Success condition, deadline clock (world clocks, then each Environment's), examples and tips. */
export function GoalEditor({
  card,
  world,
  onChange,
  isHighlighted,
  isInvalid,
}: TypeEditorProps<GoalCard> & { world: World }) {
  const { t } = useTranslation(NS);
  const deadlineId = useId();
  const clocks = deadlineClocks(world);
  const options = [
    { value: '', label: t('editor.goal.noDeadline') },
    ...clocks.map((clock) => {
      const source =
        clock.source === 'global'
          ? t('editor.goal.worldClock')
          : world.cards[clock.source]?.name || clock.source;
      return { value: clock.id, label: `${clock.name || clock.id} · ${source}` };
    }),
  ];
  // A deadline whose clock is gone stays chosen, and says so.
  if (card.deadlineClockId && !clocks.some((clock) => clock.id === card.deadlineClockId))
    options.push({
      value: card.deadlineClockId,
      label: t('editor.goal.missingClock', { id: card.deadlineClockId }),
    });
  return (
    <div className="space-y-4">
      <TextField
        label={t('fields.successCondition')}
        value={card.successCondition}
        onValueChange={(successCondition) => onChange({ successCondition }, 'successCondition')}
        max={CARD_LIMITS.successCondition}
        multiline
        rows={3}
        isHighlighted={isHighlighted('successCondition')}
        isInvalid={isInvalid('successCondition')}
      />
      <div className="space-y-1.5">
        <label htmlFor={deadlineId} className="font-medium text-sm">
          {t('fields.deadlineClockId')}
        </label>
        <NativeSelect
          id={deadlineId}
          value={card.deadlineClockId ?? ''}
          options={options}
          onValueChange={(value) => onChange({ deadlineClockId: value || undefined }, 'deadlineClockId')}
        />
      </div>
      <section
        aria-labelledby={`${deadlineId}-examples`}
        className="space-y-2 rounded-md bg-muted p-3 text-sm"
      >
        <h4 id={`${deadlineId}-examples`} className="font-medium">
          {t('editor.goal.examples')}
        </h4>
        <p className="text-muted-foreground">{t('editor.goal.examplesIntro')}</p>
        <ul className="space-y-1">
          {GOAL_EXAMPLES.map((example) => (
            <li key={example.id}>
              <code className="rounded bg-background px-1.5 py-0.5 font-mono text-xs">
                {example.expression}
              </code>
              <span className="text-muted-foreground"> — {t(`editor.goal.exampleNotes.${example.id}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${deadlineId}-tips`} className="space-y-2 text-sm">
        <h4 id={`${deadlineId}-tips`} className="font-medium">
          {t('editor.goal.tips')}
        </h4>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {GOAL_TIPS.map((tip) => (
            <li key={tip}>{t(`editor.goal.tipList.${tip}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
