/**
 * Streaming a story page (CONTEXT.md Rules: Books › Evolution panel › Streaming): tokens grow the
 * preview, a partial replaces it, done gives the final result; Cancel aborts, clears the preview
 * and shows no error; a new request aborts the one before, whose late words are ignored.
 */
import { ApiClientError, type ApiClientOptions, isAbortError, streamStory } from '@toolbox/kit/api-client';
import type { StoryGenerateRequest } from '@toolbox/kit/api-schemas';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvolutionMode } from '../../core/evolution';
import { createDraftWriter, streamDraftStore } from './stream-draft';

export type StoryGenerationState =
  | { status: 'idle' }
  | { status: 'generating'; mode: EvolutionMode; text: string };

/** Where the call goes: the page's own API by default; stories and tests pass a stand-in `fetch`. */
export type StoryApiOptions = Pick<ApiClientOptions, 'baseUrl' | 'fetch'>;

/** What a failed call says, by code (CONTEXT.md Rules: Books › Evolution panel › Errors). */
export function storyErrorMessage(error: unknown, mode: EvolutionMode, t: TFunction): string {
  if (!(error instanceof ApiClientError)) {
    const message = error instanceof Error && error.message ? error.message : t('evolution.errors.unknown');
    return t(mode === 'continue' ? 'evolution.errors.continueFailed' : 'evolution.errors.failed', {
      message,
    });
  }
  switch (error.code) {
    case 'RATE_LIMIT':
      return t('evolution.errors.RATE_LIMIT');
    case 'NETWORK_ERROR':
      return t('evolution.errors.NETWORK_ERROR');
    case 'API_ERROR':
      return t('evolution.errors.API_ERROR', { message: error.message || `HTTP ${error.status}` });
    case 'GENERATION_FAILED':
      return error.message && error.message !== 'story generation failed'
        ? t('evolution.errors.GENERATION_FAILED_detail', { message: error.message })
        : t('evolution.errors.GENERATION_FAILED');
    case 'PARSE_ERROR':
      return error.message === 'stream ended without a done event'
        ? t('evolution.errors.streamEnded')
        : t('evolution.errors.PARSE_ERROR');
    case 'VALIDATION_FAILED':
      return t('evolution.errors.VALIDATION_FAILED', { details: error.message });
  }
}

/**
 * The stream's state and its two actions. `run` resolves with the `done` event's final result,
 * or undefined when the call failed (the error was shown with `onError`), was cancelled or was
 * replaced by a newer one. Unmounting aborts the call.
 */
export function useStoryGeneration({
  apiOptions = {},
  onError,
}: {
  apiOptions?: StoryApiOptions;
  onError(message: string): void;
}) {
  const { t } = useTranslation('story-generator');
  const [state, setState] = useState<StoryGenerationState>({ status: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  const latest = useRef({ apiOptions, onError, t });
  useEffect(() => {
    latest.current = { apiOptions, onError, t };
  });
  useEffect(() => () => controller.current?.abort(), []);

  async function run(
    request: StoryGenerateRequest,
    mode: EvolutionMode,
    draft?: { bookId: string },
  ): Promise<unknown> {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const isCurrent = () => controller.current === current && !current.signal.aborted;
    const show = (update: (text: string) => string) =>
      setState((before) =>
        before.status === 'generating' ? { ...before, text: update(before.text) } : before,
      );
    setState({ status: 'generating', mode, text: '' });
    // The words as they arrive, kept in this browser until the page is saved (stream-draft.ts).
    const writer = draft ? createDraftWriter({ bookId: draft.bookId, mode }) : undefined;
    let received = '';
    const keep = (text: string) => {
      received = text;
      writer?.update(text);
    };
    try {
      const final = await streamStory(request, {
        ...latest.current.apiOptions,
        signal: current.signal,
        onToken: (delta) => {
          if (!isCurrent()) return;
          keep(received + delta);
          show((text) => text + delta);
        },
        onEvent: (event) => {
          if (isCurrent() && event.type === 'partial' && typeof event.data?.storySoFar === 'string') {
            keep(event.data.storySoFar);
            show(() => event.data.storySoFar);
          }
        },
      });
      return isCurrent() ? final : undefined;
    } catch (error) {
      if (!isCurrent() || isAbortError(error)) return undefined;
      latest.current.onError(storyErrorMessage(error, mode, latest.current.t));
      return undefined;
    } finally {
      if (current.signal.aborted) streamDraftStore.write(null);
      else writer?.flush();
      if (controller.current === current) {
        controller.current = undefined;
        setState({ status: 'idle' });
      }
    }
  }

  /** Aborts the call: the preview clears and no error is shown. */
  function cancel() {
    controller.current?.abort();
    streamDraftStore.write(null);
    controller.current = undefined;
    setState({ status: 'idle' });
  }

  return { state, run, cancel };
}
