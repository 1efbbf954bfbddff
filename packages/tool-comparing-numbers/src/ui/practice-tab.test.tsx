import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateQuestions } from '../core/practice';
import { seededRandom } from '../core/session';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { DEFAULT_SETTINGS, PracticeTab } from './practice-tab';
import { renderTool } from './test-render';

const settings = { ...DEFAULT_SETTINGS, questionCount: 5 };

describe('PracticeTab', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs setup, questions with auto-advance after 1.5 s, results and retry', () => {
    renderTool(<PracticeTab initialSettings={settings} random={seededRandom(5)} />);
    const expected = generateQuestions({ settings, random: seededRandom(5) });
    expect(screen.getByRole('button', { name: en.practice.difficulties.easy })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    fireEvent.click(screen.getByRole('button', { name: en.practice.start }));
    for (const [index, question] of expected.entries()) {
      expect(screen.getByText(`Question ${index + 1} of 5`)).toBeInTheDocument();
      expect(screen.getByTestId('practice-question')).toHaveTextContent(
        `${question.leftNumber} ? ${question.rightNumber}`,
      );
      // Answer the first question wrongly, the rest correctly.
      const answer = index === 0 ? (question.correctAnswer === 'lt' ? 'gt' : 'lt') : question.correctAnswer;
      fireEvent.click(screen.getByRole('button', { name: en.practice.answers[answer] }));
      expect(screen.getByRole('button', { name: en.practice.answers.lt })).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent(index === 0 ? 'Not quite' : en.practice.correct);
      act(() => vi.advanceTimersByTime(1499));
      if (index < 4) expect(screen.getByText(`Question ${index + 1} of 5`)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
    }
    expect(screen.getByRole('heading', { name: en.practice.results })).toBeInTheDocument();
    expect(screen.getByText('4 of 5 correct')).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    // All answers were instant (fake clock): average 0 s, so 1000 / max(0, 1) × 80.
    expect(screen.getByText((80000).toLocaleString())).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.practice.retry }));
    expect(screen.getByRole('button', { name: en.practice.start })).toBeInTheDocument();
  });

  it('counts an unanswered question as wrong when the time limit runs out', () => {
    renderTool(<PracticeTab initialSettings={{ ...settings, timeLimit: 10 }} random={seededRandom(1)} />);
    fireEvent.click(screen.getByRole('button', { name: en.practice.start }));
    act(() => vi.advanceTimersByTime(10_250));
    expect(screen.getByRole('status')).toHaveTextContent('Time is up');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
  });

  it('needs at least one format', () => {
    renderTool(<PracticeTab initialSettings={{ ...settings, formats: ['integer'] }} />);
    fireEvent.click(screen.getByLabelText(en.kinds.integer));
    expect(screen.getByText(en.practice.formatsNeeded)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.practice.start })).toBeDisabled();
  });

  it('builds a printable A4 worksheet with an answer key 5 per row', () => {
    renderTool(<PracticeTab initialSettings={{ ...settings, questionCount: 10 }} random={seededRandom(9)} />);
    fireEvent.click(screen.getByRole('button', { name: en.practice.worksheet }));
    const sheet = screen.getByRole('article', { name: en.worksheet.title });
    expect(sheet).toHaveTextContent('Estimated time: 15 minutes');
    expect(sheet.querySelectorAll('ol > li')).toHaveLength(10);
    expect(sheet.querySelectorAll('tr')).toHaveLength(2);
    expect(sheet.querySelectorAll('tr')[0]?.querySelectorAll('td')).toHaveLength(5);
    expect(document.querySelector('style')?.textContent).toMatch(/@page \{ size: A4;[\s\S]*@media print/);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: en.worksheet.print }));
    expect(print).toHaveBeenCalled();
  });

  // CONTEXT.md § Print form.
  it('starts the print form with the default title and subtitle, no header or footer, and the answer key', () => {
    renderTool(<PracticeTab initialSettings={settings} random={seededRandom(9)} />);
    fireEvent.click(screen.getByRole('button', { name: en.practice.worksheet }));
    const form = screen.getByRole('group', { name: en.printForm.legend });
    expect(within(form).getByLabelText(en.printForm.title)).toHaveValue(en.worksheet.title);
    expect(within(form).getByLabelText(en.printForm.title)).toHaveAttribute('maxlength', '80');
    expect(within(form).getByLabelText(en.printForm.subtitle)).toHaveValue(en.worksheet.subtitle);
    expect(within(form).getByLabelText(en.printForm.subtitle)).toHaveAttribute('maxlength', '160');
    expect(within(form).getByLabelText(en.printForm.headerText)).toHaveValue('');
    expect(within(form).getByLabelText(en.printForm.headerText)).toHaveAttribute('maxlength', '200');
    expect(within(form).getByLabelText(en.printForm.footerText)).toHaveValue('');
    expect(within(form).getByLabelText(en.printForm.footerText)).toHaveAttribute('maxlength', '200');
    expect(within(form).getByRole('checkbox', { name: en.printForm.showAnswerKey })).toBeChecked();
    const sheet = screen.getByRole('article', { name: en.worksheet.title });
    expect(within(sheet).getByRole('heading', { level: 3 })).toHaveTextContent(en.worksheet.title);
    expect(sheet).toHaveTextContent(en.worksheet.subtitle);
    expect(within(sheet).getByRole('heading', { name: en.worksheet.answerKey })).toBeInTheDocument();
    expect(sheet.querySelector('[data-print="header"]')).toBeNull();
    expect(sheet.querySelector('[data-print="footer"]')).toBeNull();
  });

  it('prints what the print form says, and keeps it for new questions', () => {
    renderTool(<PracticeTab initialSettings={settings} random={seededRandom(9)} />);
    fireEvent.click(screen.getByRole('button', { name: en.practice.worksheet }));
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(en.printForm.title, '  Class 5B: which is bigger?  ');
    type(en.printForm.subtitle, 'Fractions and decimals');
    type(en.printForm.headerText, 'Greenfield Primary School');
    type(en.printForm.footerText, 'Hand in on Friday');
    fireEvent.click(screen.getByRole('checkbox', { name: en.printForm.showAnswerKey }));
    const sheet = screen.getByRole('article', { name: 'Class 5B: which is bigger?' });
    expect(within(sheet).getByRole('heading', { level: 3 })).toHaveTextContent('Class 5B: which is bigger?');
    expect(sheet).toHaveTextContent('Fractions and decimals');
    expect(sheet).not.toHaveTextContent(en.worksheet.subtitle);
    expect(sheet.querySelector('[data-print="header"]')).toHaveTextContent('Greenfield Primary School');
    expect(sheet.querySelector('[data-print="footer"]')).toHaveTextContent('Hand in on Friday');
    // The header comes first on the sheet and the footer after the questions.
    const text = sheet.textContent ?? '';
    expect(text.indexOf('Greenfield')).toBeLessThan(text.indexOf('Class 5B'));
    expect(text.lastIndexOf('Hand in on Friday')).toBeGreaterThan(
      text.indexOf(en.worksheet.estimated.slice(0, 9)),
    );
    expect(within(sheet).queryByRole('heading', { name: en.worksheet.answerKey })).not.toBeInTheDocument();
    expect(sheet.querySelectorAll('tr')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: en.worksheet.newSheet }));
    expect(screen.getByRole('article', { name: 'Class 5B: which is bigger?' })).toHaveTextContent(
      'Greenfield Primary School',
    );
    fireEvent.click(screen.getByRole('button', { name: en.worksheet.back }));
    fireEvent.click(screen.getByRole('button', { name: en.practice.worksheet }));
    expect(screen.getByLabelText(en.printForm.footerText)).toHaveValue('Hand in on Friday');
  });

  it('prints the default title when the title is cleared, and clips pasted text to the limit', () => {
    renderTool(<PracticeTab initialSettings={settings} random={seededRandom(9)} />);
    fireEvent.click(screen.getByRole('button', { name: en.practice.worksheet }));
    fireEvent.change(screen.getByLabelText(en.printForm.title), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText(en.printForm.footerText), { target: { value: 'x'.repeat(300) } });
    const sheet = screen.getByRole('article', { name: en.worksheet.title });
    expect(within(sheet).getByRole('heading', { level: 3 })).toHaveTextContent(en.worksheet.title);
    expect(sheet.querySelector('[data-print="footer"]')?.textContent).toBe('x'.repeat(200));
  });

  it('prints the Chinese defaults in Chinese', () => {
    renderTool(<PracticeTab initialSettings={settings} random={seededRandom(9)} />, 'zh');
    fireEvent.click(screen.getByRole('button', { name: zh.practice.worksheet }));
    expect(screen.getByLabelText(zh.printForm.title)).toHaveValue(zh.worksheet.title);
    expect(screen.getByRole('article', { name: zh.worksheet.title })).toHaveTextContent(
      zh.worksheet.subtitle,
    );
  });
});
