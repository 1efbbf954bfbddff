import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { CopyButton } from './copy-button';

const { copyText, toast } = vi.hoisted(() => ({
  copyText: vi.fn<(text: string) => Promise<boolean>>(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@toolbox/kit/clipboard', () => ({ copyText }));
vi.mock('./toast', () => ({ toast }));

describe('CopyButton', () => {
  beforeEach(() => {
    copyText.mockReset().mockResolvedValue(true);
    toast.success.mockReset();
    toast.error.mockReset();
  });

  it('copies the value and says so in a toast', async () => {
    const onCopied = vi.fn();
    renderWithI18n(<CopyButton value="hello" onCopied={onCopied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(copyText).toHaveBeenCalledWith('hello');
    expect(toast.success).toHaveBeenCalledWith('Copied to the clipboard.');
    expect(onCopied).toHaveBeenCalledWith(true);
  });

  it('shows the failure toast when the browser refuses', async () => {
    copyText.mockResolvedValue(false);
    const onCopied = vi.fn();
    renderWithI18n(<CopyButton value="hello" onCopied={onCopied} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(toast.error).toHaveBeenCalledWith('Could not copy to the clipboard.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(onCopied).toHaveBeenCalledWith(false);
  });

  it('uses the tool’s own messages', async () => {
    renderWithI18n(<CopyButton value="x" copiedMessage="Patch copied." failedMessage="No patch." />);
    await userEvent.click(screen.getByRole('button'));
    expect(toast.success).toHaveBeenCalledWith('Patch copied.');
  });

  it('is disabled while there is nothing to copy', () => {
    renderWithI18n(<CopyButton value="" />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  it('calls onEmpty instead of copying an empty value when given', async () => {
    const onEmpty = vi.fn();
    renderWithI18n(<CopyButton value="" onEmpty={onEmpty} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(onEmpty).toHaveBeenCalledOnce();
    expect(copyText).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('icon-only: the label is the accessible name and tooltip', () => {
    renderWithI18n(<CopyButton value="1700000000" iconOnly label="Copy Unix seconds" />);
    const button = screen.getByRole('button', { name: 'Copy Unix seconds' });
    expect(button).toHaveAttribute('title', 'Copy Unix seconds');
    expect(button).not.toHaveTextContent('Copy Unix seconds');
  });

  it('says Copy in Chinese', async () => {
    renderWithI18n(<CopyButton value="x" />, { language: 'zh' });
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(toast.success).toHaveBeenCalledWith('已复制到剪贴板。');
  });
});
