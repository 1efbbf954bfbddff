import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

function renderDialog(language: 'en' | 'zh') {
  renderWithI18n(
    <Dialog>
      <DialogTrigger>Settings</DialogTrigger>
      <DialogContent>
        <DialogTitle>Export settings</DialogTitle>
        <DialogDescription>How the file is saved.</DialogDescription>
      </DialogContent>
    </Dialog>,
    { language },
  );
}

describe('Dialog', () => {
  it.each([
    { language: 'en', close: 'Close' },
    { language: 'zh', close: '关闭' },
  ] as const)(
    'opens from its trigger and closes with the $language "$close" button',
    ({ language, close }) => {
      renderDialog(language);
      fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
      expect(screen.getByRole('dialog', { name: 'Export settings' })).toHaveAccessibleDescription(
        'How the file is saved.',
      );
      fireEvent.click(screen.getByRole('button', { name: close }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );
});

describe('Dialog layout="drawer"', () => {
  it('is a full-height panel along the start edge, still a labelled modal dialog', () => {
    renderWithI18n(
      <Dialog defaultOpen>
        <DialogContent layout="drawer">
          <DialogTitle>Menu</DialogTitle>
          <DialogDescription>Every tool.</DialogDescription>
        </DialogContent>
      </Dialog>,
      { language: 'en' },
    );
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveClass('inset-y-0', 'left-0', 'h-dvh');
    expect(drawer).not.toHaveClass('top-1/2');
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
