import { describe, expect, it } from 'vitest';
import type { PracticeQuestion } from './practice';
import {
  ANSWER_KEY_PER_ROW,
  buildWorksheet,
  MINUTES_PER_QUESTION,
  practiceScore,
  summarizeSession,
} from './session';

describe('practice score (CONTEXT.md § Practice)', () => {
  it.each([
    [2, 100, 50000],
    [0.5, 100, 100000],
    [4, 50, 12500],
    [3, 66.7, 22233],
    [10, 0, 0],
  ])('average %d s at %d%% scores %d', (averageSeconds, accuracyPercent, score) => {
    expect(practiceScore({ averageSeconds, accuracyPercent })).toBe(score);
  });

  it('summarises a session', () => {
    expect(
      summarizeSession({
        results: [
          { questionId: 'q1', userAnswer: 'lt', isCorrect: true, timeSpent: 2000 },
          { questionId: 'q2', userAnswer: 'gt', isCorrect: false, timeSpent: 4000 },
          { questionId: 'q3', userAnswer: undefined, isCorrect: false, timeSpent: 3000 },
          { questionId: 'q4', userAnswer: 'eq', isCorrect: true, timeSpent: 3000 },
        ],
      }),
    ).toEqual({ correctCount: 2, accuracy: 50, averageTime: 3, score: 16667 });
  });
});

describe('worksheet (CONTEXT.md § Worksheet)', () => {
  const question = (index: number): PracticeQuestion => ({
    id: `q${index}`,
    leftNumber: '1',
    rightNumber: '2',
    correctAnswer: 'lt',
    difficulty: 'easy',
    formats: ['integer', 'integer'],
  });
  it.each([
    [5, 8, 1],
    [10, 15, 2],
    [7, 11, 2],
    [50, 75, 10],
  ])('%d questions: %d minutes, %d answer-key rows of 5', (count, minutes, rows) => {
    expect([MINUTES_PER_QUESTION, ANSWER_KEY_PER_ROW]).toEqual([1.5, 5]);
    const sheet = buildWorksheet({ questions: Array.from({ length: count }, (_, i) => question(i + 1)) });
    expect(sheet.estimatedMinutes).toBe(minutes);
    expect(sheet.answerKeyRows).toHaveLength(rows);
    expect(sheet.answerKeyRows[0]?.[0]).toEqual({ number: 1, answer: 'lt' });
  });
});
