import {
  AI_LIMITS,
  type AiSplitInput,
  type AiSplitItem,
  aiSplitResponseSchema,
} from '@toolbox/kit/api-schemas';
import { z } from 'zod';
import { composeSplit } from '../offline/split.ts';
import { collapse, cut } from '../offline/text.ts';
import type { AiTask } from '../run.ts';

/** What the model must answer; lenient where the spec says to repair (titles cut, estimates defaulted). */
export const splitOutputSchema = z.object({
  items: z.array(
    z.object({
      title: z.string(),
      labels: z.array(z.string()).nullish(),
      pomodoro: z.object({ estimateMinutes: z.number().nullish() }).nullish(),
    }),
  ),
  confidence: z.number().nullish(),
});
export type SplitOutput = z.infer<typeof splitOutputSchema>;
export type SplitResult = { items: AiSplitItem[]; confidence: number };

const LANGUAGE_NAME = { en: 'English', zh: 'Simplified Chinese' } as const;

/** POST /api/ai/split (CONTEXT.md § AI). */
export const splitTask: AiTask<AiSplitInput, SplitOutput, SplitResult> = {
  name: 'task_split',
  description: 'Concrete sub-tasks of one to-do item',
  outputSchema: splitOutputSchema,
  compose: composeSplit,
  prompt: ({ prompt, language, maxChildren, defaults }) => ({
    system: [
      'You split one to-do item into concrete, actionable sub-tasks.',
      'Answer with a JSON object only: {"items":[{"title":string,"labels":string[],"pomodoro":{"estimateMinutes":integer}}],"confidence":number}.',
      `Rules: at most ${maxChildren} items, in order; each title is an imperative step of at most ${AI_LIMITS.splitTitleMax} characters, written in ${LANGUAGE_NAME[language]};`,
      'when the task already has structure (a list, lines, sentences, "and"/"then" clauses) follow it instead of inventing steps;',
      `estimateMinutes is a whole number of minutes, at least 1 (${defaults.estimateMinutes} for a typical step);`,
      'labels are optional short tags; confidence is between 0 and 1 and says how useful the split is.',
    ].join(' '),
    prompt,
  }),
  finish(output, input) {
    const items = output.items
      .map((item) => {
        const title = cut(collapse(item.title), AI_LIMITS.splitTitleMax);
        const labels = (item.labels ?? [])
          .map((label) => cut(collapse(label), AI_LIMITS.cardTagMax))
          .filter(Boolean)
          .slice(0, AI_LIMITS.cardTagsMax);
        const estimate = Math.round(item.pomodoro?.estimateMinutes ?? Number.NaN);
        const estimateMinutes =
          Number.isFinite(estimate) && estimate >= 1 ? estimate : input.defaults.estimateMinutes;
        return { title, ...(labels.length ? { labels } : {}), pomodoro: { estimateMinutes } };
      })
      .filter((item) => item.title.length > 0)
      .slice(0, input.maxChildren);
    const confidence = Math.min(1, Math.max(0, output.confidence ?? 0.5));
    const { items: checked, confidence: checkedConfidence } = aiSplitResponseSchema.parse({
      items,
      confidence,
    });
    return { result: { items: checked, confidence: checkedConfidence }, warnings: [] };
  },
};
