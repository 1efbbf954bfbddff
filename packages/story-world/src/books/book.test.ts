import { describe, expect, it } from 'vitest';
import {
  BOOK_LIMITS,
  createBook,
  defaultGenerationOptions,
  isSelectionEmpty,
  newBookId,
  quickCreateBook,
  selectionFromPage,
  truncateText,
  updatePreferences,
} from './book';
import { bookWithPages, NOW, seededRandom } from './test-fixtures';

describe('story book model', () => {
  it('creates a book with a trimmed title and description, no pages, and the default preferences', () => {
    const result = createBook({
      title: '  Sky Atlas ',
      description: ' Tales \n',
      now: NOW,
      random: seededRandom(),
    });
    expect(result).toMatchObject({
      ok: true,
      book: {
        title: 'Sky Atlas',
        description: 'Tales',
        pages: [],
        currentPageIndex: 0,
        totalPages: 0,
        tags: [],
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
        worldId: 'current',
        preferences: {
          authoring: { styleReference: '', customUserText: '', version: 1, updatedAt: NOW.toISOString() },
          generation: {
            enableCardUpdates: true,
            enableResourceChanges: true,
            enableNewClocks: true,
            maxSuggestions: 3,
            storyLength: 'medium',
            constraintMode: 'lenient',
          },
          selectedCards: {
            CoreConcept: [],
            Character: [],
            Environment: [],
            SpecialObject: [],
            Faction: [],
            Goal: [],
          },
          version: 1,
        },
      },
    });
  });

  it('refuses a title that is blank after trimming', () => {
    expect(createBook({ title: ' \n ' })).toEqual({
      ok: false,
      code: 'titleRequired',
      reason: 'please enter a story book title',
    });
  });

  it('makes ids from the timestamp and a random suffix, drawn again when taken', () => {
    const id = newBookId(NOW.getTime(), seededRandom(3));
    expect(id).toMatch(/^book_1795773600000_[a-z0-9]{6}$/);
    expect(newBookId(NOW.getTime(), seededRandom(3), new Set([id]))).not.toBe(id);
  });

  it('quick-creates "new story MM/DD HH:mm" (local time) in English and Chinese', () => {
    const at = new Date(2026, 2, 5, 9, 7);
    expect(quickCreateBook(at, 'en')).toMatchObject({
      title: 'new story 03/05 09:07',
      description: 'start your creation journey...',
    });
    expect(quickCreateBook(at, 'zh')).toMatchObject({
      title: '新故事 03/05 09:07',
      description: '开始你的创作之旅...',
    });
  });

  it('cuts the custom user text to 4000 characters without splitting an emoji', () => {
    const book = bookWithPages([]);
    const long = updatePreferences(book, { customUserText: 'x'.repeat(4100) }, NOW);
    expect(long.preferences.authoring.customUserText).toHaveLength(BOOK_LIMITS.customUserText);
    expect(truncateText(`${'x'.repeat(3999)}😀`, 4000)).toBe('x'.repeat(3999));
  });

  it('writes working changes back to the preferences, stamping authoring only when it changes', () => {
    const book = bookWithPages([]);
    const later = new Date('2026-12-01T00:00:00.000Z');
    const next = updatePreferences(
      book,
      { generation: { storyLength: 'long' }, selectedCards: { Goal: ['g'] } },
      later,
    );
    expect(next.preferences.generation).toEqual({ ...defaultGenerationOptions(), storyLength: 'long' });
    expect(next.preferences.selectedCards.Goal).toEqual(['g']);
    expect(next.preferences.updatedAt).toBe(later.toISOString());
    expect(next.preferences.authoring.updatedAt).toBe(NOW.toISOString());
    expect(updatePreferences(book, { styleReference: 'noir' }, later).preferences.authoring).toMatchObject({
      styleReference: 'noir',
      updatedAt: later.toISOString(),
    });
  });

  it('restores the card selection from a page snapshot', () => {
    const page = bookWithPages(['a']).pages[0];
    if (!page) throw new Error('no page');
    const selection = selectionFromPage(page);
    expect(selection.Character).toEqual(['hero']);
    expect(isSelectionEmpty(selection)).toBe(false);
  });
});
