/**
 * The per-type checks of a card update (CONTEXT.md Rules: Safe commit › Card checks), run on the
 * card's copy after a change is set, so a whole map (`relations`) and one entry
 * (`relations.guild`) are held to the same rule.
 */
import { CARD_LIMITS } from '../card-factory';
import type { CardType } from '../cards';
import { finite, isRecord } from '../shapes';
import { issue, type StoryIssue } from './issues';

/** The numeric guard: a number outside it is only worth a warning, unless its field has a rule of its own. */
export const NUMBER_GUARD = { min: CARD_LIMITS.relationMin, max: CARD_LIMITS.relationMax } as const;

/** Fields whose numbers have their own rule, so the guard leaves them alone. */
const RULED_NUMBERS: Partial<Record<CardType, readonly string[]>> = {
  Character: ['relations', 'resources'],
  Environment: ['clocks'],
  SpecialObject: ['durability'],
  Faction: ['reputation'],
};

export interface FieldCheck {
  refusals: StoryIssue[];
  warnings: StoryIssue[];
}

/** Warnings for numbers in `value` outside −100 … 100, each with its full path. */
export function guardNumbers(type: CardType, cardId: string, path: string, value: unknown): StoryIssue[] {
  const field = path.split('.')[0] as string;
  if (RULED_NUMBERS[type]?.includes(field)) return [];
  const warnings: StoryIssue[] = [];
  const walk = (at: string, item: unknown) => {
    if (typeof item === 'number' && (item < NUMBER_GUARD.min || item > NUMBER_GUARD.max))
      warnings.push(issue('number_out_of_range', `${at} is outside -100..100`, { cardId, path: at }));
    else if (Array.isArray(item)) {
      for (const [index, entry] of item.entries()) walk(`${at}.${index}`, entry);
    } else if (isRecord(item)) for (const [key, entry] of Object.entries(item)) walk(`${at}.${key}`, entry);
  };
  walk(path, value);
  return warnings;
}

const isTrait = (value: unknown) =>
  isRecord(value) &&
  typeof value.key === 'string' &&
  value.key.trim() !== '' &&
  (value.polarity === 1 || value.polarity === -1) &&
  (value.notes === undefined || typeof value.notes === 'string');

const isCondition = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The map's entries a change reached: one (`resources.gold`) or all (`resources`). */
function touchedEntries(map: Record<string, unknown>, segments: readonly string[]): string[] {
  const key = segments[1];
  return key === undefined ? Object.keys(map) : [key];
}

/**
 * Checks the field a change reached, on `card` (the commit's own copy, after the change). Resources
 * below 0 are set to 0 here, with a warning.
 */
export function checkChangedField(
  card: Record<string, unknown>,
  type: CardType,
  cardId: string,
  segments: readonly string[],
): FieldCheck {
  const refusals: StoryIssue[] = [];
  const warnings: StoryIssue[] = [];
  const field = segments[0] as string;
  const where = { cardId, path: segments.join('.') };
  const value = card[field];

  const checkMap = (
    onEntry: (map: Record<string, unknown>, key: string) => void,
    code: StoryIssue['code'],
  ) => {
    if (!isRecord(value)) {
      refusals.push(issue(code, `${field} must be an object`, { cardId, path: field }));
      return;
    }
    for (const key of touchedEntries(value, segments)) onEntry(value, key);
  };

  if ((type === 'Character' && field === 'relations') || (type === 'Faction' && field === 'reputation')) {
    checkMap((map, key) => {
      const entry = map[key];
      if (!finite(entry) || entry < CARD_LIMITS.relationMin || entry > CARD_LIMITS.relationMax)
        refusals.push(
          issue('relation_invalid', `${field}.${key} must be a number in -100..100`, {
            cardId,
            path: `${field}.${key}`,
          }),
        );
    }, 'relation_invalid');
  } else if (type === 'Character' && field === 'resources') {
    checkMap((map, key) => {
      const entry = map[key];
      if (!finite(entry))
        refusals.push(
          issue('resource_invalid', `resources.${key} must be a number`, {
            cardId,
            path: `resources.${key}`,
          }),
        );
      else if (entry < 0) {
        map[key] = 0;
        warnings.push(
          issue('resource_clamped', `resources.${key} would drop below 0; set to 0`, {
            cardId,
            path: `resources.${key}`,
            resource: key,
          }),
        );
      }
    }, 'resource_invalid');
  } else if (type === 'Character' && field === 'traits') {
    if (!Array.isArray(value) || !value.every(isTrait))
      refusals.push(
        issue('traits_invalid', 'traits must be a list of { key, polarity -1 or 1, notes? }', {
          cardId,
          path: 'traits',
        }),
      );
  } else if (type === 'Environment' && field === 'clocks') {
    if (!Array.isArray(value)) refusals.push(issue('clocks_not_list', 'clocks must be a list', where));
  } else if (type === 'SpecialObject' && field === 'durability') {
    if (!finite(value) || value < 0)
      refusals.push(issue('durability_invalid', 'durability must be a non-negative number', where));
  } else if (field === 'conditions') {
    checkMap((map, key) => {
      if (!isCondition(map[key]))
        refusals.push(
          issue('condition_invalid', `conditions.${key} must be a string, number, boolean or null`, {
            cardId,
            path: `conditions.${key}`,
          }),
        );
    }, 'condition_invalid');
  }
  return { refusals, warnings };
}
