// The contract between api-worker's AI endpoints and their clients: request schemas (with the
// spec's limits), response schemas and stream event shapes. api-worker validates with these; the
// browser client (`api-client`) only imports their types, so zod stays out of its bundle.
//
// This module must stay self-contained (imports from `zod` only, no relative imports): api-worker
// runs its TypeScript directly under Node's type stripping, which cannot resolve kit's
// extension-less relative imports.
import { z } from 'zod';

/** CONTEXT.md Rules: AI contract (split, card and drawing-prompt limits). */
export const AI_LIMITS = {
  /** A split prompt, after trimming. */
  splitPromptMax: 800,
  /** An AI sub-task title is cut to this length. */
  splitTitleMax: 140,
  /** At most this many AI sub-tasks (and the default maxChildren). */
  splitMaxChildren: 10,
  defaultEstimateMinutes: 25,
  cardNameMax: 60,
  cardSummaryMax: 300,
  cardTagsMax: 10,
  /** Each tag of an AI result is cut to this length. */
  cardTagMax: 30,
  /** Extra guidance sent with a card generation. */
  cardPromptMax: 2000,
  customUserTextMax: 4000,
  maxSuggestions: 5,
  /** CONTEXT.md Rules: AI contract › Drawing prompt. */
  coreIdeaMax: 1000,
} as const;

export const aiLocaleSchema = z.enum(['en', 'zh']);
export type AiLocale = z.infer<typeof aiLocaleSchema>;

/** Accepts a locale tag such as `zh`, `zh-CN` or `en-GB`; anything not Chinese is English. */
const localeInputSchema = z
  .string()
  .max(35)
  .transform((value): AiLocale => (value.trim().toLowerCase().startsWith('zh') ? 'zh' : 'en'));

export const aiEngineSchema = z.enum(['offline', 'openai']);
export type AiEngine = z.infer<typeof aiEngineSchema>;

/** Extra, non-spec field on every AI response: which engine answered (the UI names the offline one). */
export const aiMetaSchema = z.object({
  engine: aiEngineSchema,
  model: z.string(),
  /** Non-blocking remarks on the result (the story result checks' warnings). */
  warnings: z.array(z.string()).optional(),
});
export type AiMeta = z.infer<typeof aiMetaSchema>;

/** Codes of AI failures (CONTEXT.md Rules: AI contract › Errors); HTTP statuses are in api-worker `errors.ts`. */
export const aiErrorCodes = [
  'BAD_REQUEST',
  'RATE_LIMIT',
  'API_ERROR',
  'GENERATION_FAILED',
  'PARSE_ERROR',
  'VALIDATION_FAILED',
] as const;
export type AiErrorCode = (typeof aiErrorCodes)[number];

/** Body of every non-OK AI response: `error` for the to-do and drawing clients, `message` + `code` for the story builder. */
export const aiErrorBodySchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type AiErrorBody = z.infer<typeof aiErrorBodySchema>;

// ---------------------------------------------------------------------------------------------
// To-do AI split (CONTEXT.md Rules: AI contract › Split limits)

/** Whole minutes, at least 1; anything else falls back to the default 25 (CONTEXT.md Rules: AI contract › Split limits). */
const estimateInputSchema = z
  .number()
  .transform(Math.round)
  .pipe(z.number().int().min(1))
  .catch(AI_LIMITS.defaultEstimateMinutes);

export const aiSplitRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'prompt is blank')
    .max(AI_LIMITS.splitPromptMax, `prompt too long (max ${AI_LIMITS.splitPromptMax})`),
  language: localeInputSchema.default('en'),
  maxChildren: z.number().int().min(1).max(AI_LIMITS.splitMaxChildren).default(AI_LIMITS.splitMaxChildren),
  defaults: z
    .object({ estimateMinutes: estimateInputSchema })
    .default({ estimateMinutes: AI_LIMITS.defaultEstimateMinutes }),
});
export type AiSplitRequest = z.input<typeof aiSplitRequestSchema>;
export type AiSplitInput = z.output<typeof aiSplitRequestSchema>;

export const aiSplitItemSchema = z.object({
  title: z.string().min(1).max(AI_LIMITS.splitTitleMax),
  labels: z.array(z.string().min(1).max(AI_LIMITS.cardTagMax)).max(AI_LIMITS.cardTagsMax).optional(),
  pomodoro: z.object({ estimateMinutes: z.number().int().min(1) }).optional(),
});
export type AiSplitItem = z.infer<typeof aiSplitItemSchema>;

export const aiSplitResponseSchema = z.object({
  items: z.array(aiSplitItemSchema).max(AI_LIMITS.splitMaxChildren),
  confidence: z.number().min(0).max(1),
  meta: aiMetaSchema.optional(),
});
export type AiSplitResponse = z.infer<typeof aiSplitResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Story-world cards (CONTEXT.md Rules: AI contract › Card limits)

export const cardTypes = [
  'CoreConcept',
  'Character',
  'Environment',
  'SpecialObject',
  'Faction',
  'Goal',
] as const;
export const cardTypeSchema = z.enum(cardTypes);
export type CardType = z.infer<typeof cardTypeSchema>;

/** The type-specific text fields of an AI card patch and their limits (CONTEXT.md Rules: AI contract › Card limits). */
export const cardPatchTextFields = {
  CoreConcept: { statement: 160 },
  Character: { desire: 120, fear: 120, belief: 120 },
  Environment: { image: 200, rule: 160, secret: 160 },
  SpecialObject: { anomaly: 160, costRule: 160 },
  Faction: { stance: 120 },
  Goal: { successCondition: 160 },
} as const satisfies Record<CardType, Record<string, number>>;

/** AI card patch: name, summary, tags and the type-specific text fields (each optional). */
export const cardPatchSchema = z.object({
  name: z.string().min(1).max(AI_LIMITS.cardNameMax).optional(),
  summary: z.string().min(1).max(AI_LIMITS.cardSummaryMax).optional(),
  tags: z.array(z.string().min(1).max(AI_LIMITS.cardTagMax)).max(AI_LIMITS.cardTagsMax).optional(),
  statement: z.string().min(1).max(160).optional(),
  desire: z.string().min(1).max(120).optional(),
  fear: z.string().min(1).max(120).optional(),
  belief: z.string().min(1).max(120).optional(),
  image: z.string().min(1).max(200).optional(),
  rule: z.string().min(1).max(160).optional(),
  secret: z.string().min(1).max(160).optional(),
  anomaly: z.string().min(1).max(160).optional(),
  costRule: z.string().min(1).max(160).optional(),
  stance: z.string().min(1).max(120).optional(),
  successCondition: z.string().min(1).max(160).optional(),
});
export type CardPatch = z.infer<typeof cardPatchSchema>;

/** Body of both card-generate endpoints. `prompt` carries optional extra guidance. */
export const cardGenerateRequestSchema = z.object({
  type: cardTypeSchema,
  name: z
    .string()
    .trim()
    .max(AI_LIMITS.cardNameMax, `name too long (max ${AI_LIMITS.cardNameMax})`)
    .default(''),
  summary: z
    .string()
    .trim()
    .min(1, 'summary required')
    .max(AI_LIMITS.cardSummaryMax, `summary too long (max ${AI_LIMITS.cardSummaryMax})`),
  locale: localeInputSchema.default('zh'),
  prompt: z
    .string()
    .trim()
    .max(AI_LIMITS.cardPromptMax, `prompt too long (max ${AI_LIMITS.cardPromptMax})`)
    .optional(),
});
export type CardGenerateRequest = z.input<typeof cardGenerateRequestSchema>;
export type CardGenerateInput = z.output<typeof cardGenerateRequestSchema>;

const CARD_TYPE_WORDS: ReadonlyArray<[RegExp, CardType]> = [
  [/\bcore\s?concept\b|核心概念/i, 'CoreConcept'],
  [/\bcharacter\b|角色/i, 'Character'],
  [/\benvironment\b|环境/i, 'Environment'],
  [/\bspecial\s?object\b|特殊物品/i, 'SpecialObject'],
  [/\bfaction\b|势力/i, 'Faction'],
  [/\bgoal\b|目标/i, 'Goal'],
];

/** The card type a free prompt names first ("a Faction of smugglers" → Faction), if any. */
export function cardTypeNamedIn(prompt: string): CardType | undefined {
  let first: { at: number; type: CardType } | undefined;
  for (const [pattern, type] of CARD_TYPE_WORDS) {
    const at = prompt.search(pattern);
    if (at >= 0 && (!first || at < first.at)) first = { at, type };
  }
  return first?.type;
}

/**
 * The original client's body, `{ prompt }` alone (CONTEXT.md Rules: AI contract › Card prompt
 * body), as the structured one: the type given, else the first one the prompt names, else
 * CoreConcept; the prompt's first 300 characters as the summary; the whole prompt as guidance.
 * Any other body passes through unchanged.
 */
export function cardRequestFromPrompt(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if ('summary' in record || typeof record.prompt !== 'string') return body;
  const prompt = record.prompt.trim();
  return {
    ...record,
    type: record.type ?? cardTypeNamedIn(prompt) ?? 'CoreConcept',
    summary: prompt.slice(0, AI_LIMITS.cardSummaryMax),
  };
}

/** Both card-generate bodies: the structured one, or the original `{ prompt }`. */
export const cardGenerateAnyRequestSchema = z.preprocess(cardRequestFromPrompt, cardGenerateRequestSchema);

/** `done.data.final` of the card stream and the body of a successful POST /api/ai/card-generate. */
export const cardGenerateResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ cardPatch: cardPatchSchema }),
  error: z.null(),
});
export type CardGenerateResult = z.infer<typeof cardGenerateResultSchema>;

export const cardGenerateResponseSchema = cardGenerateResultSchema.extend({ meta: aiMetaSchema.optional() });
export type CardGenerateResponse = z.infer<typeof cardGenerateResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Story generation (CONTEXT.md Rules: AI contract › Story lengths)

const cardText = z.string().max(2000);

/** A full card as the story tool stores it; unknown extra fields pass through untouched. */
export const storyCardSchema = z.looseObject({
  id: z.string().min(1).max(200),
  /** Not an enum: a stored card may carry a type this version does not know. */
  type: z.string().min(1).max(60),
  name: z.string().max(200).default(''),
  summary: cardText.default(''),
  tags: z.array(z.string().max(100)).max(50).optional(),
  statement: cardText.optional(),
  tension: z.number().optional(),
  constraints: z.array(cardText).max(50).optional(),
  desire: cardText.optional(),
  fear: cardText.optional(),
  belief: cardText.optional(),
  resources: z.record(z.string(), z.number()).optional(),
  relations: z.record(z.string(), z.number()).optional(),
  image: cardText.optional(),
  rule: cardText.optional(),
  secret: cardText.optional(),
  clocks: z.array(z.looseObject({ id: z.string().optional(), name: z.string().optional() })).optional(),
  anomaly: cardText.optional(),
  costRule: cardText.optional(),
  durability: z.number().nullable().optional(),
  stance: cardText.optional(),
  reputation: z.record(z.string(), z.number()).optional(),
  successCondition: cardText.optional(),
});
export type StoryCard = z.infer<typeof storyCardSchema>;

export const storyLengths = ['short', 'medium', 'long'] as const;
/** Characters of story text per length (CONTEXT.md Rules: AI contract › Story lengths). */
export const storyLengthRange = {
  short: { min: 300, max: 500 },
  medium: { min: 500, max: 800 },
  long: { min: 800, max: 1200 },
} as const;

/** GenerationOptions with its defaults (CONTEXT.md Rules: AI contract › Story lengths). */
export const generationOptionsSchema = z.object({
  enableCardUpdates: z.boolean().default(true),
  enableResourceChanges: z.boolean().default(true),
  enableNewClocks: z.boolean().default(true),
  maxSuggestions: z.number().int().min(0).max(AI_LIMITS.maxSuggestions).default(3),
  storyLength: z.enum(storyLengths).default('medium'),
  constraintMode: z.enum(['lenient', 'strict']).default('lenient'),
});
export type GenerationOptions = z.output<typeof generationOptionsSchema>;

export const storyGenerateRequestSchema = z.object({
  promptData: z.object({
    selectedCards: z.array(storyCardSchema).min(1, 'select at least one card').max(60),
    /** Summaries of all pages so far, joined by newlines. */
    previousSummary: z.string().max(20_000).default(''),
    /** Free-text constraints, e.g. the last 500 characters of the page being continued. */
    promptConstraints: z.string().max(8000).optional(),
    styleReference: z.string().max(200).optional(),
    customUserText: z
      .string()
      .max(AI_LIMITS.customUserTextMax, `customUserText too long (max ${AI_LIMITS.customUserTextMax})`)
      .optional(),
    resolverContext: z.looseObject({ selectedCardIds: z.array(z.string().max(200)).max(200) }).optional(),
    generationOptions: generationOptionsSchema.default(generationOptionsSchema.parse({})),
  }),
  /** Language of the story; when absent it follows the cards' text (Chinese if they contain any). */
  locale: localeInputSchema.optional(),
});
export type StoryGenerateRequest = z.input<typeof storyGenerateRequestSchema>;
export type StoryGenerateInput = z.output<typeof storyGenerateRequestSchema>;

export const clockKinds = ['crisis', 'countdown', 'truth'] as const;

export const storyCardUpdateSchema = z.object({
  cardId: z.string().min(1),
  changes: z.record(z.string(), z.unknown()),
  reason: z.string().optional(),
});
export type StoryCardUpdate = z.infer<typeof storyCardUpdateSchema>;

export const storyNewClockSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  max: z.number().positive(),
  value: z.number().min(0),
  kind: z.enum(clockKinds),
});
export type StoryNewClock = z.infer<typeof storyNewClockSchema>;

/** AI story result; the story result checks' errors are schema failures here. */
export const storyResultSchema = z.object({
  storySegment: z.string(),
  summary: z.string(),
  title: z.string(),
  cardUpdates: z.array(storyCardUpdateSchema),
  newClocks: z.array(storyNewClockSchema),
  resourceChanges: z.record(z.string(), z.number()),
  nextSuggestions: z.array(z.string()),
});
export type StoryResult = z.infer<typeof storyResultSchema>;

export const storyGenerateResponseSchema = z.object({
  success: z.literal(true),
  data: storyResultSchema,
  meta: aiMetaSchema.optional(),
});
export type StoryGenerateResponse = z.infer<typeof storyGenerateResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Drawing prompt generator (CONTEXT.md Rules: AI contract › Drawing prompt)

export const drawingPromptRequestSchema = z.object({
  promptData: z.object({
    coreIdea: z
      .string()
      .trim()
      .min(1, 'core idea required')
      .max(AI_LIMITS.coreIdeaMax, `core idea too long (max ${AI_LIMITS.coreIdeaMax})`),
  }),
  locale: localeInputSchema.default('en'),
});
export type DrawingPromptRequest = z.input<typeof drawingPromptRequestSchema>;
export type DrawingPromptInput = z.output<typeof drawingPromptRequestSchema>;

const field = z.string().min(1).max(300);

export const drawingPromptResultSchema = z.object({
  fullPrompt: z.string().min(1).max(4000),
  prompt: z.object({
    subject: field,
    setting: field,
    composition: z.object({ angle: field, camera: field, layout: field }),
    lighting: z.object({ type: field, mood: field }),
    style: z.object({ artStyle: field, artist: field, rendering: field, color: field }),
  }),
  parameters: z.object({
    /** `W:H` with whole numbers, e.g. `16:9`. */
    aspectRatio: z.string().regex(/^\d{1,3}:\d{1,3}$/),
    /** Midjourney-style variety, 0–100. */
    chaos: z.number().int().min(0).max(100),
    /** Midjourney-style stylisation, 0–1000. */
    stylize: z.number().int().min(0).max(1000),
  }),
});
export type DrawingPromptResult = z.infer<typeof drawingPromptResultSchema>;

// ---------------------------------------------------------------------------------------------
// NDJSON stream events: one `{ type, data }` object per line.

export const streamErrorDataSchema = z.object({ code: z.string(), message: z.string() });
export type StreamErrorData = z.infer<typeof streamErrorDataSchema>;
const tokenEvent = z.object({ type: z.literal('token'), data: z.object({ delta: z.string() }) });
const errorEvent = z.object({ type: z.literal('error'), data: streamErrorDataSchema });

/** POST /api/ai/card-generate/stream: token, done (`final` = success/data/error), error. */
export const cardStreamEventSchema = z.discriminatedUnion('type', [
  tokenEvent,
  z.object({
    type: z.literal('done'),
    data: z.object({ final: cardGenerateResultSchema, meta: aiMetaSchema.optional() }),
  }),
  errorEvent,
]);
export type CardStreamEvent = z.infer<typeof cardStreamEventSchema>;

/** POST /api/ai/story-generate/stream: meta, token, partial, done, error. */
export const storyStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('meta'), data: aiMetaSchema }),
  tokenEvent,
  z.object({ type: z.literal('partial'), data: z.object({ storySoFar: z.string() }) }),
  z.object({
    type: z.literal('done'),
    data: z.object({ final: storyResultSchema, meta: aiMetaSchema.optional() }),
  }),
  errorEvent,
]);
export type StoryStreamEvent = z.infer<typeof storyStreamEventSchema>;

/** POST /api/ai/prompt-generate/stream: token, done (`final` = the drawing prompt result), error. */
export const promptStreamEventSchema = z.discriminatedUnion('type', [
  tokenEvent,
  z.object({
    type: z.literal('done'),
    data: z.object({ final: drawingPromptResultSchema, meta: aiMetaSchema.optional() }),
  }),
  errorEvent,
]);
export type PromptStreamEvent = z.infer<typeof promptStreamEventSchema>;
