import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './segmented-control';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
] as const;

describe('SegmentedControl', () => {
  it('is a named group whose selected button is pressed', () => {
    render(<SegmentedControl label="Mode" value="b" options={options} onValueChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alpha' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Beta' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reports the clicked value', () => {
    const onValueChange = vi.fn();
    render(<SegmentedControl label="Mode" value="a" options={options} onValueChange={onValueChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Beta' }));
    expect(onValueChange).toHaveBeenCalledWith('b');
  });

  it('disables every option when disabled', () => {
    render(<SegmentedControl label="Mode" value="a" options={options} onValueChange={() => {}} disabled />);
    expect(screen.getByRole('group', { name: 'Mode' })).toBeDisabled();
  });
});
