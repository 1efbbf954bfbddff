import {
  type DrawingPromptInput,
  type DrawingPromptResult,
  drawingPromptResultSchema,
} from '@toolbox/kit/api-schemas';
import { z } from 'zod';
import { composeDrawingPrompt } from '../offline/drawing-prompt.ts';
import { collapse, cut } from '../offline/text.ts';
import type { AiTask } from '../run.ts';

/** What the model must answer: every field of the drawing prompt result. */
export const drawingPromptOutputSchema = z.object({
  fullPrompt: z.string(),
  prompt: z.object({
    subject: z.string(),
    setting: z.string(),
    composition: z.object({ angle: z.string(), camera: z.string(), layout: z.string() }),
    lighting: z.object({ type: z.string(), mood: z.string() }),
    style: z.object({ artStyle: z.string(), artist: z.string(), rendering: z.string(), color: z.string() }),
  }),
  parameters: z.object({ aspectRatio: z.string(), chaos: z.number(), stylize: z.number() }),
});
export type DrawingPromptOutput = z.infer<typeof drawingPromptOutputSchema>;

const clampInt = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/** POST /api/ai/prompt-generate/stream (CONTEXT.md § AI). */
export const drawingPromptTask: AiTask<DrawingPromptInput, DrawingPromptOutput, DrawingPromptResult> = {
  name: 'drawing_prompt',
  description: 'A structured prompt for an image generator',
  outputSchema: drawingPromptOutputSchema,
  compose: composeDrawingPrompt,
  prompt: ({ promptData, locale }) => ({
    system: [
      'You turn a core idea into a detailed prompt for an image generator (Midjourney style).',
      'Answer with a JSON object only: {"fullPrompt":string,"prompt":{"subject":string,"setting":string,"composition":{"angle":string,"camera":string,"layout":string},"lighting":{"type":string,"mood":string},"style":{"artStyle":string,"artist":string,"rendering":string,"color":string}},"parameters":{"aspectRatio":"W:H","chaos":0-100,"stylize":0-1000}}.',
      'Fill every field. fullPrompt joins the fields into one prompt and ends with --ar, --chaos and --stylize.',
      `Write the descriptive fields in ${locale === 'zh' ? 'Simplified Chinese' : 'English'}.`,
    ].join(' '),
    prompt: promptData.coreIdea,
  }),
  finish(output) {
    const text = (value: string) => cut(collapse(value), 300);
    const ratio = /(\d{1,3})\s*[:x×/]\s*(\d{1,3})/.exec(output.parameters.aspectRatio);
    const { prompt } = output;
    const result = drawingPromptResultSchema.parse({
      fullPrompt: cut(collapse(output.fullPrompt), 4000),
      prompt: {
        subject: text(prompt.subject),
        setting: text(prompt.setting),
        composition: {
          angle: text(prompt.composition.angle),
          camera: text(prompt.composition.camera),
          layout: text(prompt.composition.layout),
        },
        lighting: { type: text(prompt.lighting.type), mood: text(prompt.lighting.mood) },
        style: {
          artStyle: text(prompt.style.artStyle),
          artist: text(prompt.style.artist),
          rendering: text(prompt.style.rendering),
          color: text(prompt.style.color),
        },
      },
      parameters: {
        aspectRatio: ratio ? `${ratio[1]}:${ratio[2]}` : '1:1',
        chaos: clampInt(output.parameters.chaos, 0, 100),
        stylize: clampInt(output.parameters.stylize, 0, 1000),
      },
    });
    return { result, warnings: [] };
  },
};
