import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { LiveTextTicker } from './live-text-ticker';

const items = ['Alice scored 98', 'Bob merged 3 PDFs', 'Chen split a task'];

function liveText() {
  return document.querySelector('[aria-live="polite"]')?.textContent;
}

describe('LiveTextTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotates through the items every interval and wraps around', () => {
    renderWithI18n(<LiveTextTicker items={items} intervalMs={1000} />);
    expect(liveText()).toBe('Alice scored 98');
    act(() => vi.advanceTimersByTime(1000));
    expect(liveText()).toBe('Bob merged 3 PDFs');
    act(() => vi.advanceTimersByTime(2000));
    expect(liveText()).toBe('Alice scored 98');
  });

  it('defaults to 3 seconds per item', () => {
    renderWithI18n(<LiveTextTicker items={items} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(liveText()).toBe('Alice scored 98');
    act(() => vi.advanceTimersByTime(1));
    expect(liveText()).toBe('Bob merged 3 PDFs');
  });

  it('pauses while hovered and resumes after', () => {
    renderWithI18n(<LiveTextTicker items={items} intervalMs={1000} />);
    const ticker = screen.getByText('Live').parentElement as HTMLElement;
    fireEvent.mouseEnter(ticker);
    act(() => vi.advanceTimersByTime(5000));
    expect(liveText()).toBe('Alice scored 98');
    fireEvent.mouseLeave(ticker);
    act(() => vi.advanceTimersByTime(1000));
    expect(liveText()).toBe('Bob merged 3 PDFs');
  });

  it('pauses while focused', () => {
    renderWithI18n(<LiveTextTicker items={items} intervalMs={1000} />);
    act(() => (screen.getByText('Live').parentElement as HTMLElement).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(liveText()).toBe('Alice scored 98');
  });

  it('shows the translated badge unless a label is given', () => {
    const { rerender } = renderWithI18n(<LiveTextTicker items={items} />, { language: 'zh' });
    expect(screen.getByText('实时')).toBeInTheDocument();
    rerender(<LiveTextTicker items={items} label="Today" />);
    expect(screen.getByText('Today')).toBeInTheDocument();
  });

  it('renders nothing for an empty list', () => {
    const { container } = renderWithI18n(<LiveTextTicker items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps showing something when the list shrinks', () => {
    const { rerender } = renderWithI18n(<LiveTextTicker items={items} intervalMs={1000} />);
    act(() => vi.advanceTimersByTime(2000));
    rerender(<LiveTextTicker items={items.slice(0, 2)} intervalMs={1000} />);
    expect(liveText()).toBe('Alice scored 98');
  });
});
