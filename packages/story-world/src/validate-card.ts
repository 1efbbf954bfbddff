/**
 * The card editor's checks (CONTEXT.md Rules: Card editor). Each problem names its field and
 * the rule, so the editor can list it in the page's language and mark the field.
 */
import { CARD_LIMITS } from './card-factory';
import type { Card } from './cards';

export type CardProblem =
  | { field: string; rule: 'required' }
  | { field: string; rule: 'tooLong'; max: number }
  | { field: string; rule: 'tooMany'; max: number }
  | { field: string; rule: 'outOfRange'; min: number; max: number }
  | { field: string; rule: 'invalidData' };

const blank = (value: string) => value.trim() === '';

function checkText(problems: CardProblem[], field: string, value: string, max: number, required = false) {
  if (required && blank(value)) problems.push({ field, rule: 'required' });
  else if (value.length > max) problems.push({ field, rule: 'tooLong', max });
}

function checkCount(problems: CardProblem[], field: string, list: readonly unknown[], max: number) {
  if (list.length > max) problems.push({ field, rule: 'tooMany', max });
}

function checkRange(problems: CardProblem[], field: string, value: number, min: number, max: number) {
  if (!Number.isFinite(value) || value < min || value > max)
    problems.push({ field, rule: 'outOfRange', min, max });
}

function checkTargets(problems: CardProblem[], field: string, map: Record<string, unknown>) {
  for (const [target, value] of Object.entries(map)) {
    if (typeof value !== 'number') problems.push({ field: `${field}.${target}`, rule: 'invalidData' });
    else checkRange(problems, `${field}.${target}`, value, CARD_LIMITS.relationMin, CARD_LIMITS.relationMax);
  }
}

/** Everything wrong with `card` as the editor would save it; empty when it may be saved. */
export function validateCard(card: Card): CardProblem[] {
  const problems: CardProblem[] = [];
  checkText(problems, 'name', card.name, CARD_LIMITS.name, true);
  checkText(problems, 'summary', card.summary, CARD_LIMITS.summary);
  checkCount(problems, 'tags', card.tags, CARD_LIMITS.tags);
  if (card.tags.some((tag) => typeof tag !== 'string')) problems.push({ field: 'tags', rule: 'invalidData' });
  switch (card.type) {
    case 'CoreConcept':
      checkText(problems, 'statement', card.statement, CARD_LIMITS.statement, true);
      checkCount(problems, 'constraints', card.constraints, CARD_LIMITS.constraints);
      checkRange(problems, 'tension', card.tension, CARD_LIMITS.tensionMin, CARD_LIMITS.tensionMax);
      break;
    case 'Character':
      checkText(problems, 'desire', card.desire, CARD_LIMITS.desire, true);
      checkText(problems, 'fear', card.fear, CARD_LIMITS.fear, true);
      checkText(problems, 'belief', card.belief, CARD_LIMITS.belief, true);
      checkCount(problems, 'traits', card.traits, CARD_LIMITS.traits);
      for (const [name, amount] of Object.entries(card.resources as Record<string, unknown>)) {
        if (typeof amount !== 'number' || !Number.isFinite(amount))
          problems.push({ field: `resources.${name}`, rule: 'invalidData' });
      }
      checkTargets(problems, 'relations', card.relations);
      break;
    case 'Environment':
      checkText(problems, 'image', card.image, CARD_LIMITS.image);
      checkText(problems, 'rule', card.rule, CARD_LIMITS.rule, true);
      checkText(problems, 'secret', card.secret, CARD_LIMITS.secret);
      card.clocks.forEach((clock, index) => {
        checkRange(
          problems,
          `clocks.${index}.max`,
          clock.max,
          CARD_LIMITS.clockMaxMin,
          CARD_LIMITS.clockMaxMax,
        );
        checkRange(problems, `clocks.${index}.value`, clock.value, 0, clock.max);
      });
      break;
    case 'SpecialObject':
      checkText(problems, 'anomaly', card.anomaly, CARD_LIMITS.anomaly, true);
      checkText(problems, 'costRule', card.costRule, CARD_LIMITS.costRule, true);
      if (card.durability !== undefined)
        checkRange(problems, 'durability', card.durability, 0, CARD_LIMITS.durabilityMax);
      break;
    case 'Faction':
      checkText(problems, 'stance', card.stance, CARD_LIMITS.stance);
      checkTargets(problems, 'reputation', card.reputation);
      break;
    case 'Goal':
      checkText(problems, 'successCondition', card.successCondition, CARD_LIMITS.successCondition);
      break;
  }
  return problems;
}

/** A clock's max as typed: 1 … 12, or 6 when the text is not a number. */
export function clockMaxFrom(input: string): number {
  const value = Number(input);
  if (input.trim() === '' || !Number.isFinite(value)) return CARD_LIMITS.clockMaxDefault;
  return Math.min(CARD_LIMITS.clockMaxMax, Math.max(CARD_LIMITS.clockMaxMin, Math.round(value)));
}

/** A clock's value held to 0 … max. */
export function clampClockValue(value: number, max: number): number {
  return Math.min(max, Math.max(0, Number.isFinite(value) ? value : 0));
}

/**
 * The theme vector or conditions as typed into their JSON areas: the parsed object, or undefined
 * when the text is not a JSON object (the editor then keeps the last valid value: invalid JSON is
 * ignored, as the spec says, with a hint under the field).
 */
export function parseJsonObject(input: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(input);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
