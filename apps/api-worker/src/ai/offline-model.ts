import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';

export const OFFLINE_MODEL_ID = 'toolbox-offline-1';

export interface OfflineModelOptions {
  /** Builds the JSON object the endpoint's schema expects, from the endpoint's validated input. */
  compose: () => unknown;
  /** Characters per streamed text delta. */
  chunkSize?: number;
  /** Pause between streamed deltas (0: only yield to the event loop). */
  chunkDelayMs?: number;
}

/**
 * The offline engine as an AI SDK language model (specification v4), so every endpoint makes the
 * same `generateText` / `streamText` call whichever provider is configured. It is built per request
 * around a composer that already knows the request's input: the prompt messages the SDK passes are
 * not read. Its "completion" is the composed object as JSON text, streamed in small deltas.
 */
export function createOfflineModel({
  compose,
  chunkSize = 24,
  chunkDelayMs = 0,
}: OfflineModelOptions): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: 'toolbox.offline',
    modelId: OFFLINE_MODEL_ID,
    supportedUrls: {},

    async doGenerate(options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> {
      options.abortSignal?.throwIfAborted();
      const text = JSON.stringify(compose());
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usageOf(text),
        warnings: [],
        response: { id: 'offline', modelId: OFFLINE_MODEL_ID, timestamp: new Date() },
      };
    },

    async doStream(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamResult> {
      const signal = options.abortSignal;
      signal?.throwIfAborted();
      const text = JSON.stringify(compose());
      const chunks = chunk(text, chunkSize);
      let index = 0;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({
            type: 'response-metadata',
            id: 'offline',
            modelId: OFFLINE_MODEL_ID,
            timestamp: new Date(),
          });
          controller.enqueue({ type: 'text-start', id: 'text-0' });
        },
        async pull(controller) {
          if (signal?.aborted) {
            controller.error(signal.reason);
            return;
          }
          const delta = chunks[index++];
          if (delta !== undefined) {
            // Yield between deltas so an abort (client disconnect) is seen mid-stream.
            await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
            controller.enqueue({ type: 'text-delta', id: 'text-0', delta });
            return;
          }
          controller.enqueue({ type: 'text-end', id: 'text-0' });
          controller.enqueue({
            type: 'finish',
            finishReason: { unified: 'stop', raw: 'stop' },
            usage: usageOf(text),
          });
          controller.close();
        },
      });
      return { stream };
    },
  };
}

/** Splits by code points so a delta never ends inside a surrogate pair. */
function chunk(text: string, size: number): string[] {
  const chars = Array.from(text);
  const chunks: string[] = [];
  for (let start = 0; start < chars.length; start += size)
    chunks.push(chars.slice(start, start + size).join(''));
  return chunks;
}

/** Rough token counts (about four characters a token) so usage reports are not empty. */
function usageOf(text: string): LanguageModelV4Usage {
  const outputTokens = Math.ceil(text.length / 4);
  return {
    inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: outputTokens, text: outputTokens, reasoning: 0 },
  };
}
