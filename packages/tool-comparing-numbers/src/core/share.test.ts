import { describe, expect, it } from 'vitest';
import { parseSharedComparingNumbers } from './share';

const state = {
  tab: 'sort',
  compare: { left: '3/4', right: '0.7', isCompared: true },
  sort: { values: ['1/3', '0.3', '-2'], direction: 'desc', isSorted: false },
  practice: { difficulty: 'hard', questionCount: 20, timeLimit: 30, formats: ['percent', 'fraction'] },
};

describe('parseSharedComparingNumbers (CONTEXT.md § Link)', () => {
  it('takes a whole state', () => {
    expect(parseSharedComparingNumbers(state)).toEqual(state);
  });
  it('puts the formats in the notation order, each once', () => {
    const practice = { ...state.practice, formats: ['fraction', 'percent', 'fraction'] };
    expect(parseSharedComparingNumbers({ ...state, practice })?.practice.formats).toEqual([
      'percent',
      'fraction',
    ]);
  });
  it.each([
    ['an unknown tab', { ...state, tab: 'graph' }],
    ['a number that is not text', { ...state, compare: { ...state.compare, left: 3 } }],
    ['one sort row', { ...state, sort: { ...state.sort, values: ['1'] } }],
    ['eleven sort rows', { ...state, sort: { ...state.sort, values: Array(11).fill('1') } }],
    ['an unknown direction', { ...state, sort: { ...state.sort, direction: 'up' } }],
    ['a question count of 7', { ...state, practice: { ...state.practice, questionCount: 7 } }],
    ['a time limit of 5', { ...state, practice: { ...state.practice, timeLimit: 5 } }],
    ['an unknown notation', { ...state, practice: { ...state.practice, formats: ['roman'] } }],
    ['no practice settings', { ...state, practice: undefined }],
  ])('refuses %s', (_, raw) => {
    expect(parseSharedComparingNumbers(raw)).toBeUndefined();
  });
});
