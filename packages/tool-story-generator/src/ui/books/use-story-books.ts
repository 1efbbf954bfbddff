import { createStoredValue, guardSchema } from '@toolbox/kit/storage';
import type { StoryBook } from '@toolbox/story-world';
import { toast } from '@toolbox/ui/toast';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryDatabase } from '../../storage/schema';

type Store = typeof import('../../storage/book-store');
type WorldStore = typeof import('../../storage/world-store');

/** Which book is current, kept in this browser (CONTEXT.md Rules: Books). */
export const currentBookStore = createStoredValue<string>({
  namespace: 'story-generator',
  key: 'current-book',
  schema: guardSchema((value): value is string => typeof value === 'string'),
  defaultValue: '',
});

export interface StoryBooks {
  status: 'loading' | 'ready' | 'error';
  books: StoryBook[];
  current: StoryBook | undefined;
  setCurrent(id: string): void;
  /** Stores `book` (a new one or a change) at once; false, with a toast, when the browser refused. */
  save(book: StoryBook): Promise<boolean>;
  remove(book: StoryBook): Promise<boolean>;
  /** Writes `book` inside a transaction someone else runs (with the world change it belongs to). */
  write(db: StoryDatabase, book: StoryBook): Promise<StoryBook>;
  /** Shows a book that was stored by `write`. */
  stored(book: StoryBook): void;
}

/** The story books: listed from IndexedDB (a damaged one set aside with a toast), saved on every change. */
export function useStoryBooks({ database }: { database?: () => StoryDatabase } = {}): StoryBooks {
  const { t } = useTranslation('story-generator');
  const currentId = useSyncExternalStore(currentBookStore.subscribe, currentBookStore.read, () => '');
  const [status, setStatus] = useState<StoryBooks['status']>('loading');
  const [books, setBooks] = useState<StoryBook[]>([]);
  const opened = useRef<{ store: Store; db: StoryDatabase } | undefined>(undefined);

  const open = useCallback(async () => {
    if (!opened.current) {
      const [store, worldStore] = await Promise.all([
        import('../../storage/book-store') as Promise<Store>,
        import('../../storage/world-store') as Promise<WorldStore>,
      ]);
      opened.current = { store, db: (database ?? worldStore.getStoryDatabase)() };
    }
    return opened.current;
  }, [database]);

  useEffect(() => {
    let cancelled = false;
    open()
      .then(({ store, db }) => store.listBooks(db))
      .then(({ books: listed, setAside }) => {
        if (cancelled) return;
        setBooks(listed);
        setStatus('ready');
        if (setAside.length > 0) {
          toast.warning(
            t('storage.setAside', {
              count: setAside.length,
              ids: setAside.map((item) => item.key).join(', '),
            }),
          );
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('[story-generator] could not open the books', error);
        setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [open, t]);

  const save = useCallback(
    async (book: StoryBook) => {
      try {
        const { store, db } = await open();
        const stored = await store.saveBook(db, book);
        setBooks((list) => [stored, ...list.filter((item) => item.id !== stored.id)]);
        return true;
      } catch (error) {
        console.error('[story-generator] book save failed', error);
        toast.error(t('storage.saveFailed'));
        return false;
      }
    },
    [open, t],
  );

  const remove = useCallback(
    async (book: StoryBook) => {
      try {
        const { store, db } = await open();
        await store.deleteBook(db, book.id);
        setBooks((list) => list.filter((item) => item.id !== book.id));
        if (currentBookStore.read() === book.id) currentBookStore.write('');
        return true;
      } catch (error) {
        console.error('[story-generator] book delete failed', error);
        toast.error(t('storage.saveFailed'));
        return false;
      }
    },
    [open, t],
  );

  return {
    write: async (db, book) => (await open()).store.saveBook(db, book),
    stored: (book) => setBooks((list) => [book, ...list.filter((item) => item.id !== book.id)]),
    status,
    books,
    current: books.find((book) => book.id === currentId),
    setCurrent: (id) => currentBookStore.write(id),
    save,
    remove,
  };
}
