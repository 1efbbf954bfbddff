import {
  type DrawingPromptRequest,
  drawingPromptRequestSchema,
  drawingPromptResultSchema,
} from '@toolbox/kit/api-schemas';
import { describe, expect, it } from 'vitest';
import { drawingPromptOutputSchema, drawingPromptTask } from '../tasks/drawing-prompt.ts';
import { composeDrawingPrompt } from './drawing-prompt.ts';

const compose = (request: DrawingPromptRequest) =>
  composeDrawingPrompt(drawingPromptRequestSchema.parse(request));

describe('composeDrawingPrompt', () => {
  it.each<[string, 'en' | 'zh']>([
    ['a fox reading under a lantern at night', 'en'],
    ['portrait of an old fisherman, oil painting', 'en'],
    ['cyberpunk city street in the rain', 'en'],
    ['x', 'en'],
    ['夕阳下的雪山，水彩风格', 'zh'],
    ['一只在森林里睡觉的猫', 'zh'],
    ['a'.repeat(1000), 'en'],
  ])('fills every field for %j (%s)', (coreIdea, locale) => {
    const input = drawingPromptRequestSchema.parse({ promptData: { coreIdea }, locale });
    const result = composeDrawingPrompt(input);
    expect(drawingPromptResultSchema.safeParse(result).success).toBe(true);
    expect(drawingPromptOutputSchema.safeParse(result).success).toBe(true);
    expect(drawingPromptTask.finish(result, input).result).toEqual(result);
    expect(result.fullPrompt).toContain(`--ar ${result.parameters.aspectRatio}`);
  });

  it.each<[string, Partial<Record<string, string>>]>([
    ['portrait of a girl', { aspectRatio: '2:3' }],
    ['a dragon over the mountains', { aspectRatio: '4:5', artStyle: 'epic fantasy illustration' }],
    ['perfume bottle product shot', { aspectRatio: '1:1' }],
    [
      'misty forest landscape',
      { aspectRatio: '16:9', setting: 'an ancient forest with mossy trunks and drifting mist' },
    ],
    ['a neon cyberpunk alley', { type: 'neon signs and wet reflections', mood: 'electric' }],
    ['a lighthouse at sunset', { mood: 'nostalgic' }],
    ['a red umbrella, watercolour', { artStyle: 'loose watercolour' }],
  ])('reads the idea: %j', (coreIdea, expected) => {
    const result = compose({ promptData: { coreIdea }, locale: 'en' });
    const flat: Record<string, string> = {
      aspectRatio: result.parameters.aspectRatio,
      artStyle: result.prompt.style.artStyle,
      setting: result.prompt.setting,
      type: result.prompt.lighting.type,
      mood: result.prompt.lighting.mood,
    };
    expect(flat).toMatchObject(expected);
  });

  it('names colours from the idea and keeps parameters in range', () => {
    const result = compose({ promptData: { coreIdea: 'a red umbrella' } });
    expect(result.prompt.style.color).toContain('red');
    expect(result.parameters.chaos).toBeGreaterThanOrEqual(0);
    expect(result.parameters.chaos).toBeLessThanOrEqual(100);
    expect(result.parameters.stylize).toBeLessThanOrEqual(1000);
  });

  it('writes Chinese for the zh locale and is deterministic', () => {
    const request: DrawingPromptRequest = { promptData: { coreIdea: '月夜下的古城' }, locale: 'zh' };
    const result = compose(request);
    expect(result.prompt.lighting.type).toBe('月光与冷色轮廓光');
    expect(result.fullPrompt).toMatch(/^月夜下的古城，/);
    expect(compose(request)).toEqual(result);
  });

  it('requires a non-blank core idea', () => {
    expect(drawingPromptRequestSchema.safeParse({ promptData: { coreIdea: '  ' } }).success).toBe(false);
  });
});
