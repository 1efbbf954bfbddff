import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { moveId, SortableItem, SortableList } from './sortable-list';

const messages = {
  instructions: 'Press Space to lift a row.',
  start: (title: string) => `Picked up ${title}.`,
  over: (title: string, position: number) => `${title} is over position ${position}.`,
  end: (title: string, position: number) => `${title} dropped at position ${position}.`,
  cancel: (title: string) => `${title} put back.`,
};

function List({ onReorder }: { onReorder: (ids: string[]) => void }) {
  const ids = ['a', 'b', 'c'];
  return (
    <SortableList ids={ids} titleOf={(id) => id.toUpperCase()} onReorder={onReorder} messages={messages}>
      <ul>
        {ids.map((id) => (
          <SortableItem key={id} id={id}>
            {(state) => (
              <li ref={state.ref} style={state.style}>
                <button
                  type="button"
                  ref={state.handleRef}
                  aria-label={`Drag ${id}`}
                  {...state.handleProps}
                />
                {id}
              </li>
            )}
          </SortableItem>
        ))}
      </ul>
    </SortableList>
  );
}

describe('moveId', () => {
  it.each([
    ['a', 'c', ['b', 'c', 'a']],
    ['c', 'a', ['c', 'a', 'b']],
    ['b', 'b', ['a', 'b', 'c']],
    ['x', 'a', ['a', 'b', 'c']],
  ])('%s over %s → %j', (activeId, overId, expected) => {
    expect(moveId({ ids: ['a', 'b', 'c'], activeId, overId })).toEqual(expected);
  });
});

describe('SortableList', () => {
  it('renders its rows at once, then makes the handles sortable once dnd-kit has loaded', async () => {
    renderWithI18n(<List onReorder={vi.fn()} />, { language: 'en' });
    // Before dnd-kit arrives the rows are there, their handles not yet sortable.
    expect(screen.getByRole('button', { name: 'Drag a' })).not.toHaveAttribute('aria-roledescription');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Drag a' })).toHaveAttribute(
        'aria-roledescription',
        'sortable',
      ),
    );
    // The tool's instructions describe every handle.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Drag b' })).toHaveAccessibleDescription(
        'Press Space to lift a row.',
      ),
    );
  });
});
