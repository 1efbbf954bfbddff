import { createOpenAI, type OpenAIProvider } from '@ai-sdk/openai';
import type { AiEngine } from '@toolbox/kit/api-schemas';
import type { LanguageModel } from 'ai';
import type { Env } from '../env.server.ts';
import { createOfflineModel, OFFLINE_MODEL_ID } from './offline-model.ts';

export interface AiOverrides {
  /** Used for every AI call instead of the configured provider (tests: `MockLanguageModelV4`). */
  model?: Exclude<LanguageModel, string>;
  /** Pause between the offline engine's streamed deltas (default 0). */
  offlineChunkDelayMs?: number;
}

export interface ChosenModel {
  model: LanguageModel;
  engine: AiEngine;
  modelId: string;
}

const providers = new WeakMap<Env, OpenAIProvider>();

/**
 * The model for one AI call. `openai` is any OpenAI-compatible chat-completions server
 * (`provider.chat(model)`: `provider(model)` would call the Responses API, which most compatible
 * servers lack). `offline` wraps the endpoint's composer, which gets the validated input.
 */
export function chooseModel({
  env,
  overrides,
  compose,
}: {
  env: Env;
  overrides?: AiOverrides;
  compose: () => unknown;
}): ChosenModel {
  if (overrides?.model) {
    return { model: overrides.model, engine: env.AI_PROVIDER, modelId: overrides.model.modelId };
  }
  if (env.AI_PROVIDER === 'openai') {
    let provider = providers.get(env);
    if (!provider) {
      // A keyless local server (Ollama, LM Studio) still gets a bearer value: the SDK requires one.
      provider = createOpenAI({ apiKey: env.OPENAI_API_KEY ?? 'no-key', baseURL: env.OPENAI_BASE_URL });
      providers.set(env, provider);
    }
    return { model: provider.chat(env.AI_MODEL), engine: 'openai', modelId: env.AI_MODEL };
  }
  return {
    model: createOfflineModel({ compose, chunkDelayMs: overrides?.offlineChunkDelayMs ?? 0 }),
    engine: 'offline',
    modelId: OFFLINE_MODEL_ID,
  };
}
