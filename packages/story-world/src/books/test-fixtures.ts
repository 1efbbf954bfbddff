// Books for the book tests (tests only: never imported by the package's code).
import { createBlankCard } from '../card-factory';
import type { Card } from '../cards';
import { createBook, type StoryBook } from './book';
import { addPage, createPage } from './pages';

/** A repeatable `Math.random` stand-in. */
export function seededRandom(seed = 1): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

export const NOW = new Date('2026-11-27T10:00:00.000Z');
export const LATER = new Date('2026-11-28T12:30:00.000Z');

export const hero = {
  ...createBlankCard('Character', { id: 'hero' }),
  name: 'Ada',
  summary: 'A pilot',
} as Card;

/** A book titled `title` with pages of these contents (titled "One", "Two" …), the last current. */
export function bookWithPages(contents: readonly string[], title = 'Sky Atlas'): StoryBook {
  const random = seededRandom(7);
  const created = createBook({ title, description: 'Tales of the air', now: NOW, random });
  if (!created.ok) throw new Error(created.reason);
  const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
  return contents.reduce(
    (book, content, index) =>
      addPage(
        book,
        createPage({
          title: names[index] ?? `P${index + 1}`,
          content,
          summary: `summary ${index + 1}`,
          suggestions: [`next ${index + 1}`],
          selectedCards: [hero],
          worldStateSnapshot: {
            cards: { hero },
            resources: { gold: 3 },
            clocks: { storm: { id: 'storm', name: 'Storm', value: 2, max: 6, kind: 'crisis' } },
            constraints: ['forbid:pathPrefix=secret'],
          },
          cardUpdates: [{ cardId: 'hero', changes: { 'resources.gold': 3 }, reason: 'found a purse' }],
          now: NOW,
          random,
        }),
      ),
    created.book,
  );
}
