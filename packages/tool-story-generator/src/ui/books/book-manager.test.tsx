import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addPage, createBook, createPage, type StoryBook } from '@toolbox/story-world';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { manifest } from '../../manifest';
import { BookManager, type BookManagerProps } from './book-manager';

function book(title: string, description: string, pages: number, tags: string[] = []): StoryBook {
  const made = createBook({ title, description, tags, now: new Date('2026-11-01T10:00:00Z') });
  if (!made.ok) throw new Error(made.reason);
  let result = made.book;
  for (let index = 0; index < pages; index++)
    result = addPage(result, createPage({ title: `P${index + 1}`, content: 'Text.' }));
  return result;
}

const books = [
  book('The Clockwork City', 'A city that runs on one clock', 3, [
    'steampunk',
    'mystery',
    'city',
    'gears',
    'brass',
  ]),
  book('Sea of Glass', 'Sailors on a frozen sea', 0),
];

function renderManager(props: Partial<BookManagerProps> = {}, language: TestLanguage = 'en') {
  const handlers = {
    onOpen: vi.fn(),
    onCreate: vi.fn(async () => true),
    onQuickCreate: vi.fn(),
    onImport: vi.fn(),
    onExport: vi.fn(),
    onDelete: vi.fn(),
  };
  renderWithI18n(<BookManager books={books} currentBookId={books[0]?.id} {...handlers} {...props} />, {
    language,
    namespaces: { [manifest.id]: { en, zh }, ui: uiMessages },
  });
  return handlers;
}

describe('BookManager', () => {
  it('shows each book with pages, progress, three tags and +N, and the current badge', () => {
    renderManager();
    const card = screen.getByRole('heading', { name: 'The Clockwork City' }).closest('li') as HTMLElement;
    expect(within(card).getByText(/3 pages/)).toBeInTheDocument();
    expect(within(card).getByText(en.books.current)).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: 'Reading progress of The Clockwork City' }),
    ).toHaveAttribute('aria-valuemax', '3');
    expect(
      within(within(card).getByRole('list', { name: en.books.tags }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['steampunk', 'mystery', 'city', '+2']);
  });

  it('searches by title or description and says when nothing matches', () => {
    renderManager();
    fireEvent.change(screen.getByLabelText(en.books.search), { target: { value: 'frozen' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toContain(
      'Sea of Glass',
    );
    expect(screen.queryByRole('heading', { name: 'The Clockwork City' })).toBeNull();
    fireEvent.change(screen.getByLabelText(en.books.search), { target: { value: 'dragons' } });
    expect(screen.getByText(en.books.noMatch)).toBeInTheDocument();
  });

  it('creates a book only with a title, trimmed; a failed save keeps the dialog and the text', async () => {
    const onCreate = vi.fn(async () => false);
    renderManager({ onCreate });
    fireEvent.click(screen.getByRole('button', { name: en.books.create }));
    const dialog = await screen.findByRole('dialog', { name: en.books.createTitle });
    expect(within(dialog).getByRole('button', { name: en.books.createConfirm })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText(en.books.titleLabel), {
      target: { value: '  Night Market  ' },
    });
    fireEvent.change(within(dialog).getByLabelText(en.books.descriptionLabel), {
      target: { value: ' Lanterns ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: en.books.createConfirm }));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({ title: 'Night Market', description: 'Lanterns' }),
    );
    expect(within(dialog).getByLabelText(en.books.titleLabel)).toHaveValue('  Night Market  ');
  });

  it('opens a book and quick-creates one', async () => {
    const handlers = renderManager();
    fireEvent.click(screen.getByRole('button', { name: 'Sea of Glass' }));
    expect(handlers.onOpen).toHaveBeenCalledWith(books[1]);
    fireEvent.click(screen.getByRole('button', { name: en.books.quickCreate }));
    expect(handlers.onQuickCreate).toHaveBeenCalled();
  });

  it('exports from the book menu and deletes only after a destructive confirm', async () => {
    const handlers = renderManager();
    const trigger = screen.getByRole('button', { name: 'Actions for Sea of Glass' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: en.books.export.epub }));
    expect(handlers.onExport).toHaveBeenCalledWith(books[1], 'epub');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Actions for Sea of Glass' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: en.books.delete }));
    const confirm = await screen.findByRole('alertdialog');
    expect(handlers.onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: en.books.delete }));
    expect(handlers.onDelete).toHaveBeenCalledWith(books[1]);
  });

  it('has an empty state and speaks Chinese', () => {
    renderManager({ books: [] }, 'zh');
    expect(screen.getByText(zh.books.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.books.quickCreate })).toBeInTheDocument();
  });
});
