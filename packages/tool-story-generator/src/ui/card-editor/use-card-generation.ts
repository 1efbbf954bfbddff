/**
 * Asking the AI for a card patch (CONTEXT.md Rules: Card view and editor › AI generation): streamed
 * (tokens shown as they come, Cancel aborts) or in one answer (a 429 retried after 1500 ms).
 */
import {
  ApiClientError,
  type ApiClientOptions,
  generateCard,
  isAbortError,
  streamCard,
} from '@toolbox/kit/api-client';
import type { CardGenerateRequest, CardGenerateResult } from '@toolbox/kit/api-schemas';
import { type ApplyStrategy, type CardPatch, rateLimitDelays } from '@toolbox/story-world';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from './fields';

export type GenerationState =
  | { status: 'idle' }
  | { status: 'generating'; text: string; isStreaming: boolean }
  | { status: 'done'; filled: number; applied: number; strategy: ApplyStrategy }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

/** What applying a patch did: the fields filled (were empty) and the fields changed. */
export interface AppliedPatch {
  filled: readonly string[];
  changed: readonly string[];
}

export interface GenerateOptions {
  isStreaming: boolean;
  strategy: ApplyStrategy;
}

/** Where the call goes: the page's own API by default; stories and tests pass a stand-in `fetch`. */
export type CardApiOptions = Pick<ApiClientOptions, 'baseUrl' | 'fetch'>;

/** What a failed generation says (the client's messages, in the page's words where they are ours). */
export function generationErrorMessage(
  error: unknown,
  { sawErrorEvent, sawDone, isStreaming }: { sawErrorEvent: boolean; sawDone: boolean; isStreaming: boolean },
  t: TFunction,
): string {
  if (!(error instanceof ApiClientError))
    return error instanceof Error && error.message ? error.message : t('editor.ai.unknownError');
  if (sawErrorEvent) {
    // The client words an error event without a message as "Streaming generation error" itself.
    const detail = error.message && error.message !== 'Streaming generation error' ? error.message : '';
    return detail ? `${t('editor.ai.streamError')}: ${detail}` : t('editor.ai.streamError');
  }
  if (isStreaming && error.code === 'PARSE_ERROR' && !sawDone) return t('editor.ai.streamEnded');
  if (error.code === 'NETWORK_ERROR') return t('editor.ai.network');
  if (error.code === 'GENERATION_FAILED')
    return error.message && error.message !== 'generation failed' ? error.message : t('editor.ai.failed');
  // API_ERROR and a 429 after its retry: the response's text, or "HTTP {status}".
  return error.message || `HTTP ${error.status}`;
}

/**
 * The generation's state and its two actions. `onPatch` applies the returned patch to the current
 * draft and says what it did; a new request aborts the one before, whose late words are ignored;
 * closing the editor aborts the request.
 */
export function useCardGeneration({
  onPatch,
  apiOptions = {},
}: {
  onPatch(patch: CardPatch, strategy: ApplyStrategy): AppliedPatch;
  apiOptions?: CardApiOptions;
}) {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  const latest = useRef({ onPatch, apiOptions, t });
  useEffect(() => {
    latest.current = { onPatch, apiOptions, t };
  });
  useEffect(() => () => controller.current?.abort(), []);

  async function generate(request: CardGenerateRequest, { isStreaming, strategy }: GenerateOptions) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const isCurrent = () => controller.current === current && !current.signal.aborted;
    const seen = { sawErrorEvent: false, sawDone: false, isStreaming };
    setState({ status: 'generating', text: '', isStreaming });
    const options = { ...latest.current.apiOptions, signal: current.signal };
    try {
      const result: CardGenerateResult = isStreaming
        ? await streamCard(request, {
            ...options,
            onEvent: (event) => {
              if (event.type === 'error') seen.sawErrorEvent = true;
              if (event.type === 'done') seen.sawDone = true;
            },
            onToken: (delta) => {
              if (isCurrent())
                setState((before) =>
                  before.status === 'generating' ? { ...before, text: before.text + delta } : before,
                );
            },
          })
        : await generateCard(request, { ...options, rateLimitRetryDelaysMs: rateLimitDelays(1) });
      if (!isCurrent()) return;
      const patch = result?.data?.cardPatch;
      if (typeof patch !== 'object' || patch === null)
        throw new ApiClientError('GENERATION_FAILED', 200, 'generation failed');
      const applied = latest.current.onPatch(patch, strategy);
      setState({ status: 'done', filled: applied.filled.length, applied: applied.changed.length, strategy });
    } catch (error) {
      if (!isCurrent() || isAbortError(error)) return;
      setState({ status: 'error', message: generationErrorMessage(error, seen, latest.current.t) });
    } finally {
      if (controller.current === current) controller.current = undefined;
    }
  }

  /** Aborts the request; the streamed text is cleared and "cancelled" shown. */
  function cancel() {
    controller.current?.abort();
    controller.current = undefined;
    setState({ status: 'cancelled' });
  }

  return { state, generate, cancel };
}
