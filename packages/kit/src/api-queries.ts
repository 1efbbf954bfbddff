// TanStack Query helpers for the AI endpoints. `@tanstack/react-query` is an optional peer: this
// module imports only its types, so it costs nothing at run time.
import type { UseMutationOptions } from '@tanstack/react-query';
import {
  type ApiClientError,
  type ApiClientOptions,
  aiSplit,
  type GenerateCardOptions,
  generateCard,
  generateStory,
  type StreamOptions,
  streamCard,
  streamPrompt,
  streamStory,
} from './api-client';
import type {
  AiSplitRequest,
  AiSplitResponse,
  CardGenerateRequest,
  CardGenerateResponse,
  CardGenerateResult,
  CardStreamEvent,
  DrawingPromptRequest,
  DrawingPromptResult,
  PromptStreamEvent,
  StoryGenerateRequest,
  StoryGenerateResponse,
  StoryResult,
  StoryStreamEvent,
} from './api-schemas';

/**
 * Mutation variables: the request body and, to cancel (the stream's cancel button, a new request
 * replacing an old one), an AbortSignal for this call.
 */
export interface AiCall<Body> {
  body: Body;
  signal?: AbortSignal;
}

export const aiMutationKeys = {
  split: ['ai', 'split'],
  card: ['ai', 'card-generate'],
  cardStream: ['ai', 'card-generate', 'stream'],
  story: ['ai', 'story-generate'],
  storyStream: ['ai', 'story-generate', 'stream'],
  promptStream: ['ai', 'prompt-generate', 'stream'],
} as const;

// `retry: false` below: no TanStack retries, the client applies the spec's own (429 on cards).
type Options<Data, Body> = UseMutationOptions<Data, ApiClientError, AiCall<Body>>;

const withSignal = <T extends ApiClientOptions>(options: T, signal: AbortSignal | undefined): T =>
  signal ? { ...options, signal } : options;

export function aiSplitMutationOptions(
  options: ApiClientOptions = {},
): Options<AiSplitResponse, AiSplitRequest> {
  return {
    mutationKey: aiMutationKeys.split,
    mutationFn: ({ body, signal }) => aiSplit(body, withSignal(options, signal)),
    retry: false,
  };
}

export function generateCardMutationOptions(
  options: GenerateCardOptions = {},
): Options<CardGenerateResponse, CardGenerateRequest> {
  return {
    mutationKey: aiMutationKeys.card,
    mutationFn: ({ body, signal }) => generateCard(body, withSignal(options, signal)),
    retry: false,
  };
}

export function streamCardMutationOptions(
  options: StreamOptions<CardStreamEvent> = {},
): Options<CardGenerateResult, CardGenerateRequest> {
  return {
    mutationKey: aiMutationKeys.cardStream,
    mutationFn: ({ body, signal }) => streamCard(body, withSignal(options, signal)),
    retry: false,
  };
}

export function generateStoryMutationOptions(
  options: ApiClientOptions = {},
): Options<StoryGenerateResponse, StoryGenerateRequest> {
  return {
    mutationKey: aiMutationKeys.story,
    mutationFn: ({ body, signal }) => generateStory(body, withSignal(options, signal)),
    retry: false,
  };
}

export function streamStoryMutationOptions(
  options: StreamOptions<StoryStreamEvent> = {},
): Options<StoryResult, StoryGenerateRequest> {
  return {
    mutationKey: aiMutationKeys.storyStream,
    mutationFn: ({ body, signal }) => streamStory(body, withSignal(options, signal)),
    retry: false,
  };
}

export function streamPromptMutationOptions(
  options: StreamOptions<PromptStreamEvent> = {},
): Options<DrawingPromptResult, DrawingPromptRequest> {
  return {
    mutationKey: aiMutationKeys.promptStream,
    mutationFn: ({ body, signal }) => streamPrompt(body, withSignal(options, signal)),
    retry: false,
  };
}
