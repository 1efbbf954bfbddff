import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(
  props: Partial<Parameters<typeof ConfirmDialog>[0]> = {},
  language: 'en' | 'zh' = 'en',
) {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  renderWithI18n(
    <ConfirmDialog open onOpenChange={onOpenChange} title="Clear all?" onConfirm={onConfirm} {...props} />,
    { language },
  );
  return { onConfirm, onOpenChange };
}

describe('ConfirmDialog', () => {
  it.each([
    { language: 'en', confirm: 'Confirm', cancel: 'Cancel' },
    { language: 'zh', confirm: '确认', cancel: '取消' },
  ] as const)('uses the $language default labels', ({ language, confirm, cancel }) => {
    renderDialog({}, language);
    expect(screen.getByRole('button', { name: confirm })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cancel })).toBeInTheDocument();
  });

  it('is an alert dialog named by its title and described by its description', () => {
    renderDialog({ description: 'This cannot be undone.' });
    const dialog = screen.getByRole('alertdialog', { name: 'Clear all?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  });

  it('prefers given labels over the defaults', () => {
    renderDialog({ confirmLabel: 'Delete', cancelLabel: 'Keep' });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('calls onConfirm and closes when confirmed', () => {
    const { onConfirm, onOpenChange } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes without confirming on Cancel', () => {
    const { onConfirm, onOpenChange } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('paints the confirm button destructive only for the destructive variant', () => {
    renderDialog({ variant: 'destructive' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveClass('bg-destructive');
  });

  it('paints the confirm button primary by default', () => {
    renderDialog();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveClass('bg-primary');
    expect(confirm).not.toHaveClass('bg-destructive');
  });

  it('starts with focus on Cancel, the safe choice', () => {
    renderDialog();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});
