import { createStoredValue, guardSchema } from '@toolbox/kit/storage';
import type { EvolutionMode } from '../../core/evolution';

/**
 * The text of a story stream while it arrives, kept in this browser until the page it makes is
 * saved (CONTEXT.md Rules: Books › Draft): a crash or reload mid-stream loses nothing, and the
 * evolution panel offers it back.
 */
export interface StreamDraft {
  bookId: string;
  mode: EvolutionMode;
  text: string;
  /** When the last words arrived (ISO). */
  at: string;
}

const isDraft = (value: unknown): value is StreamDraft | null =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as StreamDraft).bookId === 'string' &&
    ((value as StreamDraft).mode === 'newPage' || (value as StreamDraft).mode === 'continue') &&
    typeof (value as StreamDraft).text === 'string' &&
    typeof (value as StreamDraft).at === 'string');

export const streamDraftStore = createStoredValue<StreamDraft | null>({
  namespace: 'story-generator',
  key: 'stream-draft',
  schema: guardSchema(isDraft),
  defaultValue: null,
});

/** At most one write per this many ms while the words arrive (localStorage writes are synchronous). */
export const DRAFT_WRITE_INTERVAL_MS = 500;

/** Keeps the latest text, written at most every DRAFT_WRITE_INTERVAL_MS, and on `flush`. */
export function createDraftWriter(draft: Omit<StreamDraft, 'text' | 'at'>, now = () => Date.now()) {
  let last = 0;
  let pending: string | undefined;
  const write = (text: string) => {
    last = now();
    pending = undefined;
    streamDraftStore.write({ ...draft, text, at: new Date(last).toISOString() });
  };
  return {
    update(text: string) {
      if (now() - last >= DRAFT_WRITE_INTERVAL_MS) write(text);
      else pending = text;
    },
    flush() {
      if (pending !== undefined) write(pending);
    },
  };
}
