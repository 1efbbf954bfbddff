import { describe, expect, it } from 'vitest';
import { checkStoryResult } from './check-story-result';

const segment = 'A'.repeat(600);
const clock = { id: 'clock_1', name: 'Storm', max: 6, value: 1, kind: 'crisis' };
const update = { cardId: 'hero', changes: { 'resources.gold': 3 }, reason: 'paid' };
const sound = {
  storySegment: segment,
  summary: 'The storm comes.',
  title: 'Storm',
  cardUpdates: [update],
  newClocks: [clock],
  resourceChanges: { gold: -2 },
  nextSuggestions: ['Run', 'Hide'],
};
const codes = (issues: Array<{ code: string }>) => issues.map((found) => found.code);

describe('checkStoryResult', () => {
  it('accepts a sound result and gives it back in the contract shape', () => {
    expect(checkStoryResult(sound)).toEqual({ errors: [], warnings: [], result: sound });
  });

  it('refuses a result that is not an object', () => {
    expect(checkStoryResult('text')).toEqual({
      errors: [{ code: 'result_not_object', message: 'the story result is not an object' }],
      warnings: [],
    });
  });

  it.each([
    ['storySegment missing', { storySegment: undefined }, 'segment_missing'],
    ['storySegment not a string', { storySegment: 42 }, 'segment_missing'],
    ['summary missing', { summary: undefined }, 'summary_missing'],
    ['summary not a string', { summary: ['a'] }, 'summary_missing'],
    ['card update without a string cardId', { cardUpdates: [{ ...update, cardId: 7 }] }, 'update_card_id'],
    ['card update with an empty cardId', { cardUpdates: [{ ...update, cardId: ' ' }] }, 'update_card_id'],
    ['card update without changes', { cardUpdates: [{ cardId: 'hero', reason: 'r' }] }, 'update_changes'],
    ['card update whose changes is a list', { cardUpdates: [{ ...update, changes: [] }] }, 'update_changes'],
    ['card update that is not an object', { cardUpdates: ['hero'] }, 'update_not_object'],
    ['cardUpdates not a list', { cardUpdates: { hero: {} } }, 'card_updates_not_list'],
    ['new clock without an id', { newClocks: [{ ...clock, id: undefined }] }, 'clock_id'],
    ['new clock without a name', { newClocks: [{ ...clock, name: '' }] }, 'clock_name'],
    ['new clock max zero', { newClocks: [{ ...clock, max: 0 }] }, 'clock_max'],
    ['new clock max not a number', { newClocks: [{ ...clock, max: '6' }] }, 'clock_max'],
    ['new clock value negative', { newClocks: [{ ...clock, value: -1 }] }, 'clock_value'],
    ['new clock that is not an object', { newClocks: [null] }, 'clock_not_object'],
    ['newClocks not a list', { newClocks: 'none' }, 'new_clocks_not_list'],
    ['resourceChanges not an object', { resourceChanges: [1] }, 'resource_changes_not_map'],
    ['resource change not a number', { resourceChanges: { gold: '5' } }, 'resource_change_not_number'],
  ])('error: %s', (_name, patch, code) => {
    const check = checkStoryResult({ ...sound, ...patch });
    expect(codes(check.errors)).toEqual([code]);
    expect(check.result).toBeUndefined();
  });

  it.each([
    ['segment under 100 characters', { storySegment: 'x'.repeat(99) }, 'segment_short'],
    ['segment over 2000 characters', { storySegment: 'x'.repeat(2001) }, 'segment_long'],
    ['summary over 100 characters', { summary: 'x'.repeat(101) }, 'summary_long'],
    ['card update without a reason', { cardUpdates: [{ cardId: 'hero', changes: {} }] }, 'update_no_reason'],
    ['card update with a blank reason', { cardUpdates: [{ ...update, reason: ' ' }] }, 'update_no_reason'],
    ['clock value above max', { newClocks: [{ ...clock, value: 7 }] }, 'clock_over_max'],
  ])('warning: %s', (_name, patch, code) => {
    const check = checkStoryResult({ ...sound, ...patch });
    expect(check.errors).toEqual([]);
    expect(codes(check.warnings)).toEqual([code]);
    expect(check.result).toBeDefined();
  });

  it('counts characters, not UTF-16 units, of the trimmed text', () => {
    expect(codes(checkStoryResult({ ...sound, storySegment: `  ${'字'.repeat(100)}  ` }).warnings)).toEqual(
      [],
    );
    expect(codes(checkStoryResult({ ...sound, storySegment: '😀'.repeat(99) }).warnings)).toEqual([
      'segment_short',
    ]);
    expect(codes(checkStoryResult({ ...sound, summary: '😀'.repeat(100) }).warnings)).toEqual([]);
    expect(codes(checkStoryResult({ ...sound, storySegment: 'x'.repeat(100) }).warnings)).toEqual([]);
    expect(codes(checkStoryResult({ ...sound, storySegment: 'x'.repeat(2000) }).warnings)).toEqual([]);
  });

  it('gives missing optional parts their empty value and an unknown clock kind countdown', () => {
    const check = checkStoryResult({
      storySegment: segment,
      summary: 's',
      newClocks: [{ ...clock, kind: 'doom' }],
      nextSuggestions: ['a', 3],
    });
    expect(check.result).toEqual({
      storySegment: segment,
      summary: 's',
      title: '',
      cardUpdates: [],
      newClocks: [{ ...clock, kind: 'countdown' }],
      resourceChanges: {},
      nextSuggestions: ['a'],
    });
  });

  it('names where each issue arose', () => {
    const check = checkStoryResult({ ...sound, cardUpdates: [update, { cardId: 'x', changes: {} }] });
    expect(check.warnings).toEqual([
      {
        code: 'update_no_reason',
        message: 'card update 1 has no reason',
        path: 'cardUpdates.1',
        cardId: 'x',
      },
    ]);
  });

  it('lists every error at once', () => {
    const check = checkStoryResult({ cardUpdates: [{}], newClocks: [{ max: -1, value: -1 }] });
    expect(codes(check.errors)).toEqual([
      'segment_missing',
      'summary_missing',
      'update_card_id',
      'update_changes',
      'clock_id',
      'clock_name',
      'clock_max',
      'clock_value',
    ]);
  });
});
