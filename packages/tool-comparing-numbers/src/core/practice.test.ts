import { describe, expect, it } from 'vitest';
import { compareNumbers } from './compare-numbers';
import { numberKinds, parseNumber } from './parse-number';
import {
  AUTO_ADVANCE_MS,
  DEFAULT_QUESTION_COUNT,
  difficulties,
  difficultyScore,
  EASY_MAX_SCORE,
  formatAs,
  generateQuestions,
  levelOfScore,
  MAX_REGENERATIONS,
  MEDIUM_MAX_SCORE,
  questionCounts,
} from './practice';
import { fraction } from './rational';
import { seededRandom } from './session';

describe('practice constants (CONTEXT.md § Practice settings, § Difficulty, § Practice)', () => {
  it('offers the four difficulties and the question counts', () => {
    expect(difficulties).toEqual(['easy', 'medium', 'hard', 'mixed']);
    expect(questionCounts).toEqual([5, 10, 20, 50]);
    expect(DEFAULT_QUESTION_COUNT).toBe(10);
    expect(MAX_REGENERATIONS).toBe(10);
    expect(AUTO_ADVANCE_MS).toBe(1500);
  });

  it.each([
    [0, 'easy'],
    [25, 'easy'],
    [26, 'medium'],
    [60, 'medium'],
    [61, 'hard'],
  ] as const)('score %d is %s', (score, level) => {
    expect([EASY_MAX_SCORE, MEDIUM_MAX_SCORE]).toEqual([25, 60]);
    expect(levelOfScore(score)).toBe(level);
  });
});

describe('difficultyScore', () => {
  it.each([
    ['3', '90', 0],
    ['3', '4', 10],
    ['0.5', '1/3', 8 + 14 + 10 + 10],
    ['-1 1/2', '-1.49', 18 + 8 + 10 + 5 + 5 + 30],
    ['1/2', '50%', 14 + 10 + 10 + 20],
  ])('%s vs %s scores %d', (left, right, score) => {
    expect(difficultyScore({ left, right })).toBe(score);
  });
});

describe('formatAs', () => {
  it.each([
    [3n, 2n, 'fraction', '3/2'],
    [3n, 2n, 'mixed', '1 1/2'],
    [3n, 2n, 'ratio', '3:2'],
    [3n, 2n, 'decimal', '1.5'],
    [3n, 2n, 'percent', '150%'],
    [3n, 2n, 'scientific', '1.5e0'],
    [-1n, 40n, 'scientific', '-2.5e-2'],
    [1n, 3n, 'decimal', undefined],
    [4n, 1n, 'fraction', undefined],
    [4n, 1n, 'integer', '4'],
  ] as const)('%s/%s as %s is %j', (num, den, kind, text) => {
    expect(formatAs(fraction(num, den), kind)).toBe(text);
  });
});

describe('generateQuestions', () => {
  it.each(['easy', 'medium', 'hard', 'mixed'] as const)(
    'draws valid %s questions in the chosen formats',
    (difficulty) => {
      const formats = [...numberKinds];
      const questions = generateQuestions({
        settings: { difficulty, questionCount: 20, timeLimit: 0, formats },
        random: seededRandom(7),
      });
      expect(questions).toHaveLength(20);
      for (const question of questions) {
        const outcome = compareNumbers({ left: question.leftNumber, right: question.rightNumber });
        expect(outcome.ok && outcome.result.relation).toBe(question.correctAnswer);
        const left = parseNumber({ input: question.leftNumber });
        expect(left.ok && left.number.kind).toBe(question.formats[0]);
        if (difficulty !== 'mixed') expect(question.difficulty).toBe(difficulty);
      }
    },
  );

  it('mostly lands in the band of the chosen level', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const questions = generateQuestions({
        settings: { difficulty: level, questionCount: 50, timeLimit: 0, formats: [...numberKinds] },
        random: seededRandom(11),
      });
      const inBand = questions.filter(
        (question) =>
          levelOfScore(difficultyScore({ left: question.leftNumber, right: question.rightNumber })) === level,
      );
      expect(inBand.length, level).toBeGreaterThanOrEqual(35);
    }
  });

  it('keeps negatives to the hard level and mixes the answers', () => {
    for (const level of ['easy', 'medium'] as const) {
      const questions = generateQuestions({
        settings: { difficulty: level, questionCount: 50, timeLimit: 0, formats: [...numberKinds] },
        random: seededRandom(21),
      });
      const signs = questions.flatMap((question) =>
        [question.leftNumber, question.rightNumber].map((input) => {
          const parsed = parseNumber({ input });
          return parsed.ok ? parsed.number.rational.sign : 'invalid';
        }),
      );
      expect(signs).not.toContain(-1);
      expect(signs).not.toContain('invalid');
      const answers = new Set(questions.map((question) => question.correctAnswer));
      expect(answers.has('lt') && answers.has('gt')).toBe(true);
      const lessCount = questions.filter((question) => question.correctAnswer === 'lt').length;
      expect(lessCount, level).toBeGreaterThan(10);
      expect(lessCount, level).toBeLessThan(40);
    }
  });

  it('uses only integer questions when only integers are chosen', () => {
    const questions = generateQuestions({
      settings: { difficulty: 'easy', questionCount: 10, timeLimit: 0, formats: ['integer'] },
      random: seededRandom(3),
    });
    expect(questions.every((question) => question.formats.every((kind) => kind === 'integer'))).toBe(true);
  });
});
