import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './native-select';

const options = [
  { value: '5', label: '5 characters' },
  { value: '12', label: '12 characters' },
];

describe('NativeSelect', () => {
  it('is a combobox named by its label that reports the chosen value', () => {
    const onValueChange = vi.fn();
    render(
      <>
        <label htmlFor="precision">Precision</label>
        <NativeSelect id="precision" value="12" onValueChange={onValueChange} options={options} />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Precision' });
    expect(select).toHaveValue('12');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5 characters',
      '12 characters',
    ]);
    fireEvent.change(select, { target: { value: '5' } });
    expect(onValueChange).toHaveBeenCalledWith('5');
  });

  it('groups options', () => {
    render(
      <NativeSelect
        aria-label="Zone"
        value="UTC"
        onValueChange={() => {}}
        groups={[
          { label: 'Common', options: [{ value: 'UTC', label: 'UTC' }] },
          { label: 'All', options: [{ value: 'Asia/Tokyo', label: 'Asia/Tokyo' }] },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Common' })).toContainElement(
      screen.getByRole('option', { name: 'UTC' }),
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('can be disabled', () => {
    render(
      <NativeSelect aria-label="Precision" value="5" onValueChange={() => {}} options={options} disabled />,
    );
    expect(screen.getByRole('combobox', { name: 'Precision' })).toBeDisabled();
  });
});
