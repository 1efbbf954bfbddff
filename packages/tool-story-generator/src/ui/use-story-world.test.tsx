import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { createBlankCard, putCard } from '@toolbox/story-world';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import { CURRENT_WORLD_ID, type StoryDatabase } from '../storage/schema';
import { openStoryDatabase } from '../storage/world-store';
import { type StoryWorld, useStoryWorld } from './use-story-world';

vi.mock('@toolbox/ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

let db: StoryDatabase;
afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

function Probe({ onReady }: { onReady(story: StoryWorld): void }) {
  const story = useStoryWorld({ database: () => db });
  onReady(story);
  return <p>{story.status}</p>;
}

describe('useStoryWorld commit with a write alongside (a story page)', () => {
  it('stores both in one transaction, or neither', async () => {
    db = openStoryDatabase(`story-hook-${process.pid}`);
    let story: StoryWorld | undefined;
    renderWithI18n(<Probe onReady={(value) => (story = value)} />, {
      language: 'en',
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    });
    await screen.findByText('ready');
    const goal = { ...createBlankCard('Goal', { id: 'g1' }), name: 'Escape' };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    let saved = true;
    await act(async () => {
      saved = await (story as StoryWorld).commit(
        (world) => putCard(world, goal),
        async (database) => {
          await database.storyBooks.put({ id: 'b1', title: 'Book', createdAt: 'x', updatedAt: 'x' });
          throw new Error('the book could not be written');
        },
      );
    });
    expect(saved).toBe(false);
    expect(await db.worldCards.get([CURRENT_WORLD_ID, 'g1'])).toBeUndefined();
    expect(await db.storyBooks.get('b1')).toBeUndefined();
    await act(async () => {
      saved = await (story as StoryWorld).commit(
        (world) => putCard(world, goal),
        async (database) => {
          await database.storyBooks.put({ id: 'b1', title: 'Book', createdAt: 'x', updatedAt: 'x' });
        },
      );
    });
    expect(saved).toBe(true);
    await waitFor(async () => expect(await db.worldCards.get([CURRENT_WORLD_ID, 'g1'])).toBeDefined());
    expect(await db.storyBooks.get('b1')).toBeDefined();
    quiet.mockRestore();
  });
});
