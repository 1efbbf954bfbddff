import { downloadBlob, downloadText } from '@toolbox/kit/download';
import {
  CARD_TYPES,
  type Card,
  type CardType,
  chooseCards,
  createBook,
  currentPage,
  emptySlots,
  exportBookText,
  importBook,
  pruneSlots,
  quickCreateBook,
  readSlots,
  type StoryBook,
  selectionFromPage,
  type World,
} from '@toolbox/story-world';
import { Button } from '@toolbox/ui/button';
import { toast } from '@toolbox/ui/toast';
import { BookOpenIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryDatabase } from '../../storage/schema';
import { slotStore } from '../editor-tab';
import { BookManager, type BookMenuFormat } from './book-manager';
import { BookViewer } from './book-viewer';
import { EvolutionPanel } from './evolution-panel';
import { useStoryBooks } from './use-story-books';

type Mode = 'manager' | 'viewer' | 'evolution';

/**
 * The ai-story tab (CONTEXT.md Rules: Books): the book manager, the viewer and the evolution panel
 * of the current book; it opens on the evolution panel when a book is current, otherwise on the
 * manager. A quick switcher moves between viewer and evolution; a breadcrumb leads back.
 */
export function AiStoryTab({
  world,
  worldId,
  commitWorld,
  onPickCards,
  database,
}: {
  world: World;
  worldId: string;
  commitWorld(next: World, alongside?: (db: StoryDatabase) => Promise<void>): Promise<boolean>;
  onPickCards(type: CardType): void;
  database?: () => StoryDatabase;
}) {
  const { t, i18n } = useTranslation('story-generator');
  const locale = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const books = useStoryBooks({ database });
  const [mode, setMode] = useState<Mode | undefined>();
  const shownMode: Mode = mode ?? (books.current ? 'evolution' : 'manager');
  const current = books.current;

  // The slots of the open world are the cards a story request sends.
  const storedSlots = useSyncExternalStore(slotStore.subscribe, slotStore.read, slotStore.read);
  const selectedCards = useMemo(() => {
    const slots = pruneSlots(readSlots(storedSlots[worldId]), (id) => id in world.cards);
    return CARD_TYPES.flatMap((type) => slots[type].ids).flatMap((id) =>
      world.cards[id] ? [world.cards[id] as Card] : [],
    );
  }, [storedSlots, worldId, world.cards]);

  // When the current page has a card snapshot and nothing is selected, the selection is restored
  // from it (the cards that still exist in the open world).
  const snapshotPage = current ? currentPage(current) : undefined;
  useEffect(() => {
    if (!snapshotPage || selectedCards.length > 0 || snapshotPage.selectedCards.length === 0) return;
    const selection = selectionFromPage(snapshotPage);
    let slots = emptySlots();
    for (const type of CARD_TYPES)
      slots = chooseCards(
        slots,
        type,
        selection[type].filter((id) => id in world.cards),
      );
    if (CARD_TYPES.some((type) => slots[type].ids.length > 0))
      slotStore.update((all) => ({ ...all, [worldId]: slots }));
  }, [snapshotPage, selectedCards.length, world.cards, worldId]);

  const taken = () => new Set(books.books.map((book) => book.id));

  async function open(book: StoryBook, next: Mode) {
    books.setCurrent(book.id);
    setMode(next);
  }

  async function createNamed({ title, description }: { title: string; description: string }) {
    const made = createBook({ title, description, worldId, taken: taken() });
    if (!made.ok) {
      toast.error(t('books.titleRequired'));
      return false;
    }
    if (!(await books.save(made.book))) return false;
    toast.success(t('books.toast.created', { name: made.book.title }));
    await open(made.book, 'evolution');
    return true;
  }

  async function quickCreate() {
    const book = { ...quickCreateBook(new Date(), locale, { taken: taken() }), worldId };
    if (await books.save(book)) {
      toast.success(t('books.toast.created', { name: book.title }));
      await open(book, 'evolution');
    }
  }

  async function runImport(text: string) {
    const read = importBook(text, { taken: taken() });
    if (!read.ok) {
      toast.error(read.code === 'badJson' ? t('repo.toast.jsonFormatError') : t('books.toast.invalidBook'));
      return;
    }
    if (await books.save(read.book)) toast.success(t('books.toast.imported', { name: read.book.title }));
  }

  async function runExport(book: StoryBook, format: BookMenuFormat) {
    try {
      if (format === 'epub') {
        // The zip code loads only for an EPUB.
        const { exportBook } = await import('@toolbox/story-world/books-export');
        const file = exportBook(book, { format, locale });
        downloadBlob(
          new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.mimeType }),
          file.fileName,
        );
      } else {
        const file = exportBookText(book, { format, locale });
        downloadText(file.data, file.fileName, file.mimeType);
      }
      toast.success(t('books.toast.exported'));
    } catch {
      toast.error(t('repo.toast.exportError'));
    }
  }

  /** The page and the world change it made, stored in one transaction: both or neither. */
  async function commit({ book, world: nextWorld }: { book: StoryBook; world: World }) {
    let stored: StoryBook | undefined;
    const saved = await commitWorld(nextWorld, async (db) => {
      stored = await books.write(db, book);
    });
    if (saved && stored) books.stored(stored);
    return saved;
  }

  if (books.status === 'loading') return <p className="text-muted-foreground">{t('storage.loading')}</p>;
  if (books.status === 'error') {
    return (
      <p role="alert" className="rounded-card border border-destructive p-4 text-destructive">
        {t('storage.openFailed')}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      <nav aria-label={t('books.breadcrumb')} className="flex flex-wrap items-center gap-1 text-sm">
        <button type="button" className="text-primary hover:underline" onClick={() => setMode('manager')}>
          {t('books.title')}
        </button>
        {current && shownMode !== 'manager' && (
          <>
            <span aria-hidden="true">›</span>
            <span className="font-medium">{current.title}</span>
            <span aria-hidden="true">›</span>
            <span aria-current="page">{t(`books.modes.${shownMode}`)}</span>
          </>
        )}
      </nav>

      {shownMode === 'manager' && (
        <BookManager
          books={books.books}
          currentBookId={current?.id}
          onOpen={(book) => void open(book, 'viewer')}
          onCreate={createNamed}
          onQuickCreate={() => void quickCreate()}
          onImport={(text) => void runImport(text)}
          onExport={(book, format) => void runExport(book, format)}
          onDelete={(book) =>
            void books
              .remove(book)
              .then((removed) => removed && toast.success(t('books.toast.deleted', { name: book.title })))
          }
        />
      )}
      {shownMode === 'viewer' && (
        <BookViewer
          book={current}
          onChange={(next) => books.save(next)}
          onSave={(book) => books.save(book)}
          onExportMarkdown={(book) => void runExport(book, 'markdown')}
          onStartCreating={() => setMode('evolution')}
        />
      )}
      {shownMode === 'evolution' && (
        <EvolutionPanel
          book={current}
          world={world}
          selectedCards={selectedCards}
          onCommit={commit}
          onCreateBook={() => void quickCreate()}
          onSelectBook={() => setMode('manager')}
          onPickCards={onPickCards}
        />
      )}

      {current && shownMode !== 'manager' && (
        <div className="fixed right-4 bottom-4 z-20 flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 shadow-md">
          <span className="text-sm">
            {t('books.switcher', {
              current: current.totalPages === 0 ? 0 : current.currentPageIndex + 1,
              total: current.totalPages,
            })}
          </span>
          {shownMode === 'evolution' ? (
            <Button size="sm" variant="ghost" onClick={() => setMode('viewer')}>
              <BookOpenIcon aria-hidden="true" />
              {t('books.modes.viewer')}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setMode('evolution')}>
              <SparklesIcon aria-hidden="true" />
              {t('books.modes.evolution')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
