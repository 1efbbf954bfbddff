/**
 * The safe commit of an AI story result into the world (CONTEXT.md Rules: Safe commit): every
 * card update is checked, then the whole result is applied, or nothing is. The input world is
 * never changed; the new world shares the cards the result did not touch.
 */
import type { StoryCardUpdate, StoryNewClock } from '@toolbox/kit/api-schemas';
import { newClockId, readCard } from '../card-factory';
import type { Card, Clock } from '../cards';
import { finite, isRecord } from '../shapes';
import { createEmptyWorld, validateWorld, type World } from '../world';
import { checkChangedField, guardNumbers } from './card-rules';
import { DEFAULT_CLOCK_KIND, type StoryResult } from './check-story-result';
import { forbiddenHookNames, pathViolates, readConstraints, type WorldConstraint } from './constraints';
import { issue, type StoryIssue } from './issues';
import { isJsonData, PROTOTYPE_KEYS, parsePath, sameJson, setPath } from './paths';

export const SAFE_COMMIT_LIMITS = {
  /** Keys in one card update above which the AI is asked to split it (a warning). */
  maxKeysPerUpdate: 64,
  /** Paths that name what a card is; a change at or under them is refused. */
  protectedPaths: ['id', 'type'],
  /** Lowest amount of a resource (card or world). */
  resourceMin: 0,
  /** The range of a world clock: a new clock's max defaults to, and is held to, this top. */
  clockMax: 9999,
} as const;

export interface SafeCommitOptions {
  constraintMode: 'lenient' | 'strict';
  enableCardUpdates: boolean;
  enableResourceChanges: boolean;
  enableNewClocks: boolean;
  /** Time for the id of a new clock that came without one (`clock_{now}`); defaults to Date.now(). */
  now?: number;
}

export type Effect =
  | { type: 'modify_card'; cardId: string; paths: string[]; reason?: string }
  | { type: 'add_clock'; clock: Clock }
  | { type: 'resource_change'; resource: string; from: number; to: number }
  | { type: 'constraint_violation'; cardId: string; path: string; constraint: string };

export interface SafeCommitApplied {
  /** Card updates applied (an update with no changes counts too). */
  cardUpdates: number;
  /** Paths set, over all card updates. */
  changes: number;
  newClocks: number;
  resourceChanges: number;
}

export type SafeCommitOutcome =
  | { ok: true; world: World; effects: Effect[]; warnings: StoryIssue[]; applied: SafeCommitApplied }
  | { ok: false; code: 'SAFE_COMMIT_BLOCKED'; refusals: StoryIssue[] };

const ROUND_TRIP_HINT =
  'would not survive reading the card back (not a field of this card type, or of the wrong shape)';
const WORLD_RULE_MESSAGES: Record<string, string> = {
  missingName: 'the change leaves the card without a name',
  retiredPrecondition: 'a hook would use a retired precondition form',
};

interface Work {
  cards: Map<string, Record<string, unknown>>;
  refused: Set<string>;
  refusals: StoryIssue[];
  warnings: StoryIssue[];
  effects: Effect[];
  violations: StoryIssue[];
  applied: SafeCommitApplied;
}

const worldRuleErrors = (card: Card) =>
  new Set(
    validateWorld({ ...createEmptyWorld(), cards: { [card.id]: card } }).flatMap((found) =>
      found.level === 'error' ? [found.rule] : [],
    ),
  );

/** The card read back must equal the card as changed: nothing the AI wrote is dropped or repaired. */
function checkReadable(card: Record<string, unknown>, original: Card, work: Work) {
  const cardId = original.id;
  const read = readCard(card);
  if (!read.ok) {
    work.refusals.push(issue('card_unreadable', `card ${cardId} ${read.reason}`, { cardId }));
    return;
  }
  const readBack = read.card as unknown as Record<string, unknown>;
  for (const field of new Set([...Object.keys(card), ...Object.keys(readBack)])) {
    if (!sameJson(card[field], readBack[field]))
      work.refusals.push(issue('card_unreadable', `${field} ${ROUND_TRIP_HINT}`, { cardId, path: field }));
  }
  const before = worldRuleErrors(original);
  for (const rule of worldRuleErrors(read.card)) {
    if (!before.has(rule))
      work.refusals.push(
        issue('card_invalid', WORLD_RULE_MESSAGES[rule] ?? `the card would break the world rule ${rule}`, {
          cardId,
        }),
      );
  }
}

function noteViolation(work: Work, cardId: string, path: string, constraint: WorldConstraint, detail = path) {
  work.violations.push(
    issue('constraint_violation', `violates constraint ${constraint.text} (${cardId} ${detail})`, {
      cardId,
      path,
      constraint: constraint.text,
    }),
  );
  work.effects.push({ type: 'constraint_violation', cardId, path, constraint: constraint.text });
}

function applyUpdate(world: World, update: StoryCardUpdate, constraints: WorldConstraint[], work: Work) {
  const { cardId, changes } = update;
  const original = Object.hasOwn(world.cards, cardId) ? world.cards[cardId] : undefined;
  if (!original) {
    work.refusals.push(issue('card_missing', `card does not exist: ${cardId}`, { cardId }));
    return;
  }
  if (original.id !== cardId) {
    work.refusals.push(
      issue('card_id_mismatch', `card id ${original.id} does not match ${cardId}`, { cardId }),
    );
    return;
  }
  if (!isRecord(changes)) {
    work.refusals.push(
      issue('update_changes', `card update for ${cardId} has no changes object`, { cardId }),
    );
    return;
  }
  const paths = Object.keys(changes);
  if (paths.length > SAFE_COMMIT_LIMITS.maxKeysPerUpdate)
    work.warnings.push(
      issue('update_too_large', `card update for ${cardId} has ${paths.length} keys (over 64); split it`, {
        cardId,
      }),
    );
  const card = work.cards.get(cardId) ?? (structuredClone(original) as unknown as Record<string, unknown>);
  work.cards.set(cardId, card);
  const refusalsBefore = work.refusals.length;
  const hooksBefore = Array.isArray(card.hooks) ? [...card.hooks] : [];
  const appliedPaths: string[] = [];
  for (const path of paths) {
    const where = { cardId, path };
    const parsed = parsePath(path);
    if (!parsed.ok) {
      work.refusals.push(
        parsed.problem === 'prototype'
          ? issue('path_prototype', `path reaches an object prototype: ${path}`, where)
          : issue('path_malformed', `path has an empty segment: ${path}`, where),
      );
      continue;
    }
    const [field] = parsed.segments as [string];
    if ((SAFE_COMMIT_LIMITS.protectedPaths as readonly string[]).includes(field)) {
      work.refusals.push(issue('path_protected', `protected path may not be modified: ${path}`, where));
      continue;
    }
    const value = changes[path];
    if (!isJsonData(value)) {
      work.refusals.push(issue('value_invalid', `value at ${path} is not plain JSON data`, where));
      continue;
    }
    for (const constraint of constraints)
      if (pathViolates(constraint, path)) noteViolation(work, cardId, path, constraint);
    work.warnings.push(...guardNumbers(original.type, cardId, path, value));
    const blocked = setPath(card, parsed.segments, structuredClone(value));
    if (blocked !== undefined) {
      work.refusals.push(
        issue('path_blocked', `cannot set ${path}: ${blocked} is not an object or list entry`, where),
      );
      continue;
    }
    const checked = checkChangedField(card, original.type, cardId, parsed.segments);
    work.refusals.push(...checked.refusals);
    work.warnings.push(...checked.warnings);
    appliedPaths.push(path);
  }
  if (paths.some((path) => path.split('.')[0] === 'hooks') && Array.isArray(card.hooks)) {
    for (const constraint of constraints)
      for (const name of forbiddenHookNames(constraint, hooksBefore, card.hooks))
        noteViolation(work, cardId, 'hooks', constraint, `hook ${name}`);
  }
  if (work.refusals.length > refusalsBefore) work.refused.add(cardId);
  else if (!work.refused.has(cardId)) checkReadable(card, original, work);
  work.applied.cardUpdates += 1;
  work.applied.changes += appliedPaths.length;
  if (appliedPaths.length > 0)
    work.effects.push({
      type: 'modify_card',
      cardId,
      paths: appliedPaths,
      ...(update.reason ? { reason: update.reason } : {}),
    });
}

function addClocks(
  clocks: Record<string, Clock>,
  newClocks: readonly StoryNewClock[],
  now: number,
  work: Work,
) {
  for (const raw of newClocks) {
    const given = isRecord(raw) && typeof raw.id === 'string' ? raw.id.trim() : '';
    if (PROTOTYPE_KEYS.has(given)) {
      work.warnings.push(issue('clock_skipped', `new clock id ${given} is not allowed`, { clockId: given }));
      continue;
    }
    if (given && Object.hasOwn(clocks, given)) {
      work.warnings.push(
        issue('clock_exists', `clock ${given} already exists; not added`, { clockId: given }),
      );
      continue;
    }
    const id = given || newClockId(now, new Set(Object.keys(clocks)));
    let max = finite(raw.max) && raw.max > 0 ? raw.max : SAFE_COMMIT_LIMITS.clockMax;
    let clamped = max > SAFE_COMMIT_LIMITS.clockMax;
    max = Math.min(max, SAFE_COMMIT_LIMITS.clockMax);
    const value = finite(raw.value) ? Math.min(max, Math.max(0, raw.value)) : 0;
    if (finite(raw.value) && value !== raw.value) clamped = true;
    if (clamped) work.warnings.push(issue('clock_clamped', `clock ${id} held to 0..${max}`, { clockId: id }));
    const name = typeof raw.name === 'string' && raw.name.trim() ? raw.name : id;
    const kind = typeof raw.kind === 'string' && raw.kind ? raw.kind : DEFAULT_CLOCK_KIND;
    const clock: Clock = { id, name, value, max, kind };
    clocks[id] = clock;
    work.effects.push({ type: 'add_clock', clock: { ...clock } });
    work.applied.newClocks += 1;
  }
}

function changeResources(resources: Record<string, number>, changes: Record<string, number>, work: Work) {
  for (const [resource, delta] of Object.entries(changes)) {
    if (!resource.trim() || PROTOTYPE_KEYS.has(resource) || !finite(delta)) {
      work.warnings.push(
        issue('resource_change_skipped', `resource change ${resource} is not a usable name and number`, {
          resource,
        }),
      );
      continue;
    }
    if (delta === 0) continue;
    const from = Object.hasOwn(resources, resource) && finite(resources[resource]) ? resources[resource] : 0;
    let to = from + delta;
    if (to < SAFE_COMMIT_LIMITS.resourceMin) {
      work.warnings.push(
        issue('resource_clamped', `resource ${resource} would drop below 0; set to 0`, { resource }),
      );
      to = SAFE_COMMIT_LIMITS.resourceMin;
    }
    resources[resource] = to;
    work.effects.push({ type: 'resource_change', resource, from, to });
    work.applied.resourceChanges += 1;
  }
}

/**
 * Commits a checked AI story result (see `checkStoryResult`) into `world`, all or nothing.
 *
 * Refused, blocking the commit (`SAFE_COMMIT_BLOCKED`, with every refusal): an update for a card
 * that does not exist or whose id differs; a path that is empty in part, reaches a prototype
 * (`__proto__`, `constructor`, `prototype`) or is protected (`id`, `type` and below); a value that
 * is not plain JSON; a path that runs through a text or number; a per-type rule broken (Character
 * relations numbers −100 … 100 and resources numbers, Faction reputation as relations, Environment
 * clocks a list, SpecialObject durability a number ≥ 0, Character traits of the trait form,
 * conditions values string, number, boolean or null); a card that would not read back as written
 * (`readCard`) or would break a world rule; and, in strict mode, any constraint violation.
 *
 * Warnings (applied anyway): over 64 keys in one update; other numbers outside −100 … 100; a
 * resource below 0, set to 0; a constraint violation (lenient mode, with a `constraint_violation`
 * effect); a disabled part of the result that was ignored; a new clock held to 0 … max or not
 * added (its id taken); an unusable resource change skipped.
 */
export function safeCommit(world: World, result: StoryResult, options: SafeCommitOptions): SafeCommitOutcome {
  const work: Work = {
    cards: new Map(),
    refused: new Set(),
    refusals: [],
    warnings: [],
    effects: [],
    violations: [],
    applied: { cardUpdates: 0, changes: 0, newClocks: 0, resourceChanges: 0 },
  };
  const constraints = readConstraints(world.constraints);
  if (options.enableCardUpdates) {
    for (const update of result.cardUpdates) applyUpdate(world, update, constraints, work);
  } else if (result.cardUpdates.length > 0) {
    work.warnings.push(
      issue('card_updates_disabled', `card updates are turned off; ${result.cardUpdates.length} ignored`),
    );
  }
  if (options.constraintMode === 'strict' && work.violations.length > 0) {
    for (const violation of work.violations)
      work.refusals.push({
        ...violation,
        code: 'constraints_blocked',
        message: `violates world constraints, commit blocked: ${violation.message}`,
      });
  }
  if (work.refusals.length > 0) return { ok: false, code: 'SAFE_COMMIT_BLOCKED', refusals: work.refusals };
  work.warnings.push(...work.violations);

  const cards = { ...world.cards };
  for (const [cardId, card] of work.cards) cards[cardId] = card as unknown as Card;
  const clocks = { ...world.clocks };
  if (options.enableNewClocks) addClocks(clocks, result.newClocks, options.now ?? Date.now(), work);
  else if (result.newClocks.length > 0)
    work.warnings.push(
      issue('new_clocks_disabled', `new clocks are turned off; ${result.newClocks.length} ignored`),
    );
  const resources = { ...world.resources };
  const resourceNames = Object.keys(result.resourceChanges);
  if (options.enableResourceChanges) changeResources(resources, result.resourceChanges, work);
  else if (resourceNames.length > 0)
    work.warnings.push(
      issue('resource_changes_disabled', `resource changes are turned off; ${resourceNames.length} ignored`),
    );
  return {
    ok: true,
    world: { ...world, cards, clocks, resources },
    effects: work.effects,
    warnings: work.warnings,
    applied: work.applied,
  };
}
