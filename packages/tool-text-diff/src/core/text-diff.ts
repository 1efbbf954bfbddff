import { type IgnoreOptions, ignoresAnything, ignoresWhitespace, internLineKeys } from './ignore';
import { buildInlineRows, diffInline } from './inline-diff';
import { buildLineRows } from './line-diff';
import { countsOf, type DiffMode, type TextDiffResult } from './model';
import { diffSequences, type EditRun } from './myers';
import { formatUnifiedPatch } from './patch';
import { createInterner, type SplitLines, splitLines } from './tokenize';

/**
 * Both texts together (UTF-16 units) from this size on are large (CONTEXT.md § Work): the diff
 * waits for a 300 ms pause in typing and a newer input cancels it.
 */
export const LARGE_INPUT_CHARS = 20_000;

export type ProgressHandler = (ratio: number, stage: 'lines' | 'words' | 'chars' | 'layout') => void;

/**
 * Line diff of two texts. A last line without a final line break is compared as different from the
 * same line with one, as GNU diff does, so the patch can say so; like GNU diff, an option that
 * ignores white space ignores that difference too. Lines are compared by their keys under `ignore`
 * (CONTEXT.md § Ignore options).
 */
export function diffLines(
  oldLines: SplitLines,
  newLines: SplitLines,
  onProgress?: (ratio: number) => void,
  { compareFinalNewline = true, ignore = {} }: { compareFinalNewline?: boolean; ignore?: IgnoreOptions } = {},
): { runs: EditRun[]; isMinimal: boolean } {
  const withNewline = compareFinalNewline && !ignoresWhitespace(ignore);
  if (ignoresAnything(ignore)) {
    const apart = ({ lines, hasFinalNewline }: SplitLines) =>
      withNewline && !hasFinalNewline && lines.length > 0 ? lines.length - 1 : undefined;
    const { ids, idCount } = internLineKeys(
      [
        { lines: oldLines.lines, apart: apart(oldLines) },
        { lines: newLines.lines, apart: apart(newLines) },
      ],
      ignore,
    );
    return diffSequences({ a: ids[0] as Int32Array, b: ids[1] as Int32Array, idCount, onProgress });
  }
  const keys = ({ lines, hasFinalNewline }: SplitLines) => {
    if (!withNewline || hasFinalNewline || lines.length === 0) return lines;
    const copy = lines.slice();
    copy[copy.length - 1] = `${copy[copy.length - 1]}\u0000no-newline`;
    return copy;
  };
  const oldKeys = keys(oldLines);
  const newKeys = keys(newLines);
  const intern = createInterner();
  const a = intern(oldKeys);
  const b = intern(newKeys);
  return diffSequences({ a, b, idCount: intern.size, onProgress });
}

/**
 * Compares two texts in the given mode: rows for both views and the counts. Only what the mode
 * shows is computed (CONTEXT.md § Work): the line diff in line mode, the word or character diff
 * otherwise; the patch waits for Copy (`createPatch`).
 */
export function diffTexts({
  oldText,
  newText,
  mode,
  ignore = {},
  onProgress,
}: {
  oldText: string;
  newText: string;
  mode: DiffMode;
  /** Applies to the line mode (CONTEXT.md § Ignore options); the word and character modes compare exactly. */
  ignore?: IgnoreOptions;
  onProgress?: ProgressHandler;
}): TextDiffResult {
  const isIdentical = oldText === newText;
  if (mode === 'line') {
    const oldLines = splitLines(oldText);
    const newLines = splitLines(newText);
    // On screen a last line is the same line with or without a final line break; only the patch,
    // which must recreate the bytes, tells them apart.
    const shown = diffLines(oldLines, newLines, (ratio) => onProgress?.(ratio * 0.8, 'lines'), {
      compareFinalNewline: false,
      ignore,
    });
    onProgress?.(0.8, 'layout');
    const { lines, rows } = buildLineRows(oldLines.lines, newLines.lines, shown.runs, ignore);
    const tally = { equal: 0, delete: 0, insert: 0 };
    for (const run of shown.runs) tally[run.op] += run.count;
    return {
      mode,
      lines,
      rows,
      counts: countsOf(tally.insert, tally.delete, tally.equal),
      isIdentical,
      isMinimal: shown.isMinimal,
    };
  }
  const stage = mode === 'word' ? 'words' : 'chars';
  const inline = diffInline({
    oldText,
    newText,
    mode,
    onProgress: (ratio) => onProgress?.(ratio * 0.9, stage),
  });
  onProgress?.(0.9, 'layout');
  const { lines, rows } = buildInlineRows(inline.parts);
  return { mode, lines, rows, counts: inline.counts, isIdentical, isMinimal: inline.isMinimal };
}

/**
 * The unified patch of two texts (`diff -u`, by lines in every mode, with the final line break
 * compared so `patch` recreates the bytes). Empty when the texts are identical. With ignore options
 * it is `diff -u` with the same flags: only the changes that count, context lines from the original.
 */
export function createPatch({
  oldText,
  newText,
  ignore = {},
}: {
  oldText: string;
  newText: string;
  ignore?: IgnoreOptions;
}): string {
  const oldLines = splitLines(oldText);
  const newLines = splitLines(newText);
  return formatUnifiedPatch({
    oldLines,
    newLines,
    runs: diffLines(oldLines, newLines, undefined, { ignore }).runs,
  });
}
