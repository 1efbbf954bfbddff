import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="format" onValueChange={onValueChange}>
      <TabsList aria-label="JSON tools">
        <TabsTrigger value="format">Format</TabsTrigger>
        <TabsTrigger value="validate" disabled>
          Validate
        </TabsTrigger>
        <TabsTrigger value="minify">Minify</TabsTrigger>
      </TabsList>
      <TabsContent value="format">Pretty print.</TabsContent>
      <TabsContent value="minify">Remove spaces.</TabsContent>
    </Tabs>
  );
}

function Controlled() {
  const [tab, setTab] = useState('a');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Parts">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
      </TabsList>
      <TabsContent value="a" forceMount className="data-[state=inactive]:hidden">
        <input aria-label="Kept" defaultValue="typed" />
      </TabsContent>
      <TabsContent value="b">Second</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a labelled tablist whose selected tab names and controls the shown panel', () => {
    renderWithI18n(<Example />, { language: 'en' });
    expect(screen.getByRole('tablist', { name: 'JSON tools' })).toBeInTheDocument();
    const format = screen.getByRole('tab', { name: 'Format' });
    expect(format).toHaveAttribute('aria-selected', 'true');
    expect(format).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Minify' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Format' });
    expect(panel).toHaveTextContent('Pretty print.');
    expect(format).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Remove spaces.')).not.toBeInTheDocument();
  });

  it('moves and selects with the arrow keys, Home and End, skipping disabled tabs', async () => {
    const onValueChange = vi.fn();
    renderWithI18n(<Example onValueChange={onValueChange} />, { language: 'en' });
    screen.getByRole('tab', { name: 'Format' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Minify' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Remove spaces.');
    expect(onValueChange).toHaveBeenLastCalledWith('minify');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Format' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Minify' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Format' })).toHaveAttribute('aria-selected', 'true');
  });

  it('can be controlled, and keeps force-mounted panels in the page', () => {
    renderWithI18n(<Controlled />, { language: 'en' });
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByText('Second')).toBeInTheDocument();
    const kept = screen.getByLabelText('Kept');
    expect(kept.closest('[role="tabpanel"]')).toHaveAttribute('data-state', 'inactive');
    fireEvent.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByLabelText('Kept')).toHaveValue('typed');
  });
});
