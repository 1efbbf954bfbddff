import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateQuestions } from '../core/practice';
import { seededRandom } from '../core/session';
import en from '../locales/en.json';
import ComparingNumbersTool from './comparing-numbers-tool';
import { DEFAULT_SETTINGS, PracticeTab } from './practice-tab';
import { renderTool } from './test-render';

// CONTEXT.md § Question timer: time on a question counts only while the practice tab is
// shown and the page is visible; the time limit pauses with it.

const settings = { ...DEFAULT_SETTINGS, questionCount: 5 as const };

function setPageHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Radix tabs switch on a primary-button mouse down. */
function showTab(name: string) {
  act(() => {
    fireEvent.click(screen.getByRole('tab', { name }));
  });
}

const status = () =>
  screen.getByText((_, node) => node?.getAttribute('role') === 'status' && node.closest('section') !== null);

describe('practice question timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setPageHidden(false);
    vi.useRealTimers();
  });

  it('pauses the time limit while another tab of the tool is shown', () => {
    renderTool(<ComparingNumbersTool initialTab="practice" />);
    fireEvent.click(screen.getByRole('button', { name: '10 s' }));
    fireEvent.click(screen.getByRole('button', { name: en.practice.start }));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('7 s left')).toBeInTheDocument();
    showTab(en.tabs.compare);
    act(() => vi.advanceTimersByTime(60_000));
    showTab(en.tabs.practice);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByText('7 s left')).toBeInTheDocument();
    expect(screen.queryByText(/Time is up/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6600));
    expect(status()).toHaveTextContent('Time is up');
  });

  it('pauses the time limit while the page is hidden', () => {
    renderTool(<PracticeTab initialSettings={{ ...settings, timeLimit: 10 }} random={seededRandom(3)} />);
    fireEvent.click(screen.getByRole('button', { name: en.practice.start }));
    act(() => vi.advanceTimersByTime(8000));
    setPageHidden(true);
    act(() => vi.advanceTimersByTime(600_000));
    expect(screen.queryByText(/Time is up/)).not.toBeInTheDocument();
    setPageHidden(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('1 s left')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1250));
    expect(status()).toHaveTextContent('Time is up');
  });

  it('records only the visible time as the time spent on a question', () => {
    const random = seededRandom(4);
    const questions = generateQuestions({ settings, random: seededRandom(4) });
    renderTool(<PracticeTab initialSettings={settings} random={random} />);
    fireEvent.click(screen.getByRole('button', { name: en.practice.start }));
    act(() => vi.advanceTimersByTime(3000));
    setPageHidden(true);
    act(() => vi.advanceTimersByTime(120_000));
    setPageHidden(false);
    act(() => vi.advanceTimersByTime(2000));
    for (const question of questions) {
      fireEvent.click(screen.getByRole('button', { name: en.practice.answers[question.correctAnswer] }));
      act(() => vi.advanceTimersByTime(1500));
    }
    expect(screen.getByRole('heading', { name: en.practice.results })).toBeInTheDocument();
    // 5 s on the first question (3 s + 2 s, not the 2 minutes away), 0 s on the others: 1 s average.
    expect(screen.getByText('1 s')).toBeInTheDocument();
  });
});
