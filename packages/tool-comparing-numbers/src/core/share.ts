import { type NumberKind, numberKinds } from './parse-number';
import { type Difficulty, difficulties, type PracticeSettings, questionCounts, timeLimits } from './practice';
import { MAX_SORT_ROWS, MIN_SORT_ROWS, type SortDirection } from './sort-numbers';

export type ComparingNumbersTab = 'compare' | 'practice' | 'sort';
const tabs: readonly ComparingNumbersTab[] = ['compare', 'practice', 'sort'];

/** The compare tab's inputs, and whether its result (of those inputs) is shown. */
export interface CompareShareState {
  left: string;
  right: string;
  isCompared: boolean;
}

/** The sort tab's rows and direction, and whether its result is shown. */
export interface SortShareState {
  values: string[];
  direction: SortDirection;
  isSorted: boolean;
}

/**
 * What the page header's "Copy link" carries (CONTEXT.md § Link): the tab, both numbers, the sort
 * rows and direction, the practice settings, and which results are shown. Never a practice
 * session or a worksheet: those are drawn at random and belong to the one who practises.
 */
export interface SharedComparingNumbers {
  tab: ComparingNumbersTab;
  compare: CompareShareState;
  sort: SortShareState;
  practice: PracticeSettings;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseCompare(raw: unknown): CompareShareState | undefined {
  if (!isRecord(raw)) return undefined;
  const { left, right, isCompared } = raw;
  if (typeof left !== 'string' || typeof right !== 'string' || typeof isCompared !== 'boolean')
    return undefined;
  return { left, right, isCompared };
}

function parseSort(raw: unknown): SortShareState | undefined {
  if (!isRecord(raw)) return undefined;
  const { values, direction, isSorted } = raw;
  if (!Array.isArray(values) || values.length < MIN_SORT_ROWS || values.length > MAX_SORT_ROWS)
    return undefined;
  if (!values.every((value) => typeof value === 'string')) return undefined;
  if ((direction !== 'asc' && direction !== 'desc') || typeof isSorted !== 'boolean') return undefined;
  return { values: [...values] as string[], direction, isSorted };
}

function parsePractice(raw: unknown): PracticeSettings | undefined {
  if (!isRecord(raw)) return undefined;
  const { difficulty, questionCount, timeLimit, formats } = raw;
  if (!difficulties.includes(difficulty as Difficulty)) return undefined;
  if (!(questionCounts as readonly unknown[]).includes(questionCount)) return undefined;
  if (!(timeLimits as readonly unknown[]).includes(timeLimit)) return undefined;
  if (!Array.isArray(formats) || !formats.every((kind) => numberKinds.includes(kind as NumberKind)))
    return undefined;
  return {
    difficulty: difficulty as Difficulty,
    questionCount: questionCount as number,
    timeLimit: timeLimit as number,
    // In the notation order, each once, as the setup keeps them.
    formats: numberKinds.filter((kind) => formats.includes(kind)),
  };
}

/** What a link carried, checked part by part; a part that fails its check refuses the link. */
export function parseSharedComparingNumbers(raw: unknown): SharedComparingNumbers | undefined {
  if (!isRecord(raw) || !tabs.includes(raw.tab as ComparingNumbersTab)) return undefined;
  const compare = parseCompare(raw.compare);
  const sort = parseSort(raw.sort);
  const practice = parsePractice(raw.practice);
  if (!compare || !sort || !practice) return undefined;
  return { tab: raw.tab as ComparingNumbersTab, compare, sort, practice };
}
