import { type BookSearchHit, type StoryBook, searchBook } from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { Input } from '@toolbox/ui/input';
import { XIcon } from 'lucide-react';
import { type RefObject, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The search runs this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;
/** Hits listed at most (a common word in 500 pages finds thousands). */
export const SEARCH_SHOWN = 100;

export interface BookSearchProps {
  book: StoryBook;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Navigation is off while a page is being edited. */
  isDisabled: boolean;
  onGo(hit: BookSearchHit): void;
  onClose(): void;
}

/**
 * Search inside the open book (CONTEXT.md Rules: Books › Viewer): the query is searched
 * `SEARCH_DEBOUNCE_MS` after the last keystroke, never on render; each hit shows its page number and
 * up to 50 characters each side with the match marked; a click goes to that page.
 */
export function BookSearch({ book, inputRef, isDisabled, onGo, onClose }: BookSearchProps) {
  const { t } = useTranslation('story-generator');
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  // Turning a page makes a new book with the same pages: the search reads only the pages, so it
  // runs again only when they or the query change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on book.pages on purpose (above)
  const hits = useMemo(() => (searched.trim() ? searchBook(book, searched) : []), [book.pages, searched]);

  return (
    <div className="space-y-2 rounded-card border border-border p-3">
      <div className="flex items-end gap-2">
        <div className="flex-1 space-y-1">
          <label htmlFor={inputId} className="font-medium text-sm">
            {t('viewer.search')}
          </label>
          <Input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onClose();
            }}
          />
        </div>
        <Button variant="ghost" size="icon" aria-label={t('viewer.searchClose')} onClick={onClose}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      {searched.trim() !== '' && (
        <>
          <p className="text-muted-foreground text-sm" role="status">
            {hits.length === 0 ? t('viewer.noMatches') : t('viewer.matches', { count: hits.length })}
            {hits.length > SEARCH_SHOWN &&
              ` ${t('viewer.moreMatches', { shown: SEARCH_SHOWN, count: hits.length })}`}
          </p>
          {hits.length > 0 && (
            <ul aria-label={t('viewer.searchResults')} className="max-h-72 space-y-1 overflow-y-auto">
              {hits.slice(0, SEARCH_SHOWN).map((hit) => (
                <li key={`${hit.pageIndex}-${hit.field}-${hit.offset}`}>
                  <button
                    type="button"
                    disabled={isDisabled}
                    className="w-full rounded-md px-2 py-1 text-left text-sm hover:bg-accent disabled:opacity-50"
                    onClick={() => onGo(hit)}
                  >
                    <span className="font-medium">
                      {t('viewer.resultPage', { number: hit.pageNumber })}
                      {hit.field === 'title' && ` · ${t('viewer.resultTitle')}`}
                    </span>{' '}
                    <span className="text-muted-foreground">
                      {hit.before}
                      <mark>{hit.match}</mark>
                      {hit.after}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
