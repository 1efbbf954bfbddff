import type { Relation } from './compare-numbers';
import type { PracticeQuestion } from './practice';

export interface QuestionResult {
  questionId: string;
  /** Undefined when the time limit ran out before an answer. */
  userAnswer: Relation | undefined;
  isCorrect: boolean;
  /** Milliseconds from showing the question to the answer. */
  timeSpent: number;
}

export interface SessionSummary {
  correctCount: number;
  /** Percent, 0-100, rounded to one decimal. */
  accuracy: number;
  /** Seconds, rounded to one decimal. */
  averageTime: number;
  score: number;
}

/**
 * CONTEXT.md § Practice: score = round(1000 / max(average seconds, 1) × accuracy percent). Accuracy enters
 * as a percentage (0-100), as written, so a perfect run at 2 s a question scores 50,000.
 */
export function practiceScore({
  averageSeconds,
  accuracyPercent,
}: {
  averageSeconds: number;
  accuracyPercent: number;
}) {
  return Math.round((1000 / Math.max(averageSeconds, 1)) * accuracyPercent);
}

export function summarizeSession({ results }: { results: QuestionResult[] }): SessionSummary {
  if (results.length === 0) return { correctCount: 0, accuracy: 0, averageTime: 0, score: 0 };
  const correctCount = results.filter((result) => result.isCorrect).length;
  const accuracyPercent = (correctCount / results.length) * 100;
  const averageSeconds = results.reduce((sum, result) => sum + result.timeSpent, 0) / results.length / 1000;
  return {
    correctCount,
    accuracy: Math.round(accuracyPercent * 10) / 10,
    averageTime: Math.round(averageSeconds * 10) / 10,
    score: practiceScore({ averageSeconds, accuracyPercent }),
  };
}

/** Print constants (CONTEXT.md § Worksheet). */
export const MINUTES_PER_QUESTION = 1.5;
export const ANSWER_KEY_PER_ROW = 5;

export interface Worksheet {
  estimatedMinutes: number;
  questions: PracticeQuestion[];
  /** The answer key in rows of 5: question number and its symbol. */
  answerKeyRows: { number: number; answer: Relation }[][];
}

export function buildWorksheet({ questions }: { questions: PracticeQuestion[] }): Worksheet {
  const answers = questions.map((question, index) => ({ number: index + 1, answer: question.correctAnswer }));
  const answerKeyRows: Worksheet['answerKeyRows'] = [];
  for (let start = 0; start < answers.length; start += ANSWER_KEY_PER_ROW) {
    answerKeyRows.push(answers.slice(start, start + ANSWER_KEY_PER_ROW));
  }
  return { estimatedMinutes: Math.ceil(MINUTES_PER_QUESTION * questions.length), questions, answerKeyRows };
}

/** The seeded generator tests and stories draw the same questions with. */
export { seededRandom } from '@toolbox/kit/seeded-random';
