import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RangeField } from './range-field';

describe('RangeField', () => {
  it('is a slider named by its label, showing and announcing its value', () => {
    const onValueChange = vi.fn();
    render(
      <RangeField
        label="Quality"
        value={80}
        min={1}
        max={100}
        valueText="80%"
        onValueChange={onValueChange}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Quality' });
    expect(slider).toHaveAttribute('aria-valuetext', '80%');
    expect(screen.getByText('80%')).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '55' } });
    expect(onValueChange).toHaveBeenCalledWith(55);
  });

  it('can be disabled with a hint that says why', () => {
    render(
      <RangeField
        label="Quality"
        value={80}
        min={1}
        max={100}
        disabled
        hint="Set by the target size"
        onValueChange={() => {}}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Quality' });
    expect(slider).toBeDisabled();
    expect(slider).toHaveAccessibleDescription('Set by the target size');
  });
});
