import {
  type BookResult,
  bookStats,
  currentPage,
  deletePage,
  duplicatePage,
  goToPage,
  nextPage,
  previousPage,
  readingProgress,
  type StoryBook,
  updatePage,
} from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { ConfirmDialog } from '@toolbox/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@toolbox/ui/dropdown-menu';
import { Input } from '@toolbox/ui/input';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  FileDownIcon,
  MoreHorizontalIcon,
  PencilIcon,
  SaveIcon,
  SearchIcon,
} from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookSearch } from './book-search';
import { PageDetails } from './page-details';

export type BookChangeReason = 'navigate' | 'edit' | 'duplicate' | 'delete';

export interface BookViewerProps {
  /** The open book; undefined shows "no book". */
  book: StoryBook | undefined;
  /**
   * A new book from a page operation. Resolves false when it could not be saved: an edit stays on
   * screen with its text. The viewer shows the outcome of edits, duplicates and deletes itself.
   */
  onChange(next: StoryBook, reason: BookChangeReason): Promise<boolean>;
  onExportMarkdown(book: StoryBook): void;
  /** The save button and Ctrl/⌘+S; the viewer toasts the outcome. */
  onSave(book: StoryBook): Promise<boolean>;
  /** The empty book's "start creating" button (the evolution panel). */
  onStartCreating(): void;
  /** Added to a duplicated page's title. Default: the page language's (" (copy)", " (副本)"). */
  copySuffix?: string;
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Inside an open menu or dialog, arrows belong to it. */
const isInOverlay = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="menu"],[role="dialog"],[role="alertdialog"]') !== null;

const savedOrFalse = (promise: Promise<boolean>) => promise.catch(() => false);

/** Code points, as the statistics count. */
const characters = (text: string) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

/**
 * The book viewer (CONTEXT.md Rules: Books › Viewer), controlled: it renders only the current page
 * of `book` and hands every page operation to `onChange` as a new book.
 */
export function BookViewer({
  book,
  onChange,
  onExportMarkdown,
  onSave,
  onStartCreating,
  copySuffix,
}: BookViewerProps) {
  const { t, i18n } = useTranslation('story-generator');
  const headingId = useId();
  const jumpId = useId();
  const titleId = useId();
  const contentId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const [isSearching, setSearching] = useState(false);
  const [isShowingCards, setShowingCards] = useState(false);
  const [draft, setDraft] = useState<{ pageId: string; title: string; content: string } | null>(null);
  const [editError, setEditError] = useState(false);
  const [actionError, setActionError] = useState('');
  const [jump, setJump] = useState<{ index: number; text: string } | null>(null);
  const [jumpError, setJumpError] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [isSaving, setSaving] = useState(false);

  // Turning a page makes a new book with the same pages; the statistics read only the pages.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on book.pages on purpose (above)
  const stats = useMemo(() => (book ? bookStats(book) : undefined), [book?.pages]);
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );

  const page = book ? currentPage(book) : undefined;
  const index = book?.currentPageIndex ?? 0;
  const total = book?.pages.length ?? 0;
  // A draft belongs to one page; when another page is shown it is gone.
  const editing = draft && page && draft.pageId === page.id ? draft : null;
  const jumpText = jump && jump.index === index ? jump.text : String(index + 1);

  useEffect(() => {
    if (isSearching) searchInput.current?.focus();
  }, [isSearching]);

  function navigate(next: StoryBook) {
    if (!book || next === book || editing) return;
    setJumpError(false);
    setActionError('');
    void savedOrFalse(onChange(next, 'navigate'));
  }

  function go(result: BookResult) {
    if (result.ok) navigate(result.book);
  }

  function submitJump() {
    if (!book) return;
    const text = jumpText.trim();
    const number = Number(text);
    if (!/^\d+$/.test(text) || number < 1 || number > total) {
      setJumpError(true);
      return;
    }
    setJump(null);
    go(goToPage(book, number));
  }

  function startEditing() {
    if (!page) return;
    setEditError(false);
    setDraft({ pageId: page.id, title: page.title, content: page.content });
  }

  async function saveEdit() {
    if (!book || !editing) return;
    const result = updatePage(book, index, { title: editing.title, content: editing.content });
    if (!result.ok) return;
    if (await savedOrFalse(onChange(result.book, 'edit'))) {
      setDraft(null);
      setEditError(false);
      toast.success(t('viewer.page.updated'));
    } else setEditError(true);
  }

  async function apply(result: BookResult, reason: 'duplicate' | 'delete') {
    if (!result.ok) {
      setActionError(t(`viewer.page.${result.code}`));
      toast.error(t(`viewer.page.${result.code}`));
      return;
    }
    setActionError('');
    if (await savedOrFalse(onChange(result.book, reason)))
      toast.success(t(reason === 'delete' ? 'viewer.page.deleted' : 'viewer.page.duplicated'));
    else toast.error(t('viewer.page.actionFailed'));
  }

  async function save() {
    if (!book || isSaving) return;
    setSaving(true);
    const isSaved = await savedOrFalse(onSave(book));
    setSaving(false);
    if (isSaved) toast.success(t('viewer.saved'));
    else toast.error(t('viewer.saveFailed'));
  }

  // Subscribed again on every render, so the handler always sees the current book and draft.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!book) return;
      const key = event.key.toLowerCase();
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        if (key === 'f' && total > 0) {
          event.preventDefault();
          // Opening focuses the field (the effect above); an open field is focused again here.
          if (isSearching) searchInput.current?.focus();
          else setSearching(true);
        } else if (key === 's') {
          event.preventDefault();
          // While editing, Ctrl/⌘+S saves the page being edited (which saves the book).
          void (editing ? saveEdit() : save());
        } else if (key === 'e' && page && !editing) {
          event.preventDefault();
          startEditing();
        }
        return;
      }
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (editing || isTyping(event.target) || isInOverlay(event.target)) return;
      if (event.key === 'ArrowLeft') navigate(previousPage(book));
      else if (event.key === 'ArrowRight') navigate(nextPage(book));
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  if (!book)
    return (
      <p className="rounded-card border border-border border-dashed p-8 text-center text-muted-foreground">
        {t('viewer.noBook')}
      </p>
    );

  const progress = readingProgress({ currentPageIndex: index, totalPages: total });
  const isLast = total <= 1;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="min-w-0 flex-1 break-words font-semibold text-lg">
          {book.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            aria-pressed={isShowingCards}
            onClick={() => setShowingCards((shown) => !shown)}
          >
            {t('viewer.details')}
          </Button>
          <Button
            variant="outline"
            aria-pressed={isSearching}
            disabled={total === 0}
            onClick={() => setSearching((open) => !open)}
          >
            <SearchIcon aria-hidden="true" />
            {t('viewer.searchOpen')}
          </Button>
          <Button variant="outline" onClick={() => onExportMarkdown(book)}>
            <FileDownIcon aria-hidden="true" />
            {t('viewer.exportMarkdown')}
          </Button>
          <Button onClick={() => void save()} disabled={isSaving}>
            <SaveIcon aria-hidden="true" />
            {t('viewer.save')}
          </Button>
        </div>
      </div>

      {total === 0 ? (
        <div className="space-y-3 rounded-card border border-border border-dashed p-8 text-center">
          <p className="text-muted-foreground">{t('viewer.emptyBook')}</p>
          <Button onClick={onStartCreating}>{t('viewer.startCreating')}</Button>
        </div>
      ) : (
        <>
          {isSearching && (
            <BookSearch
              book={book}
              inputRef={searchInput}
              isDisabled={editing !== null}
              onGo={(hit) => go(goToPage(book, hit.pageNumber))}
              onClose={() => setSearching(false)}
            />
          )}

          <ul
            aria-label={t('viewer.stats.label')}
            className="flex flex-wrap gap-x-4 text-muted-foreground text-sm"
          >
            <li>{t('viewer.stats.page', { current: progress.current, total: progress.total })}</li>
            <li>{t('viewer.stats.total', { count: stats?.totalCharacters ?? 0 })}</li>
            <li>{t('viewer.stats.average', { count: stats?.averagePerPage ?? 0 })}</li>
          </ul>

          <nav aria-label={t('viewer.nav.label')} className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              disabled={index <= 0 || editing !== null}
              onClick={() => navigate(previousPage(book))}
            >
              <ChevronLeftIcon aria-hidden="true" />
              {t('viewer.nav.previous')}
            </Button>
            <form
              className="flex items-center gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                submitJump();
              }}
            >
              <label htmlFor={jumpId} className="text-sm">
                {t('viewer.nav.jump')}
              </label>
              <Input
                id={jumpId}
                inputMode="numeric"
                className="w-20"
                value={jumpText}
                disabled={editing !== null}
                invalid={jumpError}
                aria-describedby={jumpError ? `${jumpId}-error` : undefined}
                onChange={(event) => {
                  setJumpError(false);
                  setJump({ index, text: event.target.value });
                }}
              />
              <span className="text-muted-foreground text-sm">/ {total}</span>
              <Button type="submit" variant="outline" disabled={editing !== null}>
                {t('viewer.nav.go')}
              </Button>
            </form>
            <Button
              variant="outline"
              disabled={index >= total - 1 || editing !== null}
              onClick={() => navigate(nextPage(book))}
            >
              {t('viewer.nav.next')}
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </nav>
          {jumpError && (
            <p id={`${jumpId}-error`} className="text-destructive text-sm">
              {t('viewer.nav.invalid', { total })}
            </p>
          )}

          {page && (
            <section
              aria-label={t('viewer.page.region', { number: page.pageNumber })}
              className="space-y-4 rounded-card border border-border bg-card p-4"
            >
              {editing ? (
                <form
                  className="space-y-3"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void saveEdit();
                  }}
                >
                  <div className="space-y-1">
                    <label htmlFor={titleId} className="font-medium text-sm">
                      {t('viewer.page.titleLabel')}
                    </label>
                    <Input
                      id={titleId}
                      value={editing.title}
                      onChange={(event) => setDraft({ ...editing, title: event.target.value })}
                    />
                  </div>
                  <div className="space-y-1">
                    <label htmlFor={contentId} className="font-medium text-sm">
                      {t('viewer.page.contentLabel')}
                    </label>
                    <Textarea
                      id={contentId}
                      rows={16}
                      value={editing.content}
                      onChange={(event) => setDraft({ ...editing, content: event.target.value })}
                    />
                  </div>
                  {editError && (
                    <p role="alert" className="text-destructive text-sm">
                      {t('viewer.page.editFailed')}
                    </p>
                  )}
                  <div className="flex justify-end gap-2">
                    <Button type="button" variant="outline" onClick={() => setDraft(null)}>
                      {t('viewer.page.cancel')}
                    </Button>
                    <Button type="submit">{t('viewer.page.save')}</Button>
                  </div>
                </form>
              ) : (
                <>
                  <div className="flex items-start gap-2">
                    <h3 className="min-w-0 flex-1 break-words font-semibold text-xl">
                      {page.title || t('viewer.page.untitled')}
                    </h3>
                    <Button variant="outline" onClick={startEditing}>
                      <PencilIcon aria-hidden="true" />
                      {t('viewer.page.edit')}
                    </Button>
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button variant="ghost" size="icon" aria-label={t('viewer.page.menu')}>
                          <MoreHorizontalIcon aria-hidden="true" />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        <DropdownMenuItem
                          onSelect={() =>
                            void apply(
                              duplicatePage(book, index, {
                                copySuffix: copySuffix ?? t('viewer.copySuffix'),
                              }),
                              'duplicate',
                            )
                          }
                        >
                          {t('viewer.page.duplicate')}
                        </DropdownMenuItem>
                        <DropdownMenuItem
                          variant="destructive"
                          disabled={isLast}
                          onSelect={() => setDeleting(true)}
                          className="flex-col items-start gap-0"
                        >
                          {t('viewer.page.delete')}
                          {isLast && (
                            <span className="text-muted-foreground text-xs">
                              {t('viewer.page.lastPageHint')}
                            </span>
                          )}
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </div>
                  <div data-page-body className="whitespace-pre-wrap break-words leading-relaxed">
                    {page.content || <span className="text-muted-foreground">{t('viewer.page.empty')}</span>}
                  </div>
                </>
              )}
              {actionError && (
                <p role="alert" className="text-destructive text-sm">
                  {actionError}
                </p>
              )}
              <p className="border-border border-t pt-2 text-muted-foreground text-xs">
                {t('viewer.page.created', { date: dateFormat.format(new Date(page.timestamp)) })} ·{' '}
                {t('viewer.page.length', { count: characters(page.content) })} ·{' '}
                {t('viewer.page.suggestionCount', { count: page.suggestions.length })}
              </p>
            </section>
          )}

          {page && <PageDetails page={page} isShowingCards={isShowingCards} />}

          <ConfirmDialog
            open={isDeleting}
            onOpenChange={(open) => !open && setDeleting(false)}
            title={t('viewer.page.deleteTitle', { number: page?.pageNumber ?? 0 })}
            description={t('viewer.page.deleteDescription', {
              title: page?.title || t('viewer.page.untitled'),
            })}
            confirmLabel={t('viewer.page.delete')}
            variant="destructive"
            onConfirm={() => {
              setDeleting(false);
              void apply(deletePage(book, index), 'delete');
            }}
          />
        </>
      )}
    </section>
  );
}
