import {
  AI_LIMITS,
  type CardGenerateInput,
  type CardPatch,
  type CardType,
  cardPatchSchema,
  cardPatchTextFields,
} from '@toolbox/kit/api-schemas';
import { z } from 'zod';
import { composeCardPatch } from '../offline/card.ts';
import { collapse, cut } from '../offline/text.ts';
import type { AiTask } from '../run.ts';

/** What the model must answer for a card of `type`: name, summary, tags and the type's text fields. */
export function cardOutputSchema(type: CardType) {
  const fields = Object.fromEntries(
    Object.keys(cardPatchTextFields[type]).map((field) => [field, z.string()]),
  );
  return z.object({ name: z.string(), summary: z.string(), tags: z.array(z.string()), ...fields });
}
type CardOutput = Record<string, unknown>;

const TYPE_HINTS: Record<CardType, string> = {
  CoreConcept: "statement: the world's central premise or tension",
  Character: 'desire, fear and belief: what the character wants, dreads and holds true',
  Environment: 'image: what the place looks and feels like; rule: a law of the place; secret: what it hides',
  SpecialObject: 'anomaly: what is strange about it; costRule: what using it costs',
  Faction: 'stance: what the faction stands for and how it acts',
  Goal: 'successCondition: when the goal counts as reached',
};

const tasks = new Map<CardType, AiTask<CardGenerateInput, CardOutput, CardPatch>>();

/** POST /api/ai/card-generate and /stream (CONTEXT.md § AI): a card patch for one card type. */
export function cardTask(type: CardType): AiTask<CardGenerateInput, CardOutput, CardPatch> {
  let task = tasks.get(type);
  if (task) return task;
  const limits: Record<string, number> = cardPatchTextFields[type];
  task = {
    name: 'card_patch',
    description: `Content for a ${type} card of a story world`,
    outputSchema: cardOutputSchema(type) as z.ZodType<CardOutput>,
    compose: (input) => composeCardPatch(input) as CardOutput,
    prompt: ({ name, summary, locale, prompt }) => ({
      system: [
        `You write the content of one ${type} card for a story-world building tool.`,
        `Answer with a JSON object only, with the string fields name, summary, ${Object.keys(limits).join(', ')} and a tags array.`,
        `Meaning: ${TYPE_HINTS[type]}.`,
        `Limits: name ${AI_LIMITS.cardNameMax} characters, summary ${AI_LIMITS.cardSummaryMax}, at most ${AI_LIMITS.cardTagsMax} tags of ${AI_LIMITS.cardTagMax} characters,`,
        `${Object.entries(limits)
          .map(([field, max]) => `${field} ${max}`)
          .join(', ')}.`,
        `Write in ${locale === 'zh' ? 'Simplified Chinese' : 'English'}; keep the given name unless it is empty; stay consistent with the summary.`,
      ].join(' '),
      prompt: [`Name: ${name || '(none yet)'}`, `Summary: ${summary}`, prompt ? `Guidance: ${prompt}` : '']
        .filter(Boolean)
        .join('\n'),
    }),
    finish(output) {
      // kit CONTEXT.md Rules: AI contract › Card limits: AI results are trimmed and whitespace-collapsed, tags cut to 30, empty ones dropped.
      const text = (value: unknown, max: number) =>
        typeof value === 'string' && collapse(value) ? cut(collapse(value), max) : undefined;
      const patch: Record<string, unknown> = {
        name: text(output.name, AI_LIMITS.cardNameMax),
        summary: text(output.summary, AI_LIMITS.cardSummaryMax),
        tags: Array.isArray(output.tags)
          ? [...new Set(output.tags.map((tag) => text(tag, AI_LIMITS.cardTagMax)).filter(Boolean))].slice(
              0,
              AI_LIMITS.cardTagsMax,
            )
          : undefined,
      };
      for (const [field, max] of Object.entries(limits)) patch[field] = text(output[field], max);
      const present = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      return { result: cardPatchSchema.parse(present), warnings: [] };
    },
  };
  tasks.set(type, task);
  return task;
}
