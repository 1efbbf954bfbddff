import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import CryptoToolsTool from './crypto-tools-tool';

const { copyText, toast } = vi.hoisted(() => ({
  copyText: vi.fn<(text: string) => Promise<boolean>>(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@toolbox/kit/clipboard', () => ({ copyText: (text: string) => copyText(text) }));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

describe('copy actions (CONTEXT.md § Copy)', () => {
  beforeEach(() => {
    copyText.mockReset();
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it.each([
    ['success', true, 'success', en.toasts.copied],
    ['failure', false, 'error', en.toasts.copyFailed],
  ] as const)('copy %s shows its toast', async (_name, copied, kind, message) => {
    copyText.mockResolvedValue(copied);
    const user = userEvent.setup();
    renderWithI18n(<CryptoToolsTool initialTab="keys" />, {
      language: 'en',
      namespaces: { 'crypto-tools': { en, zh }, ui: uiMessages },
    });
    await user.click(screen.getByRole('button', { name: en.keys.generate }));
    await user.click(screen.getByRole('button', { name: en.keys.copy }));
    expect(copyText).toHaveBeenCalledWith((screen.getByLabelText(en.keys.result) as HTMLInputElement).value);
    expect(toast[kind]).toHaveBeenCalledWith(message);
  });
});
