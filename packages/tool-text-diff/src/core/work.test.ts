import { beforeEach, describe, expect, it, vi } from 'vitest';
import { diffSequences } from './myers';
import { formatUnifiedPatch } from './patch';
import { createPatch, diffTexts } from './text-diff';

vi.mock('./myers', async (importOriginal) => {
  const original = await importOriginal<typeof import('./myers')>();
  return { ...original, diffSequences: vi.fn(original.diffSequences) };
});
vi.mock('./patch', async (importOriginal) => {
  const original = await importOriginal<typeof import('./patch')>();
  return { ...original, formatUnifiedPatch: vi.fn(original.formatUnifiedPatch) };
});

beforeEach(() => vi.clearAllMocks());

/** The lengths of the sequences each diff compared. */
const compared = () => vi.mocked(diffSequences).mock.calls.map(([{ a, b }]) => [a.length, b.length]);

describe('only what the mode shows is computed (CONTEXT.md § Work)', () => {
  it('word mode diffs words only: no line diff, no patch', () => {
    diffTexts({ oldText: 'one two\nthree', newText: 'one too\nthree', mode: 'word' });
    // 5 tokens a side (one, space, two, line break, three); never the 2 lines.
    expect(compared()).toEqual([[5, 5]]);
    expect(formatUnifiedPatch).not.toHaveBeenCalled();
  });

  it('char mode diffs characters only', () => {
    diffTexts({ oldText: 'cat\ndog', newText: 'cut\ndog', mode: 'char' });
    expect(compared()).toEqual([[7, 7]]);
    expect(formatUnifiedPatch).not.toHaveBeenCalled();
  });

  it('line mode diffs the lines once, even without a final line break, and makes no patch', () => {
    diffTexts({ oldText: 'a\nb\nc', newText: 'a\nb\nc\nd', mode: 'line' });
    expect(compared()).toEqual([[3, 4]]);
    expect(formatUnifiedPatch).not.toHaveBeenCalled();
  });

  it('the patch is made on its own, by lines, whatever the mode', () => {
    expect(createPatch({ oldText: 'a\n', newText: 'b\n' })).toBe(
      '--- original\n+++ changed\n@@ -1 +1 @@\n-a\n+b\n',
    );
    expect(compared()).toEqual([[1, 1]]);
  });
});
