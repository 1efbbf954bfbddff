import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addPage, createBlankCard, createBook, createPage, type StoryBook } from '@toolbox/story-world';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { manifest } from '../../manifest';
import { SEARCH_DEBOUNCE_MS } from './book-search';
import { type BookChangeReason, BookViewer, type BookViewerProps } from './book-viewer';

const { toast } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

const hero = { ...createBlankCard('Character', { id: 'hero' }), name: 'Ada', summary: 'A pilot' };

/** A book of pages with these contents, titled "Page title 1" …, the first page current. */
function makeBook(contents: readonly string[], title = 'Sky Atlas'): StoryBook {
  const made = createBook({ title, now: new Date('2026-11-01T10:00:00Z') });
  if (!made.ok) throw new Error(made.reason);
  let book = made.book;
  contents.forEach((content, index) => {
    book = addPage(
      book,
      createPage({
        title: `Page title ${index + 1}`,
        content,
        suggestions: [`Next ${index + 1}a`, `Next ${index + 1}b`],
        selectedCards: [hero],
        cardUpdates: [{ cardId: 'hero', changes: { 'resources.gold': 3 }, reason: 'found a purse' }],
        now: new Date('2026-11-02T10:00:00Z'),
      }),
    );
  });
  return { ...book, currentPageIndex: 0 };
}

type ChangeResult = boolean | ((next: StoryBook, reason: BookChangeReason) => boolean);

/** A parent that keeps the book when `onChange` resolves true, as the page does once saved. */
function Parent({
  initial,
  viewer,
  expose,
}: {
  initial: StoryBook | undefined;
  viewer: Omit<BookViewerProps, 'book'>;
  expose(set: (book: StoryBook | undefined) => void): void;
}) {
  const [book, setBook] = useState(initial);
  expose(setBook);
  return (
    <BookViewer
      {...viewer}
      book={book}
      onChange={async (next, reason) => {
        const ok = await viewer.onChange(next, reason);
        if (ok) setBook(next);
        return ok;
      }}
    />
  );
}

/** The viewer in a `Parent`, with spies for every handler. */
function renderViewer(
  initial: StoryBook | undefined,
  {
    result = true,
    language = 'en',
    props = {},
  }: {
    result?: ChangeResult;
    language?: TestLanguage;
    props?: Partial<BookViewerProps>;
  } = {},
) {
  const onChange = vi.fn(async (next: StoryBook, reason: BookChangeReason) =>
    typeof result === 'function' ? result(next, reason) : result,
  );
  const handlers = {
    onExportMarkdown: vi.fn(),
    onSave: vi.fn(async () => true),
    onStartCreating: vi.fn(),
  };
  let setBook: (book: StoryBook | undefined) => void = () => {};
  renderWithI18n(
    <Parent
      initial={initial}
      viewer={{ ...handlers, ...props, onChange }}
      expose={(set) => {
        setBook = set;
      }}
    />,
    { language, namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } },
  );
  return { onChange, ...handlers, setBook: (book: StoryBook | undefined) => act(() => setBook(book)) };
}

const pageRegion = (number: number) => screen.getByRole('region', { name: `Page ${number}` });
const threePages = () => makeBook(['First text.\n\nSecond paragraph.', 'Middle text.', 'Last text.']);

beforeEach(() => {
  for (const fn of Object.values(toast)) fn.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('BookViewer', () => {
  it('turns pages with the buttons, disabled at the ends', async () => {
    const { onChange } = renderViewer(threePages());
    const previous = screen.getByRole('button', { name: en.viewer.nav.previous });
    const next = screen.getByRole('button', { name: en.viewer.nav.next });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    await screen.findByRole('region', { name: 'Page 2' });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ currentPageIndex: 1 }), 'navigate');
    fireEvent.click(next);
    await screen.findByRole('region', { name: 'Page 3' });
    expect(screen.getByRole('button', { name: en.viewer.nav.next })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: en.viewer.nav.previous }));
    await screen.findByRole('region', { name: 'Page 2' });
  });

  it('turns pages with ArrowLeft and ArrowRight, not while typing or editing', async () => {
    const { onChange } = renderViewer(threePages());
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByRole('region', { name: 'Page 2' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await screen.findByRole('region', { name: 'Page 1' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(screen.getByLabelText(en.viewer.nav.jump), { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: en.viewer.page.edit }));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(pageRegion(1)).toBeInTheDocument();
  });

  it('jumps only to whole page numbers in range, with an inline message otherwise', async () => {
    renderViewer(threePages());
    const jump = screen.getByLabelText(en.viewer.nav.jump);
    for (const typed of ['0', '4', '2.5', 'abc', '']) {
      fireEvent.change(jump, { target: { value: typed } });
      fireEvent.submit(jump);
      expect(screen.getByText('Enter a whole number from 1 to 3.')).toBeInTheDocument();
      expect(jump).toHaveAttribute('aria-invalid', 'true');
      expect(pageRegion(1)).toBeInTheDocument();
    }
    fireEvent.change(jump, { target: { value: '3' } });
    expect(screen.queryByText('Enter a whole number from 1 to 3.')).toBeNull();
    fireEvent.submit(jump);
    await screen.findByRole('region', { name: 'Page 3' });
    expect(screen.getByLabelText(en.viewer.nav.jump)).toHaveValue('3');
  });

  it('keeps paragraphs and shows stats, the footer, suggestions and card changes', () => {
    renderViewer(makeBook(['ab\n\ncd', '😀😀']));
    const region = pageRegion(1);
    const body = region.querySelector('[data-page-body]') as HTMLElement;
    expect(body.textContent).toBe('ab\n\ncd');
    expect(body).toHaveClass('whitespace-pre-wrap');
    expect(within(region).getByRole('heading', { name: 'Page title 1' })).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: en.viewer.stats.label });
    // 6 + 2 code points (an emoji counts once), 4 per page.
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Page 1 of 2', '8 characters in total', '4 characters per page on average']);
    expect(within(region).getByText(/6 characters · 2 suggestions/)).toBeInTheDocument();
    expect(screen.getByText('Next 1a')).toBeInTheDocument();
    expect(screen.getByText('Ada (hero)')).toBeInTheDocument();
    expect(screen.getByText('resources.gold → 3')).toBeInTheDocument();
    expect(screen.getByText('Reason: found a purse')).toBeInTheDocument();
  });

  it('shows the card snapshot with CardView when the details toggle is on', () => {
    renderViewer(threePages());
    expect(screen.queryByRole('heading', { name: en.viewer.snapshot })).toBeNull();
    const toggle = screen.getByRole('button', { name: en.viewer.details });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: en.viewer.snapshot })).toBeInTheDocument();
    expect(screen.getByText('A pilot')).toBeInTheDocument();
  });

  it('edits a page with save and cancel; a failed save keeps the text and says so', async () => {
    let isSaving = false;
    const { onChange } = renderViewer(threePages(), { result: () => isSaving });
    fireEvent.click(screen.getByRole('button', { name: en.viewer.page.edit }));
    fireEvent.change(screen.getByLabelText(en.viewer.page.contentLabel), { target: { value: 'Discarded' } });
    fireEvent.click(screen.getByRole('button', { name: en.viewer.page.cancel }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/First text\./)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: en.viewer.page.edit }));
    fireEvent.change(screen.getByLabelText(en.viewer.page.titleLabel), { target: { value: 'New title' } });
    fireEvent.change(screen.getByLabelText(en.viewer.page.contentLabel), { target: { value: 'New text' } });
    fireEvent.click(screen.getByRole('button', { name: en.viewer.page.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.viewer.page.editFailed);
    expect(screen.getByLabelText(en.viewer.page.contentLabel)).toHaveValue('New text');
    const [sent, reason] = onChange.mock.calls[0] ?? [];
    expect(reason).toBe('edit');
    expect(sent?.pages[0]).toMatchObject({ title: 'New title', content: 'New text', pageNumber: 1 });

    isSaving = true;
    fireEvent.click(screen.getByRole('button', { name: en.viewer.page.save }));
    await screen.findByRole('heading', { name: 'New title' });
    expect(screen.queryByLabelText(en.viewer.page.contentLabel)).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(en.viewer.page.updated);
  });

  it('duplicates the page after it with the copy suffix and shows the copy', async () => {
    const { onChange } = renderViewer(threePages(), { language: 'zh' });
    fireEvent.keyDown(screen.getByRole('button', { name: zh.viewer.page.menu }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: zh.viewer.page.duplicate }));
    await screen.findByRole('region', { name: '第 2 页' });
    const [sent, reason] = onChange.mock.calls[0] ?? [];
    expect(reason).toBe('duplicate');
    expect(sent?.pages.map((page) => page.title)).toEqual([
      'Page title 1',
      'Page title 1 (副本)',
      'Page title 2',
      'Page title 3',
    ]);
    expect(toast.success).toHaveBeenCalledWith(zh.viewer.page.duplicated);
  });

  it('deletes a page only after a destructive confirm', async () => {
    const { onChange } = renderViewer({ ...threePages(), currentPageIndex: 1 });
    fireEvent.keyDown(screen.getByRole('button', { name: en.viewer.page.menu }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: en.viewer.page.delete }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete page 2?' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: en.viewer.page.delete }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.anything(), 'delete'));
    expect(onChange.mock.calls[0]?.[0].pages.map((page) => page.content)).toEqual([
      'First text.\n\nSecond paragraph.',
      'Last text.',
    ]);
    // The page before the deleted one is shown.
    await screen.findByRole('region', { name: 'Page 1' });
  });

  it('cannot delete the last page: the item is disabled with the reason, and the model refuses', async () => {
    const book = makeBook(['Only page.', 'Second.']);
    const { onChange, setBook } = renderViewer(makeBook(['Only page.']));
    fireEvent.keyDown(screen.getByRole('button', { name: en.viewer.page.menu }), { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: /Delete page/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent(en.viewer.page.lastPageHint);
    fireEvent.keyDown(item, { key: 'Escape' });

    // The book shrinks to one page while the confirm is open: the model's refusal is shown.
    setBook(book);
    fireEvent.keyDown(screen.getByRole('button', { name: en.viewer.page.menu }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: en.viewer.page.delete }));
    const confirm = await screen.findByRole('alertdialog');
    setBook({ ...book, pages: book.pages.slice(0, 1), totalPages: 1 });
    fireEvent.click(within(confirm).getByRole('button', { name: en.viewer.page.delete }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.viewer.page.cannotDeleteLast);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('searches after a pause, lists hits with 50 characters each side and the match marked, and jumps', async () => {
    vi.useFakeTimers();
    const long = `${'a'.repeat(60)}Dragon${'b'.repeat(60)}`;
    renderViewer(makeBook(['Nothing here.', 'Still nothing.', long]));
    fireEvent.keyDown(window, { key: 'f', ctrlKey: true });
    const input = screen.getByLabelText(en.viewer.search);
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'dragon' } });
    expect(screen.queryByRole('list', { name: en.viewer.searchResults })).toBeNull();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const results = screen.getByRole('list', { name: en.viewer.searchResults });
    const [hit] = within(results).getAllByRole('listitem');
    expect(hit).toHaveTextContent(`Page 3 ${'a'.repeat(50)}Dragon${'b'.repeat(50)}`);
    expect(hit?.querySelector('mark')).toHaveTextContent('Dragon');
    expect(screen.getByText('1 match')).toBeInTheDocument();
    fireEvent.click(within(hit as HTMLElement).getByRole('button'));
    // The parent's onChange settles in microtasks, which fake timers leave alone.
    await act(async () => {});
    expect(pageRegion(3)).toBeInTheDocument();
  });

  it('saves with Ctrl/Cmd+S, edits with Ctrl/Cmd+E and exports Markdown', async () => {
    const book = threePages();
    const { onSave, onExportMarkdown } = renderViewer(book);
    fireEvent.keyDown(window, { key: 's', metaKey: true });
    expect(onSave).toHaveBeenCalledWith(book);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(en.viewer.saved));
    fireEvent.click(screen.getByRole('button', { name: en.viewer.save }));
    expect(onSave).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: en.viewer.exportMarkdown }));
    expect(onExportMarkdown).toHaveBeenCalledWith(book);
    fireEvent.keyDown(window, { key: 'e', ctrlKey: true });
    expect(screen.getByLabelText(en.viewer.page.contentLabel)).toHaveValue(
      'First text.\n\nSecond paragraph.',
    );
  });

  it('opens a 500-page book with only its current page in the DOM', () => {
    const contents = Array.from({ length: 500 }, (_, index) => `Body of page ${index + 1}.`);
    renderViewer(makeBook(contents));
    expect(document.querySelectorAll('[data-page-body]')).toHaveLength(1);
    expect(screen.getByText('Body of page 1.')).toBeInTheDocument();
    expect(screen.queryByText('Body of page 2.')).toBeNull();
    expect(screen.getByText('Page 1 of 500')).toBeInTheDocument();
  });

  it('has empty states for no book and a book without pages', () => {
    const { setBook, onStartCreating } = renderViewer(undefined);
    expect(screen.getByText(en.viewer.noBook)).toBeInTheDocument();
    setBook(makeBook([]));
    expect(screen.getByText(en.viewer.emptyBook)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.viewer.startCreating }));
    expect(onStartCreating).toHaveBeenCalled();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks Chinese', () => {
    renderViewer(threePages(), { language: 'zh' });
    expect(screen.getByRole('region', { name: '第 1 页' })).toBeInTheDocument();
    expect(screen.getByText('第 1 页，共 3 页')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.viewer.nav.next })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: zh.viewer.nav.label })).toBeInTheDocument();
    expect(screen.getByText(zh.viewer.suggestions)).toBeInTheDocument();
  });
});
