/**
 * Making cards: blank cards of a type, copies, and cards read back from storage or a file, where
 * any field may be missing or damaged (CONTEXT.md Rules: Cards).
 */
import {
  type Card,
  type CardBase,
  type CardType,
  type Clock,
  type Hook,
  isCardType,
  type Trait,
} from './cards';
import { finite, isRecord, text, texts } from './shapes';

/** Editor limits (characters, or entries for lists). */
export const CARD_LIMITS = {
  name: 60,
  summary: 300,
  tags: 10,
  /** Each tag of an AI result is cut to this length. */
  aiTag: 30,
  statement: 160,
  constraints: 10,
  desire: 120,
  fear: 120,
  belief: 120,
  traits: 10,
  image: 200,
  rule: 160,
  secret: 160,
  anomaly: 160,
  costRule: 160,
  durabilityMax: 1000,
  stance: 120,
  successCondition: 300,
  /** successCondition from the AI is held to the generation contract's 160. */
  aiSuccessCondition: 160,
  tensionMin: -10,
  tensionMax: 10,
  relationMin: -100,
  relationMax: 100,
  clockMaxMin: 1,
  clockMaxMax: 12,
  clockMaxDefault: 6,
} as const;

/**
 * `new_{type lowercase}_{timestamp}`: the id a created card gets, with a counter suffix when it is
 * taken (an import makes many cards in the same millisecond).
 */
export function newCardId(type: CardType, now = Date.now(), taken: ReadonlySet<string> = new Set()): string {
  const id = `new_${type.toLowerCase()}_${now}`;
  let unique = id;
  for (let n = 2; taken.has(unique); n++) unique = `${id}_${n}`;
  return unique;
}

/** `clock_{timestamp}`, with a counter suffix when several clocks are made in the same millisecond. */
export function newClockId(now = Date.now(), taken: ReadonlySet<string> = new Set()): string {
  let id = `clock_${now}`;
  for (let n = 2; taken.has(id); n++) id = `clock_${now}_${n}`;
  return id;
}

function base(type: CardType, id: string): CardBase {
  return { id, type, name: '', summary: '', tags: [], conditions: {}, themeVector: {}, hooks: [] };
}

/** A card of `type` with every field empty (the new-card creator's starting point). */
export function createBlankCard(type: CardType, { id = newCardId(type) }: { id?: string } = {}): Card {
  const card = base(type, id);
  switch (type) {
    case 'CoreConcept':
      return { ...card, type, statement: '', tension: 0, constraints: [] };
    case 'Character':
      return { ...card, type, desire: '', fear: '', belief: '', traits: [], resources: {}, relations: {} };
    case 'Environment':
      return { ...card, type, image: '', rule: '', secret: '', clocks: [] };
    case 'SpecialObject':
      return { ...card, type, anomaly: '', costRule: '' };
    case 'Faction':
      return { ...card, type, stance: '', reputation: {} };
    case 'Goal':
      return { ...card, type, successCondition: '' };
  }
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A copy of `card`: id = original + `.copy_` + 4 random characters (again if taken), name with
 * the copy suffix of the page's language.
 */
export function duplicateCard(
  card: Card,
  {
    random = Math.random,
    copySuffix = ' (copy)',
    taken = new Set<string>(),
  }: { random?: () => number; copySuffix?: string; taken?: ReadonlySet<string> } = {},
): Card {
  let id: string;
  do {
    const suffix = Array.from(
      { length: 4 },
      () => ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)],
    ).join('');
    id = `${card.id}.copy_${suffix}`;
  } while (taken.has(id));
  return { ...structuredClone(card), id, name: `${card.name}${copySuffix}` };
}

// ---------------------------------------------------------------------------------------------
// Reading stored or imported data

export type ReadCardResult = { ok: true; card: Card } | { ok: false; reason: string };

function numberMap(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => finite(entry[1])),
  );
}

function conditionMap(value: unknown): CardBase['conditions'] {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number | boolean | null] =>
        entry[1] === null || ['string', 'number', 'boolean'].includes(typeof entry[1]),
    ),
  );
}

function hooks(value: unknown): Hook[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .flatMap((hook) =>
      typeof hook.id === 'string' && typeof hook.name === 'string'
        ? [{ ...hook, id: hook.id, name: hook.name }]
        : [],
    );
}

function traits(value: unknown): Trait[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((trait) => {
    if (typeof trait.key !== 'string' || !trait.key.trim() || (trait.polarity !== 1 && trait.polarity !== -1))
      return [];
    return [
      {
        key: trait.key,
        polarity: trait.polarity,
        ...(typeof trait.notes === 'string' ? { notes: trait.notes } : {}),
      },
    ];
  });
}

function clocks(value: unknown): Clock[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((clock) => {
    if (typeof clock.id !== 'string' || !clock.id) return [];
    const max = finite(clock.max) && clock.max >= 1 ? clock.max : 6;
    const current = finite(clock.value) ? clock.value : 0;
    return [
      { id: clock.id, name: text(clock.name), value: current, max, kind: text(clock.kind) || 'countdown' },
    ];
  });
}

/**
 * A card from stored or imported JSON. The id and a known type are required (a card without them
 * cannot be placed); every other field falls back to its empty value when missing or of the wrong
 * shape, and the fields this model does not know are dropped unless under `extensions`.
 */
export function readCard(value: unknown): ReadCardResult {
  if (!isRecord(value)) return { ok: false, reason: 'not an object' };
  if (typeof value.id !== 'string' || !value.id.trim()) return { ok: false, reason: 'missing id' };
  if (!isCardType(value.type)) return { ok: false, reason: `unknown card type: ${String(value.type)}` };
  const card = createBlankCard(value.type, { id: value.id });
  Object.assign(card, {
    name: text(value.name),
    summary: text(value.summary),
    tags: texts(value.tags),
    conditions: conditionMap(value.conditions),
    themeVector: numberMap(value.themeVector),
    hooks: hooks(value.hooks),
  });
  if (typeof value.folder === 'string' && value.folder) card.folder = value.folder;
  if (typeof value.picture === 'string' && value.picture.startsWith('data:image/'))
    card.picture = value.picture;
  if (isRecord(value.extensions)) card.extensions = structuredClone(value.extensions);
  switch (card.type) {
    case 'CoreConcept':
      card.statement = text(value.statement);
      card.tension = finite(value.tension) ? value.tension : 0;
      card.constraints = texts(value.constraints);
      if (typeof value.designGuide === 'string') card.designGuide = value.designGuide;
      break;
    case 'Character':
      card.desire = text(value.desire);
      card.fear = text(value.fear);
      card.belief = text(value.belief);
      card.traits = traits(value.traits);
      card.resources = numberMap(value.resources);
      card.relations = numberMap(value.relations);
      break;
    case 'Environment':
      card.image = text(value.image);
      card.rule = text(value.rule);
      card.secret = text(value.secret);
      card.clocks = clocks(value.clocks);
      break;
    case 'SpecialObject':
      card.anomaly = text(value.anomaly);
      card.costRule = text(value.costRule);
      if (finite(value.durability)) card.durability = value.durability;
      break;
    case 'Faction':
      card.stance = text(value.stance);
      card.reputation = numberMap(value.reputation);
      break;
    case 'Goal':
      card.successCondition = text(value.successCondition);
      if (typeof value.deadlineClockId === 'string' && value.deadlineClockId)
        card.deadlineClockId = value.deadlineClockId;
      break;
  }
  return { ok: true, card };
}
