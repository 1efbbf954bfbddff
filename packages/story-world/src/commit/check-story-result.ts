/**
 * The AI story result checks (CONTEXT.md Rules: Safe commit › Result checks): errors make the
 * result unusable (the service answers VALIDATION_FAILED); warnings are shown and do not block.
 */
import type { StoryCardUpdate, StoryNewClock, StoryResult } from '@toolbox/kit/api-schemas';
import { finite, isRecord } from '../shapes';
import { issue, type StoryIssue } from './issues';

export type { StoryResult };

/** The story service's clock kinds (the API contract's `clockKinds`, kept here so zod is not bundled). */
export const STORY_CLOCK_KINDS = [
  'crisis',
  'countdown',
  'truth',
] as const satisfies readonly StoryNewClock['kind'][];
export const DEFAULT_CLOCK_KIND = 'countdown' satisfies StoryNewClock['kind'];

export const STORY_RESULT_LIMITS = {
  /** Story segment characters (code points, trimmed): fewer is "too short". */
  segmentMin: 100,
  /** More is "too long". */
  segmentMax: 2000,
  /** Summary characters: more asks to keep it within 50. */
  summaryMax: 100,
} as const;

export interface StoryResultCheck {
  errors: StoryIssue[];
  warnings: StoryIssue[];
  /** The result in the contract's shape; present only when there are no errors. */
  result?: StoryResult;
}

const characters = (value: string) => [...value.trim()].length;
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function readUpdate(raw: unknown, index: number, errors: StoryIssue[], warnings: StoryIssue[]) {
  const path = `cardUpdates.${index}`;
  if (!isRecord(raw)) {
    errors.push(issue('update_not_object', `card update ${index} is not an object`, { path }));
    return undefined;
  }
  const cardId = filled(raw.cardId) ? raw.cardId : undefined;
  if (!cardId) errors.push(issue('update_card_id', `card update ${index} has no string cardId`, { path }));
  if (!isRecord(raw.changes))
    errors.push(issue('update_changes', `card update ${index} has no changes object`, { path, cardId }));
  const reason = filled(raw.reason) ? raw.reason : undefined;
  if (!reason)
    warnings.push(issue('update_no_reason', `card update ${index} has no reason`, { path, cardId }));
  if (!cardId || !isRecord(raw.changes)) return undefined;
  const update: StoryCardUpdate = { cardId, changes: raw.changes };
  if (reason) update.reason = reason;
  return update;
}

function readClock(raw: unknown, index: number, errors: StoryIssue[], warnings: StoryIssue[]) {
  const path = `newClocks.${index}`;
  if (!isRecord(raw)) {
    errors.push(issue('clock_not_object', `new clock ${index} is not an object`, { path }));
    return undefined;
  }
  const clockId = filled(raw.id) ? raw.id : undefined;
  const where = { path, ...(clockId ? { clockId } : {}) };
  const before = errors.length;
  if (!clockId) errors.push(issue('clock_id', `new clock ${index} has no id`, where));
  if (!filled(raw.name)) errors.push(issue('clock_name', `new clock ${index} has no name`, where));
  if (!finite(raw.max) || raw.max <= 0)
    errors.push(issue('clock_max', `new clock ${index} max is not a positive number`, where));
  if (!finite(raw.value) || raw.value < 0)
    errors.push(issue('clock_value', `new clock ${index} value is negative or not a number`, where));
  if (errors.length > before || !clockId || !filled(raw.name) || !finite(raw.max) || !finite(raw.value))
    return undefined;
  if (raw.value > raw.max)
    warnings.push(issue('clock_over_max', `new clock ${clockId} value is above its max`, where));
  const kind = STORY_CLOCK_KINDS.find((known) => known === raw.kind) ?? DEFAULT_CLOCK_KIND;
  return { id: clockId, name: raw.name, max: raw.max, value: raw.value, kind } satisfies StoryNewClock;
}

function readList<Item>(
  raw: unknown,
  field: 'cardUpdates' | 'newClocks',
  readItem: (item: unknown, index: number) => Item | undefined,
  errors: StoryIssue[],
): Item[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    const code = field === 'cardUpdates' ? 'card_updates_not_list' : 'new_clocks_not_list';
    errors.push(issue(code, `${field} is not a list`, { path: field }));
    return [];
  }
  return raw.flatMap((item, index) => {
    const read = readItem(item, index);
    return read === undefined ? [] : [read];
  });
}

function readResourceChanges(raw: unknown, errors: StoryIssue[]): Record<string, number> {
  if (raw === undefined || raw === null) return {};
  if (!isRecord(raw)) {
    errors.push(
      issue('resource_changes_not_map', 'resourceChanges is not an object', { path: 'resourceChanges' }),
    );
    return {};
  }
  const entries: Array<[string, number]> = [];
  for (const [resource, change] of Object.entries(raw)) {
    if (finite(change)) entries.push([resource, change]);
    else
      errors.push(
        issue('resource_change_not_number', `resource change ${resource} is not a number`, {
          path: `resourceChanges.${resource}`,
          resource,
        }),
      );
  }
  // fromEntries defines own properties, so a resource named `__proto__` stays plain data.
  return Object.fromEntries(entries);
}

/**
 * Checks an AI story result of unknown shape. Errors: storySegment or summary missing or not a
 * string; a card update without a string cardId or a changes object; a new clock without an id or
 * a name, with a max that is not a positive number or a negative value; and (not in the product's
 * list, but the same failure) cardUpdates or newClocks that are not lists, resourceChanges that is
 * not an object of numbers. Warnings: a segment under 100 or over 2000 characters, a summary over
 * 100, a card update without a reason, a clock whose value is above its max. Missing optional parts
 * (title, lists, suggestions) take their empty value; a clock kind the service does not use becomes
 * countdown.
 */
export function checkStoryResult(result: unknown): StoryResultCheck {
  const errors: StoryIssue[] = [];
  const warnings: StoryIssue[] = [];
  if (!isRecord(result)) {
    errors.push(issue('result_not_object', 'the story result is not an object'));
    return { errors, warnings };
  }
  const { storySegment, summary } = result;
  if (typeof storySegment !== 'string')
    errors.push(
      issue('segment_missing', 'storySegment is missing or not a string', { path: 'storySegment' }),
    );
  else if (characters(storySegment) < STORY_RESULT_LIMITS.segmentMin)
    warnings.push(issue('segment_short', 'storySegment is too short', { path: 'storySegment' }));
  else if (characters(storySegment) > STORY_RESULT_LIMITS.segmentMax)
    warnings.push(issue('segment_long', 'storySegment is too long', { path: 'storySegment' }));
  if (typeof summary !== 'string')
    errors.push(issue('summary_missing', 'summary is missing or not a string', { path: 'summary' }));
  else if (characters(summary) > STORY_RESULT_LIMITS.summaryMax)
    warnings.push(
      issue('summary_long', 'summary is over 100 characters (keep it within 50)', { path: 'summary' }),
    );
  const cardUpdates = readList(
    result.cardUpdates,
    'cardUpdates',
    (item, index) => readUpdate(item, index, errors, warnings),
    errors,
  );
  const newClocks = readList(
    result.newClocks,
    'newClocks',
    (item, index) => readClock(item, index, errors, warnings),
    errors,
  );
  const resourceChanges = readResourceChanges(result.resourceChanges, errors);
  if (errors.length > 0 || typeof storySegment !== 'string' || typeof summary !== 'string')
    return { errors, warnings };
  return {
    errors,
    warnings,
    result: {
      storySegment,
      summary,
      title: typeof result.title === 'string' ? result.title : '',
      cardUpdates,
      newClocks,
      resourceChanges,
      nextSuggestions: Array.isArray(result.nextSuggestions)
        ? result.nextSuggestions.filter((item): item is string => typeof item === 'string')
        : [],
    },
  };
}
