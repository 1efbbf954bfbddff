import { describe, expect, it } from 'vitest';
import { checkSubmission, normaliseName } from './submission.ts';

const valid = { name: 'Bunny 123', score: 118, avgMs: 400, hits: 45, attempts: 50 };

describe('checkSubmission: accepted', () => {
  it.each([
    ['a normal round', valid, valid],
    ['no attempts at all', { ...valid, score: 0, avgMs: 0, hits: 0, attempts: 0 }, undefined],
    ['attempts without a hit', { ...valid, score: 0, avgMs: 0, hits: 0, attempts: 30 }, undefined],
    [
      'the attempts ceiling, 20 clicks/s',
      { ...valid, hits: 0, attempts: 1200, avgMs: 0, score: 0 },
      undefined,
    ],
    ['the fastest average, 80 ms', { ...valid, hits: 700, attempts: 700, avgMs: 80, score: 650 }, undefined],
    ['the slowest average, 5000 ms', { ...valid, hits: 12, attempts: 20, avgMs: 5000, score: 40 }, undefined],
    [
      'hits that just fit in the round',
      { ...valid, hits: 120, attempts: 120, avgMs: 500, score: 150 },
      undefined,
    ],
    ['a 24-character name', { ...valid, name: 'x'.repeat(24) }, undefined],
    ['24 characters counted as code points', { ...valid, name: '🐰'.repeat(24) }, undefined],
    ['extra fields are dropped', { ...valid, extra: true }, valid],
  ])('%s', (_case, body, expected) => {
    const check = checkSubmission(body);
    expect(check).toEqual({ ok: true, submission: expected ?? body });
  });

  it('stores the normalised name', () => {
    expect(checkSubmission({ ...valid, name: '  Sweet\t\tPea\n 42 ' })).toEqual({
      ok: true,
      submission: { ...valid, name: 'Sweet Pea 42' },
    });
  });
});

describe('checkSubmission: refused, naming the rule', () => {
  it.each([
    ['not an object', 'hello', 'body must be an object'],
    ['null body', null, 'body must be an object'],
    ['missing name', { ...valid, name: undefined }, 'name must be a string'],
    ['name not a string', { ...valid, name: 7 }, 'name must be a string'],
    ['blank name', { ...valid, name: ' \t ' }, 'name must not be blank'],
    ['name of only control characters', { ...valid, name: '\u0000\u0007' }, 'name must not be blank'],
    ['25-character name', { ...valid, name: 'x'.repeat(25) }, 'name must be at most 24 characters'],
    ['huge name', { ...valid, name: 'x'.repeat(10_000) }, 'name must be at most 24 characters'],
    ['score as a string', { ...valid, score: '118' }, 'score must be a number'],
    ['fractional hits', { ...valid, hits: 4.5 }, 'hits must be an integer'],
    ['fractional avgMs', { ...valid, avgMs: 400.2 }, 'avgMs must be an integer'],
    ['negative attempts', { ...valid, attempts: -1 }, 'attempts must be at least 0'],
    ['negative score', { ...valid, score: -5 }, 'score must be at least 0'],
    ['infinite score', { ...valid, score: Number.POSITIVE_INFINITY }, 'score must be'],
    ['more attempts than 20 clicks/s', { ...valid, attempts: 1201 }, 'attempts must be at most 1200'],
    ['more hits than attempts', { ...valid, hits: 51, attempts: 50 }, 'hits must not exceed attempts'],
    [
      'an average without hits',
      { ...valid, hits: 0, avgMs: 300, score: 0 },
      'avgMs must be 0 when there are no hits',
    ],
    ['hits without an average', { ...valid, avgMs: 0, score: 68 }, 'avgMs must be between 80 and 5000 ms'],
    ['inhumanly fast average', { ...valid, avgMs: 79, score: 366 }, 'avgMs must be between 80 and 5000 ms'],
    ['inhumanly slow average', { ...valid, avgMs: 5001 }, 'avgMs must be at most 5000'],
    [
      'hits × avgMs longer than the round',
      { ...valid, hits: 121, attempts: 121, avgMs: 500 },
      'must fit in the 60 s round',
    ],
    ['score one too high', { ...valid, score: 119 }, 'score must equal round(50 × hits/attempts'],
    ['score one too low', { ...valid, score: 117 }, '(118, not 117)'],
    ['score for no hits must be 0', { ...valid, hits: 0, avgMs: 0, score: 1 }, '(0, not 1)'],
  ])('%s', (_case, body, message) => {
    const check = checkSubmission(body);
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.problems.join('; ')).toContain(message);
  });

  it('names every broken rule at once', () => {
    const check = checkSubmission({ ...valid, name: '', hits: 60, attempts: 50 });
    expect(check).toEqual({
      ok: false,
      problems: ['name must not be blank', 'hits must not exceed attempts'],
    });
  });
});

describe('normaliseName', () => {
  it.each([
    ['  Lucky Cat 777  ', 'Lucky Cat 777'],
    ['a\t\tb\r\nc', 'a b c'],
    ['no\u0000nul\u007fdel\u0085nel', 'nonuldelnel'],
    ['bidi\u202Eevil\u2066', 'bidievil'],
    ['a \u0007 b', 'a b'],
    ['ideographic\u3000space', 'ideographic space'],
    ['小兔子 520', '小兔子 520'],
    ['e\u0301', 'é'],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseName(raw)).toBe(expected);
  });
});
