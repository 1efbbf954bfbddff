import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('is a textbox that takes input props', () => {
    render(<Input aria-label="Page range" defaultValue="1-3" autoComplete="off" />);
    const input = screen.getByRole('textbox', { name: 'Page range' });
    expect(input).toHaveValue('1-3');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks an invalid value', () => {
    render(<Input aria-label="Page range" invalid />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
