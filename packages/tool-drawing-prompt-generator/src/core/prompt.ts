// Types only: the page does not carry zod (the server validates with the schema; a test keeps
// the check below in step with it).
import type { DrawingPromptResult } from '@toolbox/kit/api-schemas';

/** The longest core idea the server takes (`AI_LIMITS.coreIdeaMax`; a test checks they agree). */
export const CORE_IDEA_MAX = 1000;

export type CoreIdeaProblem = 'required' | 'tooLong';

/** The spec's check: the core idea must not be blank once trimmed; the server's limit too. */
export function coreIdeaProblem(text: string): CoreIdeaProblem | undefined {
  const idea = text.trim();
  if (idea === '') return 'required';
  if (idea.length > CORE_IDEA_MAX) return 'tooLong';
  return undefined;
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isWhole = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The server's final result, checked again here as `drawingPromptResultSchema` says (every field
 * text of 1–300 characters, the full prompt up to 4000, `W:H`, chaos 0–100, stylize 0–1000): a
 * malformed one is an error, never shown half.
 */
export function parsePromptResult(value: unknown): DrawingPromptResult | undefined {
  if (!isObject(value) || !isText(value.fullPrompt, 4000)) return undefined;
  const { prompt, parameters } = value;
  if (!isObject(prompt) || !isObject(parameters)) return undefined;
  const { composition, lighting, style } = prompt;
  if (!isObject(composition) || !isObject(lighting) || !isObject(style)) return undefined;
  const texts = [
    prompt.subject,
    prompt.setting,
    composition.angle,
    composition.camera,
    composition.layout,
    lighting.type,
    lighting.mood,
    style.artStyle,
    style.artist,
    style.rendering,
    style.color,
  ];
  if (!texts.every((text) => isText(text, 300))) return undefined;
  if (typeof parameters.aspectRatio !== 'string' || !/^\d{1,3}:\d{1,3}$/.test(parameters.aspectRatio))
    return undefined;
  if (!isWhole(parameters.chaos, 100) || !isWhole(parameters.stylize, 1000)) return undefined;
  return value as unknown as DrawingPromptResult;
}

export type FieldKey =
  | 'subject'
  | 'setting'
  | 'angle'
  | 'camera'
  | 'layout'
  | 'lightingType'
  | 'mood'
  | 'artStyle'
  | 'artist'
  | 'rendering'
  | 'color'
  | 'aspectRatio'
  | 'chaos'
  | 'stylize';

export interface PromptSection {
  id: 'scene' | 'composition' | 'style' | 'parameters';
  fields: readonly { key: FieldKey; value: (result: DrawingPromptResult) => string }[];
}

/** The structured card's sections, in the spec's order. */
export const PROMPT_SECTIONS: readonly PromptSection[] = [
  {
    id: 'scene',
    fields: [
      { key: 'subject', value: (result) => result.prompt.subject },
      { key: 'setting', value: (result) => result.prompt.setting },
    ],
  },
  {
    id: 'composition',
    fields: [
      { key: 'angle', value: (result) => result.prompt.composition.angle },
      { key: 'camera', value: (result) => result.prompt.composition.camera },
      { key: 'layout', value: (result) => result.prompt.composition.layout },
      { key: 'lightingType', value: (result) => result.prompt.lighting.type },
      { key: 'mood', value: (result) => result.prompt.lighting.mood },
    ],
  },
  {
    id: 'style',
    fields: [
      { key: 'artStyle', value: (result) => result.prompt.style.artStyle },
      { key: 'artist', value: (result) => result.prompt.style.artist },
      { key: 'rendering', value: (result) => result.prompt.style.rendering },
      { key: 'color', value: (result) => result.prompt.style.color },
    ],
  },
  {
    id: 'parameters',
    fields: [
      { key: 'aspectRatio', value: (result) => result.parameters.aspectRatio },
      { key: 'chaos', value: (result) => String(result.parameters.chaos) },
      { key: 'stylize', value: (result) => String(result.parameters.stylize) },
    ],
  },
];

/** The spec's generation states: idle, generating (tokens into the preview), done, error, cancelled. */
export type Generation =
  | { status: 'idle' }
  | { status: 'generating'; request: number; preview: string }
  | { status: 'done'; result: DrawingPromptResult }
  | { status: 'error'; message: string; preview: string }
  | { status: 'cancelled'; preview: string };

export type GenerationAction =
  | { type: 'start'; request: number }
  | { type: 'token'; request: number; delta: string }
  | { type: 'done'; request: number; result: DrawingPromptResult }
  | { type: 'fail'; request: number; message: string }
  | { type: 'cancel'; request: number };

/**
 * The generation's state machine. Every action names its request: a new request replaces the
 * prior one, whose late tokens, result or error are ignored (the spec: a new request aborts it).
 * The final result replaces the preview; an error or a cancel keeps what had streamed.
 */
export function generationReducer(state: Generation, action: GenerationAction): Generation {
  if (action.type === 'start') return { status: 'generating', request: action.request, preview: '' };
  if (state.status !== 'generating' || state.request !== action.request) return state;
  switch (action.type) {
    case 'token':
      return { ...state, preview: state.preview + action.delta };
    case 'done':
      return { status: 'done', result: action.result };
    case 'fail':
      return { status: 'error', message: action.message, preview: state.preview };
    case 'cancel':
      return { status: 'cancelled', preview: state.preview };
  }
}
