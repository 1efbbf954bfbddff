import { fireEvent, screen, within } from '@testing-library/react';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import Base64ToolsTool from './base64-tools-tool';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

function renderTool(language: TestLanguage = 'en') {
  return renderWithI18n(<Base64ToolsTool />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const input = () => screen.getByLabelText('Input');
const result = () => screen.getByRole('textbox', { name: 'Result' });
const convert = () => fireEvent.click(screen.getByRole('button', { name: 'Convert' }));

describe('Base64ToolsTool', () => {
  it('starts in encode mode with Convert disabled while the input is blank', () => {
    renderTool();
    const modes = screen.getByRole('group', { name: 'Mode' });
    expect(within(modes).getByRole('button', { name: 'Encode' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Convert' })).toBeDisabled();
    fireEvent.change(input(), { target: { value: '  \n ' } });
    expect(screen.getByRole('button', { name: 'Convert' })).toBeDisabled();
  });

  it('encodes emoji and Chinese as UTF-8, and shows the length', () => {
    renderTool();
    fireEvent.change(input(), { target: { value: '你好 😀' } });
    convert();
    expect(result()).toHaveValue('5L2g5aW9IPCfmIA=');
    expect(screen.getByText('16 characters')).toBeInTheDocument();
  });

  it('uses the URL-safe alphabet without padding when asked', () => {
    renderTool();
    fireEvent.click(screen.getByLabelText('URL-safe alphabet (- and _, no padding)'));
    fireEvent.change(input(), { target: { value: '😀?>' } });
    convert();
    expect(result()).toHaveValue('8J-YgD8-');
  });

  it('swap moves the result to the input and flips the mode', () => {
    renderTool();
    fireEvent.change(input(), { target: { value: 'héllo' } });
    convert();
    fireEvent.click(screen.getByRole('button', { name: en.actions.swap }));
    expect(input()).toHaveValue('aMOpbGxv');
    expect(result()).toHaveValue('héllo');
    expect(screen.getByRole('button', { name: 'Decode' })).toHaveAttribute('aria-pressed', 'true');
    convert();
    expect(result()).toHaveValue('héllo');
  });

  it('explains invalid input with the character and its position', () => {
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Decode' }));
    fireEvent.change(input(), { target: { value: 'Zm9v$mFy' } });
    convert();
    expect(screen.getByRole('alert')).toHaveTextContent('“$” at position 5 is not a Base64 character.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(result()).toHaveValue('');
  });

  it('copy with no result gives the no-output error (spec § 5)', () => {
    renderTool();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(toast.error).toHaveBeenCalledWith(en.errorNoOutput);
  });

  it('clears input, result and error', () => {
    renderTool();
    fireEvent.change(input(), { target: { value: 'abc' } });
    convert();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input()).toHaveValue('');
    expect(result()).toHaveValue('');
    expect(screen.getByText('0 characters')).toBeInTheDocument();
  });

  it('speaks Chinese', () => {
    renderTool('zh');
    expect(screen.getByRole('group', { name: '模式' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转换' })).toBeInTheDocument();
    expect(screen.getByLabelText(zh.input.label)).toBeInTheDocument();
  });
});
