import type { AiSplitRequest, AiSplitResponse } from '@toolbox/kit/api-schemas';
import type { Locale } from '@toolbox/kit/locales';
import { DEFAULT_ESTIMATE_MINUTES, type NewChild, normaliseEstimate } from '@toolbox/task-store';

/** CONTEXT.md Rules: Input › Length: the parent title input and the AI prompt hold at most 800 characters. */
export const TITLE_MAX = 800;
export const SPLIT_PROMPT_MAX = 800;
/** CONTEXT.md Rules: AI split › Sub-tasks: an AI sub-task title is cut to 140 characters, and at most 10 are kept. */
export const SPLIT_TITLE_MAX = 140;
export const SPLIT_MAX_CHILDREN = 10;
/**
 * How long a split may take before it is given up: a hanging server never leaves a task stuck on
 * "Splitting…". Generous, since a real model writes up to ten sub-tasks.
 */
export const SPLIT_TIMEOUT_MS = 45_000;

/** The label of items created by the AI split (CONTEXT.md Rules: AI split › Sub-tasks). */
export const AI_LABEL = 'AI';
/** The reason shown after "split failed:" for an over-long prompt (CONTEXT.md Rules: AI split › Too long). */
export const PROMPT_TOO_LONG = `prompt too long (max ${SPLIT_PROMPT_MAX})`;

export type SplitPlan =
  | { kind: 'skip' }
  | { kind: 'refuse'; reason: string }
  | { kind: 'call'; request: AiSplitRequest };

/**
 * What a split of `title` does (CONTEXT.md Rules: AI split): a blank prompt does nothing, one over 800
 * characters fails with "prompt too long (max 800)", anything else becomes the request body.
 */
export function planSplit(title: string, locale: Locale): SplitPlan {
  const prompt = title.trim();
  if (prompt === '') return { kind: 'skip' };
  if (prompt.length > SPLIT_PROMPT_MAX) return { kind: 'refuse', reason: PROMPT_TOO_LONG };
  return {
    kind: 'call',
    request: {
      prompt,
      language: locale,
      maxChildren: SPLIT_MAX_CHILDREN,
      defaults: { estimateMinutes: DEFAULT_ESTIMATE_MINUTES },
    },
  };
}

/**
 * The sub-tasks to add from a split response: at most 10, titles trimmed and cut to 140
 * characters (blank ones dropped), estimates whole minutes ≥ 1 (else 25), labelled AI.
 */
export function childrenFromSplit(response: Pick<AiSplitResponse, 'items' | 'confidence'>): NewChild[] {
  return response.items
    .map((item) => ({ ...item, title: item.title.trim().slice(0, SPLIT_TITLE_MAX) }))
    .filter((item) => item.title !== '')
    .slice(0, SPLIT_MAX_CHILDREN)
    .map((item) => ({
      title: item.title,
      estimateMinutes: normaliseEstimate(item.pomodoro?.estimateMinutes),
      labels: [AI_LABEL, ...(item.labels ?? []).filter((label) => label !== AI_LABEL)],
      source: 'ai_split' as const,
      confidence: response.confidence,
    }));
}

/** The reason after "split failed:": the server's error text when there is one (CONTEXT.md Rules: AI split › Failure). */
export function splitFailureReason(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : 'AI split failed';
}

/** How a split that did not finish ended: the user cancelled it, or it ran past SPLIT_TIMEOUT_MS. */
export function splitInterruption(error: unknown): 'cancelled' | 'timedOut' | null {
  // By name: the DOMException may come from another realm (a worker, the test environment).
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  if (name === 'TimeoutError') return 'timedOut';
  if (name === 'AbortError') return 'cancelled';
  return null;
}
