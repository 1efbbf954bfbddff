import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { ANNOUNCE_INTERVAL_MS, TaskProgress } from './task-progress';

describe('TaskProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a named progressbar with its value and a visible percentage', () => {
    renderWithI18n(<TaskProgress label="Merging PDFs" value={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Merging PDFs' });
    expect(bar).toHaveAttribute('aria-valuenow', '42.4');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('cancels', () => {
    const onCancel = vi.fn();
    renderWithI18n(<TaskProgress label="Work" value={10} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('has no cancel button without onCancel, and takes a tool’s label', () => {
    const { rerender } = renderWithI18n(<TaskProgress label="Work" value={10} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<TaskProgress label="Work" value={10} onCancel={vi.fn()} cancelLabel="Stop hashing" />);
    expect(screen.getByRole('button', { name: 'Stop hashing' })).toBeInTheDocument();
  });

  it('shows the current item, once, outside the live region', () => {
    renderWithI18n(<TaskProgress label="Splitting" value={0} currentItem="Part 1 of 5" />);
    expect(screen.getByText('Part 1 of 5')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Splitting: 0%');
  });

  it('announces the percentage in 25 % steps, at most once per interval, ending on the latest', () => {
    const { rerender } = renderWithI18n(<TaskProgress label="Merging" value={3} currentItem="a.pdf" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Merging: 0%');
    rerender(<TaskProgress label="Merging" value={24} currentItem="a.pdf: 24 of 100" />);
    expect(status).toHaveTextContent('Merging: 0%');
    rerender(<TaskProgress label="Merging" value={30} currentItem="a.pdf: 30 of 100" />);
    rerender(<TaskProgress label="Merging" value={61} currentItem="b.pdf: 61 of 100" />);
    // The visible line follows at once; the announcement waits for the interval.
    expect(screen.getByText('b.pdf: 61 of 100')).toBeInTheDocument();
    expect(status).toHaveTextContent('Merging: 0%');
    act(() => vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS - 1));
    expect(status).toHaveTextContent('Merging: 0%');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Merging: 50%');
  });

  it('clamps values outside 0–100', () => {
    renderWithI18n(<TaskProgress label="Work" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('speaks Chinese', () => {
    renderWithI18n(<TaskProgress label="合并中" value={50} onCancel={vi.fn()} />, { language: 'zh' });
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('合并中：50%');
  });
});
