import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { FavouriteToggle } from './favourite-toggle';

describe('FavouriteToggle', () => {
  it.each([
    { language: 'en', isFavourite: false, name: 'Add JSON Tools to favourites', pressed: 'false' },
    { language: 'en', isFavourite: true, name: 'Remove JSON Tools from favourites', pressed: 'true' },
    { language: 'zh', isFavourite: false, name: '收藏JSON Tools', pressed: 'false' },
    { language: 'zh', isFavourite: true, name: '取消收藏JSON Tools', pressed: 'true' },
  ] as const)(
    '$language, on=$isFavourite: "$name", aria-pressed=$pressed',
    ({ language, isFavourite, name, pressed }) => {
      renderWithI18n(<FavouriteToggle isFavourite={isFavourite} onToggle={vi.fn()} toolName="JSON Tools" />, {
        language,
      });
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', pressed);
    },
  );

  it('calls onToggle when clicked', () => {
    const onToggle = vi.fn();
    renderWithI18n(<FavouriteToggle isFavourite={false} onToggle={onToggle} toolName="Diff" />);
    fireEvent.click(screen.getByRole('button'));
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('does not HTML-escape the tool name', () => {
    renderWithI18n(<FavouriteToggle isFavourite={false} onToggle={vi.fn()} toolName="Q&A" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Add Q&A to favourites');
  });
});
