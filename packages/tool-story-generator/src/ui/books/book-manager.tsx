import { bookCardTags, readingProgress, type StoryBook, searchBooks } from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { ConfirmDialog } from '@toolbox/ui/confirm-dialog';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@toolbox/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@toolbox/ui/dropdown-menu';
import { Input } from '@toolbox/ui/input';
import { Textarea } from '@toolbox/ui/textarea';
import { toast } from '@toolbox/ui/toast';
import { BookPlusIcon, MoreHorizontalIcon, UploadIcon, ZapIcon } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The export formats the book menu offers (EPUB loads its zip code when chosen). */
export const BOOK_MENU_FORMATS = ['markdown', 'json', 'html', 'epub'] as const;
export type BookMenuFormat = (typeof BOOK_MENU_FORMATS)[number];

export interface BookManagerProps {
  books: readonly StoryBook[];
  currentBookId?: string;
  onOpen(book: StoryBook): void;
  /** Resolves false when the book could not be stored: the dialog stays open with what was typed. */
  onCreate(input: { title: string; description: string }): Promise<boolean>;
  onQuickCreate(): void;
  onImport(text: string, fileName: string): void;
  onExport(book: StoryBook, format: BookMenuFormat): void;
  onDelete(book: StoryBook): void;
}

/**
 * The book manager (CONTEXT.md Rules: Books › Manager): search by title or description, import a
 * .json book, create (title required) or quick-create, a card per book with its pages, last
 * update, reading progress, three tags and "+N", the current-book badge, and a menu with the
 * exports and a destructive delete.
 */
export function BookManager({
  books,
  currentBookId,
  onOpen,
  onCreate,
  onQuickCreate,
  onImport,
  onExport,
  onDelete,
}: BookManagerProps) {
  const { t, i18n } = useTranslation('story-generator');
  const searchId = useId();
  const titleId = useId();
  const descriptionId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [deleting, setDeleting] = useState<StoryBook | undefined>();
  const shown = useMemo(() => searchBooks(books, query), [books, query]);
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );

  async function create() {
    if (title.trim() === '') return;
    if (await onCreate({ title: title.trim(), description: description.trim() })) {
      setCreating(false);
      setTitle('');
      setDescription('');
    }
  }

  async function importFile(file: File | undefined) {
    if (!file) return;
    if (!/\.json$/i.test(file.name)) {
      toast.error(t('books.toast.jsonOnly'));
      return;
    }
    try {
      onImport(await file.text(), file.name);
    } catch {
      toast.error(t('repo.toast.fileReadError'));
    }
  }

  return (
    <section aria-labelledby="books-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="books-title" className="font-semibold text-lg">
          {t('books.title')}
        </h2>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button onClick={() => setCreating(true)}>
            <BookPlusIcon aria-hidden="true" />
            {t('books.create')}
          </Button>
          <Button variant="outline" onClick={onQuickCreate}>
            <ZapIcon aria-hidden="true" />
            {t('books.quickCreate')}
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            <UploadIcon aria-hidden="true" />
            {t('books.import')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            className="hidden"
            aria-hidden="true"
            tabIndex={-1}
            onChange={(event) => {
              void importFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      <div className="max-w-md space-y-1">
        <label htmlFor={searchId} className="font-medium text-sm">
          {t('books.search')}
        </label>
        <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </div>

      {books.length === 0 ? (
        <p className="rounded-card border border-border border-dashed p-8 text-center text-muted-foreground">
          {t('books.empty')}
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-card border border-border border-dashed p-8 text-center text-muted-foreground">
          {t('books.noMatch')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((book) => {
            const progress = readingProgress(book);
            const tags = bookCardTags(book.tags);
            const name = book.title;
            return (
              <li
                key={book.id}
                className="flex flex-col gap-2 rounded-card border border-border bg-card p-4"
                data-book-id={book.id}
              >
                <div className="flex items-start gap-2">
                  <h3 className="min-w-0 flex-1 break-words font-semibold">
                    <button type="button" className="text-left hover:underline" onClick={() => onOpen(book)}>
                      {name}
                    </button>
                  </h3>
                  {book.id === currentBookId && (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-primary-foreground text-xs">
                      {t('books.current')}
                    </span>
                  )}
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon" aria-label={t('books.menu', { name })}>
                        <MoreHorizontalIcon aria-hidden="true" />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      {BOOK_MENU_FORMATS.map((format) => (
                        <DropdownMenuItem key={format} onSelect={() => onExport(book, format)}>
                          {t(`books.export.${format}`)}
                        </DropdownMenuItem>
                      ))}
                      <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(book)}>
                        {t('books.delete')}
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </div>
                {book.description && (
                  <p className="line-clamp-3 text-muted-foreground text-sm">{book.description}</p>
                )}
                <p className="text-muted-foreground text-xs">
                  {t('books.pages', { count: book.totalPages })} ·{' '}
                  {t('books.updated', { date: dateFormat.format(new Date(book.updatedAt)) })}
                </p>
                <div className="space-y-1">
                  <div
                    className="h-1.5 overflow-hidden rounded-full bg-muted"
                    role="progressbar"
                    aria-label={t('books.progressLabel', { name })}
                    aria-valuemin={0}
                    aria-valuemax={progress.total}
                    aria-valuenow={progress.current}
                  >
                    <div
                      className="h-full bg-primary"
                      style={{ width: `${Math.round(progress.ratio * 100)}%` }}
                    />
                  </div>
                  <p className="text-xs">
                    {t('books.progress', { current: progress.current, total: progress.total })}
                  </p>
                </div>
                {tags.visible.length > 0 && (
                  <ul className="flex flex-wrap gap-1" aria-label={t('books.tags')}>
                    {tags.visible.map((tag) => (
                      <li key={tag} className="rounded-full border border-border px-2 py-0.5 text-xs">
                        {tag}
                      </li>
                    ))}
                    {tags.more > 0 && (
                      <li className="px-1 py-0.5 text-muted-foreground text-xs">{tags.moreLabel}</li>
                    )}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <div className="grid gap-3 rounded-card border border-border p-4 text-sm sm:grid-cols-3">
        {(['manage', 'read', 'create'] as const).map((block) => (
          <div key={block} className="space-y-1">
            <h3 className="font-medium">{t(`books.info.${block}.title`)}</h3>
            <p className="text-muted-foreground">{t(`books.info.${block}.text`)}</p>
          </div>
        ))}
      </div>

      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('books.createTitle')}</DialogTitle>
          </DialogHeader>
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void create();
            }}
          >
            <div className="space-y-1">
              <label htmlFor={titleId} className="font-medium text-sm">
                {t('books.titleLabel')}
              </label>
              <Input
                id={titleId}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                aria-describedby={`${titleId}-hint`}
                autoFocus
              />
              {title.trim() === '' && (
                <p id={`${titleId}-hint`} className="text-muted-foreground text-xs">
                  {t('books.titleRequired')}
                </p>
              )}
            </div>
            <div className="space-y-1">
              <label htmlFor={descriptionId} className="font-medium text-sm">
                {t('books.descriptionLabel')}
              </label>
              <Textarea
                id={descriptionId}
                rows={3}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setCreating(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={title.trim() === ''}>
                {t('books.createConfirm')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t('books.deleteTitle', { name: deleting?.title ?? '' })}
        description={t('books.deleteDescription', { count: deleting?.totalPages ?? 0 })}
        confirmLabel={t('books.delete')}
        cancelLabel={t('common.cancel')}
        variant="destructive"
        onConfirm={() => {
          if (deleting) onDelete(deleting);
          setDeleting(undefined);
        }}
      />
    </section>
  );
}
