import {
  type AiMeta,
  aiSplitRequestSchema,
  cardGenerateAnyRequestSchema,
  drawingPromptRequestSchema,
  storyGenerateRequestSchema,
} from '@toolbox/kit/api-schemas';
import { parsePartialJson } from 'ai';
import { Hono } from 'hono';
import { AiFailure } from '../ai/errors.ts';
import { type AiTask, generateResult, streamResult } from '../ai/run.ts';
import { cardTask } from '../ai/tasks/card.ts';
import { drawingPromptTask } from '../ai/tasks/drawing-prompt.ts';
import { splitTask } from '../ai/tasks/split.ts';
import { storyTask } from '../ai/tasks/story.ts';
import type { ApiDeps } from '../deps.ts';
import { rateLimit, rateLimitRules } from '../rate-limit.ts';
import { type Emit, handleAi, logFailure, ndjsonResponse, readBody } from './ai-http.ts';

/**
 * The AI endpoints (CONTEXT.md § AI), rate-limited per client. JSON endpoints answer
 * `{ ..., meta }` or the AI error body; streams are NDJSON `{ type, data }` lines that always end
 * with `done` or `error`. Whatever the engine, each call goes through the AI SDK (`ai/run.ts`).
 */
export function aiRoutes(deps: ApiDeps) {
  const app = new Hono();
  app.use('/ai/*', rateLimit({ db: deps.db, rule: rateLimitRules.ai, getClient: deps.clientAddress }));

  app.post('/ai/split', (c) =>
    handleAi(deps, c, 'split', async () => {
      const input = await readBody(c, aiSplitRequestSchema);
      const { result, meta } = await generateResult({
        deps,
        task: splitTask,
        input,
        abortSignal: c.req.raw.signal,
      });
      return c.json({ ...result, meta });
    }),
  );

  app.post('/ai/card-generate', (c) =>
    handleAi(deps, c, 'card-generate', async () => {
      const input = await readBody(c, cardGenerateAnyRequestSchema);
      const task = cardTask(input.type);
      const { result, meta } = await generateResult({ deps, task, input, abortSignal: c.req.raw.signal });
      return c.json({ success: true, data: { cardPatch: result }, error: null, meta });
    }),
  );

  app.post('/ai/card-generate/stream', (c) =>
    handleAi(deps, c, 'card-generate/stream', async () => {
      const input = await readBody(c, cardGenerateAnyRequestSchema);
      return ndjsonResponse(deps, c, (emit, abortSignal) =>
        relay(
          deps,
          'card-generate/stream',
          emit,
          { deps, task: cardTask(input.type), input, abortSignal },
          {
            done: (cardPatch, meta) => ({ final: { success: true, data: { cardPatch }, error: null }, meta }),
          },
        ),
      );
    }),
  );

  app.post('/ai/story-generate', (c) =>
    handleAi(deps, c, 'story-generate', async () => {
      const input = await readBody(c, storyGenerateRequestSchema);
      const { result, meta } = await generateResult({
        deps,
        task: storyTask,
        input,
        abortSignal: c.req.raw.signal,
      });
      return c.json({ success: true, data: result, meta });
    }),
  );

  app.post('/ai/story-generate/stream', (c) =>
    handleAi(deps, c, 'story-generate/stream', async () => {
      const input = await readBody(c, storyGenerateRequestSchema);
      return ndjsonResponse(deps, c, (emit, abortSignal) => {
        let text = '';
        let storySoFar = '';
        return relay(
          deps,
          'story-generate/stream',
          emit,
          { deps, task: storyTask, input, abortSignal },
          {
            meta: true,
            // `partial` carries the story text parsed so far out of the model's incomplete JSON.
            async onDelta(delta) {
              text += delta;
              const { value } = await parsePartialJson(text);
              const segment = (value as { storySegment?: unknown } | undefined)?.storySegment;
              if (typeof segment === 'string' && segment !== storySoFar) {
                storySoFar = segment;
                emit('partial', { storySoFar });
              }
            },
            done: (final, meta) => ({ final, meta }),
          },
        );
      });
    }),
  );

  app.post('/ai/prompt-generate/stream', (c) =>
    handleAi(deps, c, 'prompt-generate/stream', async () => {
      const input = await readBody(c, drawingPromptRequestSchema);
      return ndjsonResponse(deps, c, (emit, abortSignal) =>
        relay(
          deps,
          'prompt-generate/stream',
          emit,
          { deps, task: drawingPromptTask, input, abortSignal },
          {
            done: (final, meta) => ({ final, meta }),
          },
        ),
      );
    }),
  );

  return app;
}

/** Forwards a streamed AI run as events: [meta], token (and onDelta), then done or error. */
async function relay<Input, ModelOutput, Result>(
  deps: ApiDeps,
  route: string,
  emit: Emit,
  run: { deps: ApiDeps; task: AiTask<Input, ModelOutput, Result>; input: Input; abortSignal: AbortSignal },
  events: {
    meta?: boolean;
    onDelta?: (delta: string) => Promise<void>;
    done: (result: Result, meta: AiMeta) => unknown;
  },
): Promise<void> {
  try {
    for await (const step of streamResult(run)) {
      if (step.type === 'meta') {
        if (events.meta) emit('meta', step.meta);
      } else if (step.type === 'delta') {
        emit('token', { delta: step.text });
        await events.onDelta?.(step.text);
      } else {
        emit('done', events.done(step.result, step.meta));
        return;
      }
    }
    throw new AiFailure('PARSE_ERROR', 'The AI stream ended without a result.');
  } catch (error) {
    if (!(error instanceof AiFailure)) throw error;
    logFailure(deps, route, error);
    emit('error', { code: error.code, message: error.message });
  }
}
