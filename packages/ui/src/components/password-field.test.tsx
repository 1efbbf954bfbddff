import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { PasswordField } from './password-field';

function passwordInput(): HTMLInputElement {
  // A password input has no role; find it through its label.
  return screen.getByLabelText('Password') as HTMLInputElement;
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', () => {
    renderWithI18n(<PasswordField label="Password" defaultValue="secret" />);
    expect(passwordInput()).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(show);
    expect(passwordInput()).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(hide);
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('passes autocomplete and the other input props through', () => {
    const onChange = vi.fn();
    renderWithI18n(
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="The password that opens the file"
        value=""
        onChange={onChange}
        hint="Never leaves your device"
      />,
    );
    const input = passwordInput();
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAttribute('placeholder', 'The password that opens the file');
    expect(input).toHaveAccessibleDescription('Never leaves your device');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('disables the toggle with the field', () => {
    renderWithI18n(<PasswordField label="Password" disabled />);
    expect(passwordInput()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('marks an invalid value', () => {
    renderWithI18n(<PasswordField label="Password" invalid />);
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Chinese', () => {
    renderWithI18n(<PasswordField label="密码" />, { language: 'zh' });
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(screen.getByRole('button', { name: '隐藏密码' })).toHaveAttribute('aria-pressed', 'true');
  });
});
