import { AI_LIMITS, drawingPromptResultSchema } from '@toolbox/kit/api-schemas';
import { describe, expect, it } from 'vitest';
import {
  CORE_IDEA_MAX,
  coreIdeaProblem,
  type Generation,
  generationReducer,
  PROMPT_SECTIONS,
  parsePromptResult,
} from './prompt';
import { SAMPLE_RESULT } from './test-fixtures';

const RESULT = SAMPLE_RESULT;

describe('drawing-prompt-generator input', () => {
  it.each([
    ['', 'required'],
    ['   \n\t ', 'required'],
    ['a cat', undefined],
    ['x'.repeat(1000), undefined],
    ['x'.repeat(1001), 'tooLong'],
    [`  ${'x'.repeat(1000)}  `, undefined],
  ])('the core idea %j is %s (non-blank after trimming, at most the server’s 1000)', (text, problem) => {
    expect(coreIdeaProblem(text)).toBe(problem);
  });

  it('uses the server’s limit', () => {
    expect(CORE_IDEA_MAX).toBe(AI_LIMITS.coreIdeaMax);
  });
});

describe('drawing-prompt-generator result', () => {
  it('takes a result the server’s schema takes', () => {
    expect(drawingPromptResultSchema.safeParse(RESULT).success).toBe(true);
    expect(parsePromptResult(RESULT)).toEqual(RESULT);
  });

  it.each([
    ['no full prompt', { ...RESULT, fullPrompt: '' }],
    ['a blank subject', { ...RESULT, prompt: { ...RESULT.prompt, subject: '' } }],
    ['a missing style', { ...RESULT, prompt: { ...RESULT.prompt, style: undefined } }],
    ['a field over 300 characters', { ...RESULT, prompt: { ...RESULT.prompt, setting: 'x'.repeat(301) } }],
    ['a ratio that is not W:H', { ...RESULT, parameters: { ...RESULT.parameters, aspectRatio: 'wide' } }],
    ['chaos over 100', { ...RESULT, parameters: { ...RESULT.parameters, chaos: 101 } }],
    ['a fractional stylize', { ...RESULT, parameters: { ...RESULT.parameters, stylize: 2.5 } }],
    ['not an object', 'a lighthouse'],
  ])('refuses %s, as the server’s schema does', (_, value) => {
    expect(drawingPromptResultSchema.safeParse(value).success).toBe(false);
    expect(parsePromptResult(value)).toBeUndefined();
  });

  it('shows every field of the result in the spec’s four sections, in order', () => {
    expect(PROMPT_SECTIONS.map((section) => section.id)).toEqual([
      'scene',
      'composition',
      'style',
      'parameters',
    ]);
    const values = PROMPT_SECTIONS.flatMap((section) => section.fields.map((field) => field.value(RESULT)));
    expect(values).toEqual([
      'a lighthouse',
      'a stormy coast at night',
      'low angle',
      '35 mm',
      'rule of thirds',
      'lightning',
      'dramatic',
      'oil painting',
      'Turner',
      'thick brushwork',
      'deep blues',
      '16:9',
      '20',
      '250',
    ]);
  });
});

describe('drawing-prompt-generator generation states', () => {
  const generating = generationReducer({ status: 'idle' }, { type: 'start', request: 1 });

  it('streams tokens into the preview, then the final result replaces it', () => {
    let state: Generation = generating;
    state = generationReducer(state, { type: 'token', request: 1, delta: 'a light' });
    state = generationReducer(state, { type: 'token', request: 1, delta: 'house' });
    expect(state).toEqual({ status: 'generating', request: 1, preview: 'a lighthouse' });
    expect(generationReducer(state, { type: 'done', request: 1, result: RESULT })).toEqual({
      status: 'done',
      result: RESULT,
    });
  });

  it('ends in error or cancelled, keeping what had streamed', () => {
    const streamed = generationReducer(generating, { type: 'token', request: 1, delta: 'half' });
    expect(generationReducer(streamed, { type: 'fail', request: 1, message: 'busy' })).toEqual({
      status: 'error',
      message: 'busy',
      preview: 'half',
    });
    expect(generationReducer(streamed, { type: 'cancel', request: 1 })).toEqual({
      status: 'cancelled',
      preview: 'half',
    });
  });

  it('ignores the late tokens, result and error of a request a newer one replaced', () => {
    const newer = generationReducer(generating, { type: 'start', request: 2 });
    for (const late of [
      { type: 'token', request: 1, delta: 'old' },
      { type: 'done', request: 1, result: RESULT },
      { type: 'fail', request: 1, message: 'aborted' },
      { type: 'cancel', request: 1 },
    ] as const)
      expect(generationReducer(newer, late)).toBe(newer);
  });
});
