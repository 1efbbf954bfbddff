/**
 * Saving a card (CONTEXT.md Rules: Card view and editor › Save): the draft is tidied, checked on
 * its own (`validateCard`) and inside the world (`validateWorld`), and every problem is put in
 * words of the page's language. Errors block the save; warnings do not.
 */
import {
  type Card,
  type CardProblem,
  putCard,
  validateCard,
  validateWorld,
  type World,
  type WorldIssue,
} from '@toolbox/story-world';
import type { TFunction } from 'i18next';

/** Empty rows are rows never filled in: blank constraints and traits with neither key nor notes go. */
export function tidyCard(card: Card): Card {
  const tidy = { ...card, name: card.name.trim() } as Card;
  if (tidy.type === 'CoreConcept') tidy.constraints = tidy.constraints.filter((item) => item.trim() !== '');
  if (tidy.type === 'Character')
    tidy.traits = tidy.traits
      .filter((trait) => trait.key.trim() !== '' || trait.notes?.trim())
      .map((trait) => ({ ...trait, key: trait.key.trim() }));
  return tidy;
}

/** The card's own problems, plus a trait with notes but no name (a trait needs its key). */
export function cardProblems(card: Card): CardProblem[] {
  const problems = validateCard(card);
  if (card.type === 'Character')
    card.traits.forEach((trait, index) => {
      if (!trait.key.trim()) problems.push({ field: `traits.${index}.key`, rule: 'required' });
    });
  return problems;
}

export interface SaveCheck {
  /** Problems with this card's fields (they also mark the fields). */
  problems: CardProblem[];
  /** World errors (block) and warnings (do not). */
  errors: WorldIssue[];
  warnings: WorldIssue[];
}

/** Everything that stands between `card` and saving it into `world`. */
export function checkSave(card: Card, world: World): SaveCheck {
  const problems = cardProblems(card);
  const issues = validateWorld(putCard(world, card));
  // "No name" for this card is already said by its name field's own rule.
  const errors = issues.filter(
    (issue) =>
      issue.level === 'error' &&
      !(issue.cardId === card.id && issue.rule === 'missingName' && problems.some((p) => p.field === 'name')),
  );
  return { problems, errors, warnings: issues.filter((issue) => issue.level === 'warning') };
}

export const canSave = (check: SaveCheck) => check.problems.length === 0 && check.errors.length === 0;

/** `relations.Bob` → "Relations › Bob"; `clocks.0.max` → "Clock 1 max"; `name` → "Name". */
export function fieldLabel(field: string, t: TFunction): string {
  const [base = field, key, part] = field.split('.');
  if (base === 'clocks' && key !== undefined && part)
    return t('editor.validation.clockField', {
      n: Number(key) + 1,
      part: t(`editor.validation.clockParts.${part}`),
    });
  if (base === 'traits' && key !== undefined)
    return t('editor.validation.traitField', { n: Number(key) + 1 });
  const label = t(`fields.${base}`);
  return key === undefined ? label : `${label} › ${field.slice(base.length + 1)}`;
}

export function problemMessage(problem: CardProblem, t: TFunction): string {
  const field = fieldLabel(problem.field, t);
  switch (problem.rule) {
    case 'required':
      return t('editor.validation.required', { field });
    case 'tooLong':
      return t('editor.validation.tooLong', { field, max: problem.max });
    case 'tooMany':
      return t('editor.validation.tooMany', { field, max: problem.max });
    case 'outOfRange':
      return t('editor.validation.outOfRange', { field, min: problem.min, max: problem.max });
    case 'invalidData': {
      const base = problem.field.split('.')[0];
      if (base === 'relations' || base === 'reputation')
        return t('editor.validation.invalidRelation', { field });
      if (base === 'resources') return t('editor.validation.invalidResource', { field });
      if (base === 'tags') return t('editor.validation.invalidTag');
      return t('editor.validation.invalidData', { field });
    }
  }
}

export function issueMessage(issue: WorldIssue, world: World, t: TFunction): string {
  if (issue.level === 'warning') {
    const clock =
      (issue.cardId
        ? world.cards[issue.cardId]?.type === 'Environment' &&
          (world.cards[issue.cardId] as Extract<Card, { type: 'Environment' }>).clocks.find(
            (item) => item.id === issue.clockId,
          )?.name
        : world.clocks[issue.clockId]?.name) || issue.clockId;
    return t('editor.validation.world.clockOverMax', { clock });
  }
  const card = world.cards[issue.cardId]?.name?.trim() || issue.cardId;
  return t(`editor.validation.world.${issue.rule}`, { card });
}
