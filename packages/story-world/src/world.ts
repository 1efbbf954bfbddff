/**
 * The world (CONTEXT.md Rules: World): cards keyed by id, global clocks, resources, constraints,
 * the scene, knowledge and style; and the world validator.
 */
import { readCard } from './card-factory';
import type { Card, Clock } from './cards';

export interface Scene {
  locationId: string | null;
  focusCharacterIds: string[];
  goal: string;
  timeOfDay: string;
}

export interface WorldStyle {
  themes: string[];
  pace: string;
  tone: string;
  novelty: number;
}

export interface World {
  cards: Record<string, Card>;
  clocks: Record<string, Clock>;
  resources: Record<string, number>;
  /** Rules as `forbid:pathPrefix=…`, `forbid:hookNameIncludes=…` or a legacy token. */
  constraints: string[];
  scene: Scene;
  knowledge: Record<string, unknown>;
  style: WorldStyle;
}

export function createEmptyWorld(): World {
  return {
    cards: {},
    clocks: {},
    resources: {},
    constraints: [],
    scene: { locationId: null, focusCharacterIds: [], goal: '', timeOfDay: '' },
    knowledge: {},
    style: { themes: [], pace: '', tone: '', novelty: 0 },
  };
}

export type WorldIssue =
  | {
      level: 'error';
      cardId: string;
      rule: 'idMismatch' | 'missingName' | 'missingType' | 'retiredPrecondition';
    }
  | { level: 'warning'; clockId: string; rule: 'clockOverMax'; cardId?: string };

/**
 * Retired hook precondition forms: equality on the scene's location (`scene.locationId`, `location`)
 * and tag prefixes (`tag:…`, `tagPrefix`). Newer worlds express both as goal expressions.
 */
function isRetiredPrecondition(key: string): boolean {
  return key === 'scene.locationId' || key === 'location' || key === 'tagPrefix' || key.startsWith('tag:');
}

/**
 * The world's errors and warnings. Errors: a card whose id is empty or differs from its key, a
 * card without a name or type, a hook using a retired precondition. Warnings: a clock (global or
 * an Environment's) whose value is above its max.
 */
export function validateWorld(world: World): WorldIssue[] {
  const issues: WorldIssue[] = [];
  for (const [key, card] of Object.entries(world.cards)) {
    const cardId = key;
    if (!card.id || card.id !== key) issues.push({ level: 'error', cardId, rule: 'idMismatch' });
    if (!card.name?.trim()) issues.push({ level: 'error', cardId, rule: 'missingName' });
    if (!card.type) issues.push({ level: 'error', cardId, rule: 'missingType' });
    for (const hook of card.hooks ?? []) {
      if (Object.keys(hook.preconditions ?? {}).some(isRetiredPrecondition)) {
        issues.push({ level: 'error', cardId, rule: 'retiredPrecondition' });
      }
    }
    if (card.type === 'Environment') {
      for (const clock of card.clocks) {
        if (clock.value > clock.max)
          issues.push({ level: 'warning', clockId: clock.id, cardId, rule: 'clockOverMax' });
      }
    }
  }
  for (const clock of Object.values(world.clocks)) {
    if (clock.value > clock.max) issues.push({ level: 'warning', clockId: clock.id, rule: 'clockOverMax' });
  }
  return issues;
}

export const hasErrors = (issues: readonly WorldIssue[]) => issues.some((issue) => issue.level === 'error');

/** The deadline selector's choices: global clocks, then each Environment card's clocks. */
export function deadlineClocks(world: World): Array<{ id: string; name: string; source: 'global' | string }> {
  const global = Object.values(world.clocks).map((clock) => ({
    id: clock.id,
    name: clock.name,
    source: 'global',
  }));
  const local = Object.values(world.cards).flatMap((card) =>
    card.type === 'Environment'
      ? card.clocks.map((clock) => ({ id: clock.id, name: clock.name, source: card.id }))
      : [],
  );
  return [...global, ...local];
}

/** `world` with `card` stored under its id (a new card or an edit). */
export function putCard(world: World, card: Card): World {
  return { ...world, cards: { ...world.cards, [card.id]: card } };
}

export function removeCards(world: World, ids: Iterable<string>): World {
  const cards = { ...world.cards };
  for (const id of ids) delete cards[id];
  return { ...world, cards };
}

/**
 * A world read back from storage: every card is read on its own; a damaged card is set aside with
 * its reason (the page says so), never costing the rest of the world.
 */
export function readWorld(value: unknown): {
  world: World;
  setAside: Array<{ key: string; reason: string; raw: unknown }>;
} {
  const world = createEmptyWorld();
  const setAside: Array<{ key: string; reason: string; raw: unknown }> = [];
  if (typeof value !== 'object' || value === null) return { world, setAside };
  const record = value as Partial<Record<keyof World, unknown>>;
  const cards =
    typeof record.cards === 'object' && record.cards !== null
      ? (record.cards as Record<string, unknown>)
      : {};
  for (const [key, raw] of Object.entries(cards)) {
    const read = readCard(raw);
    if (!read.ok) setAside.push({ key, reason: read.reason, raw });
    else if (read.card.id !== key)
      setAside.push({ key, reason: `id ${read.card.id} stored under ${key}`, raw });
    else world.cards[key] = read.card;
  }
  const isObject = (item: unknown): item is Record<string, unknown> =>
    typeof item === 'object' && item !== null && !Array.isArray(item);
  if (isObject(record.clocks)) {
    for (const [key, clock] of Object.entries(record.clocks)) {
      if (isObject(clock) && typeof clock.max === 'number' && typeof clock.value === 'number') {
        world.clocks[key] = {
          id: key,
          name: String(clock.name ?? key),
          value: clock.value,
          max: clock.max,
          kind: String(clock.kind ?? 'countdown'),
        };
      }
    }
  }
  if (isObject(record.resources)) {
    for (const [name, amount] of Object.entries(record.resources))
      if (typeof amount === 'number' && Number.isFinite(amount)) world.resources[name] = amount;
  }
  if (Array.isArray(record.constraints))
    world.constraints = record.constraints.filter((item): item is string => typeof item === 'string');
  if (isObject(record.scene)) world.scene = { ...world.scene, ...(record.scene as Partial<Scene>) };
  if (isObject(record.knowledge)) world.knowledge = record.knowledge;
  if (isObject(record.style)) world.style = { ...world.style, ...(record.style as Partial<WorldStyle>) };
  return { world, setAside };
}
