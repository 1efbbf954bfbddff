import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress';

describe('ProgressBar', () => {
  it('is a named progressbar with aria-valuenow', () => {
    render(<ProgressBar value={42} label="Merging PDFs" />);
    const bar = screen.getByRole('progressbar', { name: 'Merging PDFs' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('shows the rounded percentage only when asked', () => {
    const { rerender } = render(<ProgressBar value={33.6} label="Upload" />);
    expect(screen.queryByText('34%')).not.toBeInTheDocument();
    rerender(<ProgressBar value={33.6} label="Upload" showValue />);
    expect(screen.getByText('34%')).toBeInTheDocument();
  });

  it.each([
    { value: 140, expected: '100' },
    { value: -5, expected: '0' },
    { value: Number.NaN, expected: '0' },
  ])('clamps $value to $expected', ({ value, expected }) => {
    render(<ProgressBar value={value} label="Work" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', expected);
  });
});
