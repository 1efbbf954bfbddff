import { afterEach, describe, expect, it } from 'vitest';
import { createDraftWriter, DRAFT_WRITE_INTERVAL_MS, streamDraftStore } from './stream-draft';

afterEach(() => streamDraftStore.write(null));

describe('stream draft', () => {
  it('writes at most once per interval while words arrive, and the last words on flush', () => {
    let now = 1_000_000;
    const writer = createDraftWriter({ bookId: 'b', mode: 'newPage' }, () => now);
    writer.update('The');
    expect(streamDraftStore.read()?.text).toBe('The');
    now += DRAFT_WRITE_INTERVAL_MS - 1;
    writer.update('The tide');
    expect(streamDraftStore.read()?.text).toBe('The');
    now += 1;
    writer.update('The tide came');
    expect(streamDraftStore.read()).toMatchObject({ bookId: 'b', mode: 'newPage', text: 'The tide came' });
    writer.update('The tide came in');
    writer.flush();
    expect(streamDraftStore.read()?.text).toBe('The tide came in');
  });
});
