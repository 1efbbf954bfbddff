import { describe, expect, it } from 'vitest';
import {
  AI_LABEL,
  childrenFromSplit,
  PROMPT_TOO_LONG,
  planSplit,
  SPLIT_MAX_CHILDREN,
  SPLIT_PROMPT_MAX,
  SPLIT_TITLE_MAX,
  splitFailureReason,
  splitInterruption,
  TITLE_MAX,
} from './split';

describe('limits (CONTEXT.md Rules: Input, AI split)', () => {
  it('has the ruled values', () => {
    expect([TITLE_MAX, SPLIT_PROMPT_MAX, SPLIT_TITLE_MAX, SPLIT_MAX_CHILDREN]).toEqual([800, 800, 140, 10]);
    expect(PROMPT_TOO_LONG).toBe('prompt too long (max 800)');
    expect(AI_LABEL).toBe('AI');
  });
});

describe('planSplit', () => {
  it('does nothing for a blank prompt', () => {
    expect(planSplit('   ', 'en')).toEqual({ kind: 'skip' });
  });
  it('refuses a prompt over 800 characters, accepts exactly 800', () => {
    expect(planSplit('x'.repeat(801), 'en')).toEqual({ kind: 'refuse', reason: 'prompt too long (max 800)' });
    expect(planSplit('x'.repeat(800), 'en').kind).toBe('call');
  });
  it('sends prompt, the current locale, maxChildren 10 and the default estimate 25', () => {
    expect(planSplit('  Plan a trip ', 'zh')).toEqual({
      kind: 'call',
      request: { prompt: 'Plan a trip', language: 'zh', maxChildren: 10, defaults: { estimateMinutes: 25 } },
    });
  });
});

describe('childrenFromSplit', () => {
  it('cuts titles to 140, keeps at most 10, normalises estimates and labels them AI', () => {
    const items = Array.from({ length: 12 }, (_, index) => ({
      title: index === 0 ? `  ${'t'.repeat(200)}  ` : `step ${index}`,
      ...(index === 1 ? { pomodoro: { estimateMinutes: 40 } } : {}),
      ...(index === 2 ? { labels: ['research', 'AI'] } : {}),
    }));
    const children = childrenFromSplit({ items, confidence: 0.7 });
    expect(children).toHaveLength(10);
    expect(children[0]?.title).toHaveLength(140);
    expect(children.map((child) => child.estimateMinutes).slice(0, 3)).toEqual([25, 40, 25]);
    expect(children[2]?.labels).toEqual(['AI', 'research']);
    expect(children[3]).toEqual({
      title: 'step 3',
      estimateMinutes: 25,
      labels: ['AI'],
      source: 'ai_split',
      confidence: 0.7,
    });
  });
  it('drops blank titles', () => {
    expect(
      childrenFromSplit({ items: [{ title: '   ' }, { title: 'ok' }], confidence: 1 }).map((c) => c.title),
    ).toEqual(['ok']);
  });
});

describe('splitFailureReason', () => {
  it("uses the error's text, else AI split failed", () => {
    expect(splitFailureReason(new Error('AI split failed (HTTP 502)'))).toBe('AI split failed (HTTP 502)');
    expect(splitFailureReason(new Error(''))).toBe('AI split failed');
    expect(splitFailureReason('x')).toBe('AI split failed');
  });
});

describe('splitInterruption', () => {
  it.each([
    [new DOMException('The user aborted a request.', 'AbortError'), 'cancelled'],
    [new DOMException('The operation timed out.', 'TimeoutError'), 'timedOut'],
    [new Error('model unavailable'), null],
    ['text', null],
  ] as const)('%s → %s', (error, expected) => {
    expect(splitInterruption(error)).toBe(expected);
  });
});
