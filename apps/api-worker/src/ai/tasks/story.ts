import {
  clockKinds,
  type StoryGenerateInput,
  type StoryResult,
  storyLengthRange,
  storyResultSchema,
} from '@toolbox/kit/api-schemas';
import { z } from 'zod';
import { composeStory } from '../offline/story.ts';
import { charCount, collapse, cut, hasCjk } from '../offline/text.ts';
import type { AiTask } from '../run.ts';

/** Any keys: `catchall`, as `z.record` adds `propertyNames`, which the OpenAI provider strips with a warning. */
const anyMap = <Value extends z.ZodType>(value: Value) => z.object({}).catchall(value);

/**
 * What the model must answer. The spec's "AI story result checks" errors are schema failures
 * (storySegment and summary strings; a card update needs a string cardId and a changes object; a
 * new clock needs id and name, a positive max and a non-negative value); its warnings are not.
 */
export const storyOutputSchema = z.object({
  storySegment: z.string(),
  summary: z.string(),
  title: z.string().nullish(),
  cardUpdates: z
    .array(
      z.object({ cardId: z.string().min(1), changes: anyMap(z.unknown()), reason: z.string().nullish() }),
    )
    .nullish(),
  newClocks: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string().min(1),
        max: z.number().positive(),
        value: z.number().min(0),
        kind: z.string().nullish(),
      }),
    )
    .nullish(),
  resourceChanges: anyMap(z.number()).nullish(),
  nextSuggestions: z.array(z.string()).nullish(),
});
export type StoryOutput = z.infer<typeof storyOutputSchema>;

/** POST /api/ai/story-generate and /stream (CONTEXT.md § AI). */
export const storyTask: AiTask<StoryGenerateInput, StoryOutput, StoryResult> = {
  name: 'story_page',
  description: 'The next page of a story written from story-world cards',
  outputSchema: storyOutputSchema,
  compose: composeStory,
  prompt: (input) => {
    const { promptData } = input;
    const options = promptData.generationOptions;
    const range = storyLengthRange[options.storyLength];
    const zh = (input.locale ?? (hasCjk(JSON.stringify(promptData.selectedCards)) ? 'zh' : 'en')) === 'zh';
    const system = [
      'You are a story writer for a story-world builder. Write the next part of the story from the selected cards.',
      'Answer with a JSON object only: {"storySegment":string,"summary":string,"title":string,"cardUpdates":[{"cardId":string,"changes":{"path":value},"reason":string}],"newClocks":[{"id":string,"name":string,"max":number,"value":number,"kind":"crisis"|"countdown"|"truth"}],"resourceChanges":{"name":number},"nextSuggestions":string[]}.',
      `storySegment: ${range.min} to ${range.max} characters of prose; summary: at most 50 characters; title: a short page title.`,
      options.enableCardUpdates
        ? 'cardUpdates: only for the given card ids; changes map a field path (e.g. "relations.<cardId>", "resources.<name>", "durability") to its new value; never change id or type; numbers stay within -100..100, resources at least 0.'
        : 'cardUpdates: always an empty array.',
      options.enableNewClocks ? 'newClocks: at most one, max 1..12.' : 'newClocks: always an empty array.',
      options.enableResourceChanges
        ? 'resourceChanges: resource name to a signed change.'
        : 'resourceChanges: always an empty object.',
      `nextSuggestions: exactly ${options.maxSuggestions} short ideas for what could happen next.`,
      options.constraintMode === 'strict' ? 'Constraints are strict: never violate them.' : '',
      promptData.styleReference ? `Style: ${promptData.styleReference}.` : '',
      `Write in ${zh ? 'Simplified Chinese' : 'English'}.`,
    ]
      .filter(Boolean)
      .join(' ');
    const prompt = [
      `Selected cards (JSON): ${JSON.stringify(promptData.selectedCards)}`,
      promptData.previousSummary.trim()
        ? `Story so far (page summaries):\n${promptData.previousSummary.trim()}`
        : '',
      promptData.promptConstraints?.trim() ? `Constraints:\n${promptData.promptConstraints.trim()}` : '',
      promptData.customUserText?.trim() ? `Author's request:\n${promptData.customUserText.trim()}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    return { system, prompt };
  },
  finish(output, input) {
    const options = input.promptData.generationOptions;
    const warnings: string[] = [];
    const segmentLength = charCount(output.storySegment.trim());
    if (segmentLength < 100) warnings.push(`storySegment is short (${segmentLength} characters)`);
    if (segmentLength > 2000) warnings.push(`storySegment is long (${segmentLength} characters)`);
    if (charCount(output.summary) > 100) warnings.push('summary is over 100 characters (keep it within 50)');
    const cardUpdates = options.enableCardUpdates ? (output.cardUpdates ?? []) : [];
    for (const update of cardUpdates) {
      if (!update.reason?.trim()) warnings.push(`card update for ${update.cardId} has no reason`);
    }
    const newClocks = options.enableNewClocks ? (output.newClocks ?? []) : [];
    for (const clock of newClocks) {
      if (clock.value > clock.max) warnings.push(`clock ${clock.id} value is above its max`);
    }
    const summary = output.summary.trim();
    const result = storyResultSchema.parse({
      storySegment: output.storySegment.trim(),
      summary,
      title: collapse(output.title ?? '') || cut(summary, 30),
      cardUpdates: cardUpdates.map((update) => ({
        cardId: update.cardId,
        changes: update.changes,
        ...(update.reason?.trim() ? { reason: update.reason.trim() } : {}),
      })),
      newClocks: newClocks.map((clock) => ({
        id: clock.id,
        name: clock.name,
        max: clock.max,
        value: clock.value,
        kind: (clockKinds as readonly string[]).includes(clock.kind ?? '') ? clock.kind : 'countdown',
      })),
      resourceChanges: options.enableResourceChanges ? (output.resourceChanges ?? {}) : {},
      nextSuggestions: (output.nextSuggestions ?? [])
        .map((suggestion) => collapse(suggestion))
        .filter(Boolean)
        .slice(0, options.maxSuggestions),
    });
    return { result, warnings };
  },
};
