import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addPage, createBlankCard, createBook, createPage } from '@toolbox/story-world';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { mockLayout, type Side } from '@toolbox/vitest/layout';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { manifest } from '../manifest';
import { saveBook } from '../storage/book-store';
import { CURRENT_WORLD_ID } from '../storage/schema';
import { openStoryDatabase } from '../storage/world-store';
import { currentBookStore } from './books/use-story-books';
import { slotStore } from './editor-tab';
import StoryGeneratorTool from './story-generator-tool';

const { toast } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

// jsdom lays nothing out: give the card grid a viewport and each row a height, so the virtualised
// grid renders its rows as a browser would.
function sizeOf(element: HTMLElement, side: Side): number {
  if (element.getAttribute('data-testid') === 'card-grid') return side === 'height' ? 2000 : 360;
  return side === 'height' ? 200 : 360;
}
beforeEach(() => mockLayout(sizeOf));

let counter = 0;
let db: ReturnType<typeof openStoryDatabase>;
beforeEach(() => {
  counter += 1;
  db = openStoryDatabase(`story-ui-${process.pid}-${counter}`);
  localStorage.clear();
  vi.clearAllMocks();
});
afterEach(async () => {
  vi.restoreAllMocks();
  db.close();
  await Dexie.delete(db.name);
});

function renderTool(language: TestLanguage = 'en') {
  return renderWithI18n(<StoryGeneratorTool database={() => db} initialTab="repo" />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
}

const grid = () => screen.getByTestId('card-grid');
const cardNames = () =>
  within(grid())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function addInitialCards() {
  fireEvent.click((await screen.findAllByRole('button', { name: en.repo.addInitial }))[0] as HTMLElement);
  await screen.findByTestId('card-grid');
}

describe('StoryGeneratorTool: repository', () => {
  it('starts empty, adds the six initial cards once, and says so', async () => {
    renderTool();
    expect(await screen.findByText(en.repo.empty.title)).toBeInTheDocument();
    await addInitialCards();
    expect(cardNames()).toHaveLength(6);
    expect(toast.success).toHaveBeenCalledWith('Added 6 initial cards (0 already there)');
    fireEvent.click(screen.getAllByRole('button', { name: en.repo.addInitial })[0] as HTMLElement);
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(en.repo.toast.initialAllExist));
    expect(await db.worldCards.count()).toBe(6);
  });

  it('searches after the debounce, filters by type, and counts what it shows', async () => {
    renderTool();
    await addInitialCards();
    fireEvent.change(screen.getByLabelText(en.repo.search), { target: { value: 'guild' } });
    await waitFor(() => expect(cardNames()).toEqual(['The Horologists’ Guild']));
    expect(screen.getByText('1 of 6 cards')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(en.repo.search), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(en.repo.filter.type), { target: { value: 'Goal' } });
    await waitFor(() => expect(cardNames()).toEqual(['Keep the clock running']));
  });

  it('deletes a card after a destructive confirm, and undo brings it back', async () => {
    renderTool();
    await addInitialCards();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Mara Quill' }));
    fireEvent.click(await screen.findByRole('button', { name: en.repo.confirmDelete.confirm }));
    await waitFor(() => expect(cardNames()).not.toContain('Mara Quill'));
    expect(await db.worldCards.get([CURRENT_WORLD_ID, 'seed_character_mara'])).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: en.history.undo }));
    await waitFor(() => expect(cardNames()).toContain('Mara Quill'));
    expect(await db.worldCards.get([CURRENT_WORLD_ID, 'seed_character_mara'])).toBeDefined();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(cardNames()).not.toContain('Mara Quill'));
  });

  it('batch-deletes the selected cards in delete mode; nothing selected is refused', async () => {
    renderTool();
    await addInitialCards();
    fireEvent.click(screen.getByRole('button', { name: en.repo.deleteMode }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (0)' }));
    expect(toast.error).toHaveBeenCalledWith(en.repo.toast.selectFirst);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Mara Quill' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select The Heartspring' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    fireEvent.click(await screen.findByRole('button', { name: en.repo.confirmDelete.confirm }));
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    expect(toast.success).toHaveBeenCalledWith('Deleted 2 cards');
  });

  it('duplicates with a copy id and suffix', async () => {
    renderTool();
    await addInitialCards();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Mara Quill' }));
    await waitFor(() => expect(cardNames()).toContain('Mara Quill (copy)'));
    const ids = (await db.worldCards.toArray()).map((row) => row.id);
    expect(ids.some((id) => /^seed_character_mara\.copy_[a-z0-9]{4}$/.test(id))).toBe(true);
  });

  it('imports pasted JSON, skipping a damaged card with its reason; bad JSON is refused', async () => {
    renderTool();
    await screen.findByText(en.repo.empty.title);
    fireEvent.click(screen.getByRole('button', { name: en.repo.import.button }));
    const goal = { ...createBlankCard('Goal', { id: 'g1' }), name: 'Escape' };
    fireEvent.change(await screen.findByLabelText(en.repo.import.paste), { target: { value: '{oops' } });
    fireEvent.click(screen.getByRole('button', { name: en.repo.import.confirm }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(en.repo.toast.jsonFormatError));
    fireEvent.change(screen.getByLabelText(en.repo.import.paste), {
      target: { value: JSON.stringify([goal, { id: 'x', type: 'Dragon' }]) },
    });
    fireEvent.click(screen.getByRole('button', { name: en.repo.import.confirm }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Imported 1 card (0 replaced)'));
    expect(toast.warning).toHaveBeenCalledWith(
      '1 card in the file could not be read and was skipped: #2: unknown card type: Dragon',
    );
    expect(cardNames()).toEqual(['Escape']);
  });

  it('sets a damaged stored card aside with a warning and shows the rest', async () => {
    const good = { ...createBlankCard('Goal', { id: 'g1' }), name: 'Escape' };
    await db.worldCards.bulkPut([
      { id: 'g1', worldId: CURRENT_WORLD_ID, updatedAt: 'x', card: good },
      { id: 'bad', worldId: CURRENT_WORLD_ID, updatedAt: 'x', card: { id: 'bad' } as never },
    ]);
    renderTool();
    await waitFor(() => expect(cardNames()).toEqual(['Escape']));
    expect(toast.warning).toHaveBeenCalledWith(
      '1 stored card could not be read and was set aside (kept, not deleted): bad',
    );
    expect(await db.setAside.count()).toBe(1);
  });

  it('keeps the card on screen and says so when the browser refuses the write', async () => {
    renderTool();
    await addInitialCards();
    const put = vi.spyOn(db.worldCards, 'bulkDelete').mockRejectedValueOnce(new Error('QuotaExceededError'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Delete Mara Quill' }));
    fireEvent.click(await screen.findByRole('button', { name: en.repo.confirmDelete.confirm }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(en.storage.saveFailed));
    expect(cardNames()).toContain('Mara Quill');
    put.mockRestore();
    quiet.mockRestore();
  });

  it('renders only the rows in view once the world is large (virtualised grid)', async () => {
    const cards = Array.from({ length: 300 }, (_, index) => ({
      ...createBlankCard('Goal', { id: `g${index}` }),
      name: `Goal ${index}`,
    }));
    await db.worldCards.bulkPut(
      cards.map((card) => ({ id: card.id, worldId: CURRENT_WORLD_ID, updatedAt: 'x', card })),
    );
    renderTool();
    await screen.findByText('300 of 300 cards');
    await waitFor(() => expect(grid().querySelector('ul')?.style.height).toMatch(/px$/));
    const rendered = within(grid()).getAllByRole('heading', { level: 3 }).length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
  });

  it('opens the export dialog with the cards shown', async () => {
    renderTool();
    await addInitialCards();
    fireEvent.click(screen.getByRole('button', { name: en.repo.exportJson }));
    const preview = (await screen.findByLabelText(en.repo.export.preview)) as HTMLTextAreaElement;
    expect(JSON.parse(preview.value).cards).toHaveLength(6);
  });
});

describe('StoryGeneratorTool: editor tab', () => {
  it('creates a card of the chosen type through the editor', async () => {
    renderTool();
    await screen.findByText(en.repo.empty.title);
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.editor }));
    fireEvent.click(await screen.findByRole('button', { name: 'New Faction' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Night Market' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Card saved: Night Market'));
    expect((await db.worldCards.toArray()).map((row) => row.card.type)).toEqual(['Faction']);
  });

  it('fills slots at random, picks cards of a type, and clears them', async () => {
    renderTool();
    await addInitialCards();
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.editor }));
    fireEvent.click(await screen.findByRole('button', { name: en.slots.randomFill }));
    await screen.findByText('6 cards configured');
    fireEvent.click(screen.getByRole('button', { name: 'Choose Character cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Character cards' });
    fireEvent.click(within(dialog).getByRole('button', { name: en.picker.clear }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm (0)' }));
    await screen.findByText('5 cards configured');
    fireEvent.click(screen.getByRole('button', { name: en.slots.clearAll }));
    await screen.findByText(en.slots.emptyHint);
  });
});

describe('StoryGeneratorTool: ai-story tab', () => {
  it('opens on the current book and restores an empty selection from its page’s card snapshot', async () => {
    const goal = { ...createBlankCard('Goal', { id: 'g1' }), name: 'Escape' };
    await db.worldCards.put({ id: 'g1', worldId: CURRENT_WORLD_ID, updatedAt: 'x', card: goal });
    const made = createBook({ title: 'Night voyage' });
    if (!made.ok) throw new Error(made.reason);
    const book = addPage(
      made.book,
      createPage({ title: 'One', content: 'It began.', selectedCards: [goal] }),
    );
    await saveBook(db, book);
    currentBookStore.write(book.id);
    renderWithI18n(<StoryGeneratorTool database={() => db} />, {
      language: 'en',
      namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
    });
    await screen.findByRole('button', { name: en.evolution.generate });
    await waitFor(() => expect(slotStore.read()[CURRENT_WORLD_ID]?.Goal.ids).toEqual(['g1']));
    currentBookStore.write('');
  });
});

describe('StoryGeneratorTool: worlds', () => {
  it('makes a second world, keeps the first one’s cards apart, renames and deletes it', async () => {
    renderTool();
    await addInitialCards();
    fireEvent.click(screen.getByRole('button', { name: en.worlds.new }));
    fireEvent.change(await screen.findByLabelText(en.worlds.nameLabel), { target: { value: 'Sea voyage' } });
    fireEvent.click(screen.getByRole('button', { name: en.common.confirm }));
    await screen.findByText(en.repo.empty.title);
    expect(
      (screen.getByLabelText(en.worlds.label) as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('Sea voyage (0 cards)');
    fireEvent.change(screen.getByLabelText(en.worlds.label), { target: { value: CURRENT_WORLD_ID } });
    await waitFor(() => expect(cardNames()).toHaveLength(6));
    const second = [...(screen.getByLabelText(en.worlds.label) as HTMLSelectElement).options].find((option) =>
      option.textContent?.startsWith('Sea voyage'),
    );
    fireEvent.change(screen.getByLabelText(en.worlds.label), { target: { value: second?.value } });
    await screen.findByText(en.repo.empty.title);
    fireEvent.click(screen.getByRole('button', { name: 'Rename Sea voyage' }));
    fireEvent.change(await screen.findByLabelText(en.worlds.nameLabel), { target: { value: 'Sky voyage' } });
    fireEvent.click(screen.getByRole('button', { name: en.common.confirm }));
    await screen.findByRole('button', { name: 'Delete Sky voyage' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Sky voyage' }));
    fireEvent.click(await screen.findByRole('button', { name: en.repo.confirmDelete.confirm }));
    await waitFor(() => expect(cardNames()).toHaveLength(6));
    expect(screen.getByRole('button', { name: 'Delete My world' })).toBeDisabled();
  });
});

describe('StoryGeneratorTool: Chinese', () => {
  it('adds the initial cards in Chinese', async () => {
    renderTool('zh');
    fireEvent.click((await screen.findAllByRole('button', { name: zh.repo.addInitial }))[0] as HTMLElement);
    await waitFor(() => expect(cardNames()).toContain('玛拉·奎尔'));
    await act(async () => {});
  });
});
