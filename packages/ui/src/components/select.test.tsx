import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { Select } from './select';

const options = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
];

describe('Select', () => {
  it('names its trigger and shows the selected label', () => {
    renderWithI18n(<Select value="4" onValueChange={vi.fn()} options={options} aria-label="Indentation" />);
    expect(screen.getByRole('combobox', { name: 'Indentation' })).toHaveTextContent('4 spaces');
  });

  it.each([
    { language: 'en', placeholder: 'Choose…' },
    { language: 'zh', placeholder: '请选择…' },
  ] as const)('shows the $language placeholder without a value', ({ language, placeholder }) => {
    renderWithI18n(<Select value="" onValueChange={vi.fn()} options={options} aria-label="Indentation" />, {
      language,
    });
    expect(screen.getByRole('combobox')).toHaveTextContent(placeholder);
  });

  it('can be named by a label element through id', () => {
    renderWithI18n(
      <>
        <label htmlFor="indent">Indent with</label>
        <Select id="indent" value="2" onValueChange={vi.fn()} options={options} />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Indent with' })).toBeInTheDocument();
  });
});
