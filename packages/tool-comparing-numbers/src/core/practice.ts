import { type Relation, relationOf } from './compare-numbers';
import { type NumberKind, parseNumber } from './parse-number';
import { compareFractions, type Fraction, fraction, isTerminating, toDecimalString } from './rational';

export const difficulties = ['easy', 'medium', 'hard', 'mixed'] as const;
export type Difficulty = (typeof difficulties)[number];
export type Level = Exclude<Difficulty, 'mixed'>;
export const questionCounts = [5, 10, 20, 50] as const;
export const DEFAULT_QUESTION_COUNT = 10;
/** Seconds per question; 0 means no limit (CONTEXT.md § Practice settings). */
export const timeLimits = [0, 10, 30, 60] as const;
/** Upper bounds of the difficulty score (CONTEXT.md § Difficulty): easy ≤ 25, medium 26-60, hard > 60. */
export const EASY_MAX_SCORE = 25;
export const MEDIUM_MAX_SCORE = 60;
export const MAX_REGENERATIONS = 10;
export const AUTO_ADVANCE_MS = 1500;

export interface PracticeSettings {
  difficulty: Difficulty;
  questionCount: number;
  timeLimit: number;
  formats: NumberKind[];
}

export interface PracticeQuestion {
  id: string;
  leftNumber: string;
  rightNumber: string;
  correctAnswer: Relation;
  difficulty: Level;
  formats: [NumberKind, NumberKind];
}

export function levelOfScore(score: number): Level {
  return score <= EASY_MAX_SCORE ? 'easy' : score <= MEDIUM_MAX_SCORE ? 'medium' : 'hard';
}

/** How hard a notation is to read at a glance (CONTEXT.md § Difficulty). */
const kindWeights: Record<NumberKind, number> = {
  integer: 0,
  decimal: 8,
  percent: 10,
  fraction: 14,
  ratio: 14,
  mixed: 18,
  scientific: 20,
};

/**
 * Difficulty score of a pair: the notations read, a penalty for two different notations, for
 * negatives, and for values that are close to each other (closer is harder).
 */
export function difficultyScore({ left, right }: { left: string; right: string }): number {
  const a = parseNumber({ input: left });
  const b = parseNumber({ input: right });
  if (!a.ok || !b.ok) throw new Error('difficultyScore needs two valid numbers');
  let score = kindWeights[a.number.kind] + kindWeights[b.number.kind];
  if (a.number.kind !== b.number.kind) score += 10;
  if (a.number.rational.sign < 0) score += 5;
  if (b.number.rational.sign < 0) score += 5;
  const x = a.number.value;
  const y = b.number.value;
  // Relative gap |x - y| / max(|x|, |y|), compared exactly against 1%, 10% and 50%.
  const gapNum = abs(x.num * y.den - y.num * x.den);
  const biggest = compareFractions(absFraction(x), absFraction(y)) >= 0 ? x : y;
  const scale = (abs(biggest.num) * (x.den * y.den)) / biggest.den;
  if (gapNum === 0n) score += 20;
  else if (gapNum * 100n <= scale) score += 30;
  else if (gapNum * 10n <= scale) score += 20;
  else if (gapNum * 2n <= scale) score += 10;
  return score;
}

function abs(value: bigint) {
  return value < 0n ? -value : value;
}
function absFraction(value: Fraction): Fraction {
  return { num: abs(value.num), den: value.den };
}

/** Writes a value in a notation, or undefined when that notation cannot show it exactly. */
export function formatAs(value: Fraction, kind: NumberKind): string | undefined {
  const sign = value.num < 0n ? '-' : '';
  const num = abs(value.num);
  const { den } = value;
  switch (kind) {
    case 'integer':
      return den === 1n ? `${sign}${num}` : undefined;
    case 'fraction':
      return den === 1n ? undefined : `${sign}${num}/${den}`;
    case 'ratio':
      return den === 1n ? undefined : `${sign}${num}:${den}`;
    case 'mixed':
      return den === 1n || num < den ? undefined : `${sign}${num / den} ${num % den}/${den}`;
    case 'decimal':
      return den !== 1n && isTerminating(value) ? toDecimalString(value, 12) : undefined;
    case 'percent': {
      const percent = fraction(value.num * 100n, den);
      return isTerminating(percent) ? `${toDecimalString(percent, 12)}%` : undefined;
    }
    case 'scientific': {
      if (!isTerminating(value) || num === 0n) return undefined;
      let exponent = 0;
      let mantissa = fraction(num, den);
      while (compareFractions(mantissa, fraction(10n, 1n)) >= 0) {
        mantissa = fraction(mantissa.num, mantissa.den * 10n);
        exponent += 1;
      }
      while (compareFractions(mantissa, fraction(1n, 1n)) < 0) {
        mantissa = fraction(mantissa.num * 10n, mantissa.den);
        exponent -= 1;
      }
      return `${sign}${toDecimalString(mantissa, 12)}e${exponent}`;
    }
  }
}

const kindCeilings: Record<Level, number> = { easy: 10, medium: 18, hard: 99 };

const denominators: Record<Level, bigint[]> = {
  easy: [1n, 2n, 4n, 10n],
  medium: [2n, 3n, 4n, 5n, 8n, 10n, 20n, 25n],
  hard: [3n, 6n, 7n, 8n, 9n, 12n, 16n, 40n, 125n],
};
const maxWhole: Record<Level, number> = { easy: 20, medium: 50, hard: 100 };

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length) % items.length] as T;
}

/** A value in a notation: the value is drawn until the notation can show it. */
function drawNumber(
  level: Level,
  kind: NumberKind,
  random: () => number,
  near?: Fraction,
): string | undefined {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const den = kind === 'integer' ? 1n : pick(denominators[level], random);
    let num: bigint;
    if (near) {
      // Harder levels draw the second operand closer to the first.
      const spread = level === 'easy' ? 10 : level === 'medium' ? 3 : 1;
      const centre = (near.num * den) / near.den;
      num = centre + BigInt(Math.round((random() * 2 - 1) * spread * Number(den)));
      // Negatives belong to the hard level only.
      if (level !== 'hard' && num < 0n) num = -num;
    } else {
      num = BigInt(Math.floor(random() * maxWhole[level] * Number(den))) + 1n;
      if (level === 'hard' && random() < 0.3) num = -num;
    }
    const text = formatAs(fraction(num, den), kind);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * One question of a level: operands are drawn, scored, and redrawn up to 10 times until the
 * score falls in the level's band; after that the last draw is kept.
 */
export function generateQuestion({
  id,
  level,
  formats,
  random,
}: {
  id: string;
  level: Level;
  formats: NumberKind[];
  random: () => number;
}): PracticeQuestion {
  const chosen = formats.length > 0 ? formats : (['integer', 'decimal'] as NumberKind[]);
  // Easier levels prefer the lighter notations among those chosen, and one notation per pair.
  const light = chosen.filter((kind) => kindWeights[kind] <= kindCeilings[level]);
  const kinds = light.length > 0 ? light : chosen;
  let best: PracticeQuestion | undefined;
  for (let attempt = 0; attempt <= MAX_REGENERATIONS; attempt += 1) {
    const leftKind = pick(kinds, random);
    const rightKind = level === 'easy' ? leftKind : pick(kinds, random);
    const leftNumber = drawNumber(level, leftKind, random) ?? drawNumber(level, 'integer', random) ?? '1';
    const leftParsed = parseNumber({ input: leftNumber });
    if (!leftParsed.ok) continue;
    const rightNumber =
      drawNumber(level, rightKind, random, leftParsed.number.value) ??
      drawNumber(level, 'integer', random) ??
      '2';
    const rightParsed = parseNumber({ input: rightNumber });
    if (!rightParsed.ok) continue;
    // The second operand is drawn near the first, so which one is shown first is random too:
    // otherwise the band filter would make one answer far more frequent than the others.
    const isSwapped = random() < 0.5;
    const question: PracticeQuestion = {
      id,
      leftNumber: isSwapped ? rightNumber : leftNumber,
      rightNumber: isSwapped ? leftNumber : rightNumber,
      correctAnswer: relationOf(
        isSwapped
          ? compareFractions(rightParsed.number.value, leftParsed.number.value)
          : compareFractions(leftParsed.number.value, rightParsed.number.value),
      ),
      difficulty: level,
      formats: isSwapped
        ? [rightParsed.number.kind, leftParsed.number.kind]
        : [leftParsed.number.kind, rightParsed.number.kind],
    };
    best = question;
    if (levelOfScore(difficultyScore({ left: leftNumber, right: rightNumber })) === level) break;
  }
  if (!best) throw new Error('could not draw a question');
  return best;
}

export function generateQuestions({
  settings,
  random,
}: {
  settings: PracticeSettings;
  random: () => number;
}) {
  const levels: Level[] = ['easy', 'medium', 'hard'];
  return Array.from({ length: settings.questionCount }, (_, index) =>
    generateQuestion({
      id: `q${index + 1}`,
      level: settings.difficulty === 'mixed' ? pick(levels, random) : settings.difficulty,
      formats: settings.formats,
      random,
    }),
  );
}
