import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './components/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './components/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './components/dropdown-menu';
import { Popover, PopoverContent, PopoverTrigger } from './components/popover';
import { SelectContent, SelectItem, SelectRoot, SelectTrigger, SelectValue } from './components/select';
import { renderWithI18n } from './test-utils';

// A published tool's stylesheet applies its base only inside [data-toolbox] (package-build's
// CONTEXT.md Rules: Packages › Styles); what a component renders in a portal leaves the
// provider's wrapper, so carries the attribute itself.
const scoped = (element: HTMLElement) => element.closest('[data-toolbox]');

describe('portal content carries the Toolbox scope', () => {
  it('dialog and its overlay', () => {
    renderWithI18n(
      <Dialog defaultOpen>
        <DialogContent>
          <DialogTitle>Export settings</DialogTitle>
          <DialogDescription>How the file is saved.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(scoped(screen.getByRole('dialog'))).not.toBeNull();
    expect(document.querySelectorAll('[data-toolbox]')).toHaveLength(2); // overlay and content
  });

  it('confirm dialog', () => {
    renderWithI18n(<ConfirmDialog open onOpenChange={() => {}} title="Delete?" onConfirm={() => {}} />);
    expect(scoped(screen.getByRole('alertdialog'))).not.toBeNull();
  });

  it('popover', () => {
    renderWithI18n(
      <Popover open>
        <PopoverTrigger>More</PopoverTrigger>
        <PopoverContent>Popover body</PopoverContent>
      </Popover>,
    );
    expect(scoped(screen.getByText('Popover body'))).not.toBeNull();
  });

  it('menu', () => {
    renderWithI18n(
      <DropdownMenu open>
        <DropdownMenuTrigger>Menu</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Rename</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    expect(scoped(screen.getByRole('menu'))).not.toBeNull();
  });

  it('select list', () => {
    renderWithI18n(
      <SelectRoot open value="a">
        <SelectTrigger aria-label="Letter">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="a">Alpha</SelectItem>
        </SelectContent>
      </SelectRoot>,
    );
    expect(scoped(screen.getByRole('listbox'))).not.toBeNull();
  });
});
