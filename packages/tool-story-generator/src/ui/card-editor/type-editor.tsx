import type { Card, World } from '@toolbox/story-world';
import { useTranslation } from 'react-i18next';
import { CharacterEditor } from './character-editor';
import { CoreConceptEditor } from './core-concept-editor';
import { EnvironmentEditor } from './environment-editor';
import { FactionEditor } from './faction-editor';
import { NS } from './fields';
import { GoalEditor } from './goal-editor';
import { SpecialObjectEditor } from './special-object-editor';

export interface TypeEditorDispatchProps {
  card: Card;
  world: World;
  onChange(patch: Partial<Card>, field: string): void;
  isHighlighted(field: string): boolean;
  isInvalid(field: string): boolean;
}

/** The form of the card's type. */
export function TypeEditor({ card, world, onChange, isHighlighted, isInvalid }: TypeEditorDispatchProps) {
  const { t } = useTranslation(NS);
  const shared = { onChange: onChange as (patch: object, field: string) => void, isHighlighted, isInvalid };
  switch (card.type) {
    case 'CoreConcept':
      return <CoreConceptEditor card={card} {...shared} />;
    case 'Character':
      return <CharacterEditor card={card} {...shared} />;
    case 'Environment':
      return <EnvironmentEditor card={card} world={world} {...shared} />;
    case 'SpecialObject':
      return <SpecialObjectEditor card={card} {...shared} />;
    case 'Faction':
      return <FactionEditor card={card} {...shared} />;
    case 'Goal':
      return <GoalEditor card={card} world={world} {...shared} />;
    default:
      return (
        <p className="text-destructive text-sm">
          {t('cardView.unknownType', { type: String((card as { type: unknown }).type) })}
        </p>
      );
  }
}
