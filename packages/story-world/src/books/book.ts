/**
 * Story books (CONTEXT.md Rules: Story books): a book of pages written with the world's cards, and
 * the preferences the evolution panel keeps per book.
 */
import { CARD_TYPES, type Card, type CardType, type Clock } from '../cards';

/** Limits and timings of books (characters unless said otherwise). */
export const BOOK_LIMITS = {
  /** The evolution panel's custom text, cut on load and on send. */
  customUserText: 4000,
  /** The end of the current page sent as context when continuing it. */
  continueContext: 500,
  /** Characters shown on each side of a search hit. */
  searchContext: 50,
  /** Tags a book card shows before "+N". */
  cardTags: 3,
  /** Any change to the current book is saved this long after the last one. */
  autoSaveMs: 2000,
} as const;

export const STORY_LENGTHS = ['short', 'medium', 'long'] as const;
export type StoryLength = (typeof STORY_LENGTHS)[number];
export const CONSTRAINT_MODES = ['lenient', 'strict'] as const;
export type ConstraintMode = (typeof CONSTRAINT_MODES)[number];
/** The suggestion counts the evolution panel offers. */
export const SUGGESTION_COUNTS = [1, 2, 3, 5] as const;

export interface GenerationOptions {
  enableCardUpdates: boolean;
  enableResourceChanges: boolean;
  enableNewClocks: boolean;
  maxSuggestions: number;
  storyLength: StoryLength;
  constraintMode: ConstraintMode;
}

export function defaultGenerationOptions(): GenerationOptions {
  return {
    enableCardUpdates: true,
    enableResourceChanges: true,
    enableNewClocks: true,
    maxSuggestions: 3,
    storyLength: 'medium',
    constraintMode: 'lenient',
  };
}

/** One card change the AI made while writing a page: path (`resources.gold`) → new value. */
export interface CardUpdate {
  cardId: string;
  changes: Record<string, unknown>;
  reason: string;
}

/** The parts of the world a page was written against. */
export interface WorldStateSnapshot {
  cards: Record<string, Card>;
  resources: Record<string, number>;
  clocks: Record<string, Clock>;
  constraints: string[];
}

export interface StoryPage {
  id: string;
  /** 1-based; the pages of a book are numbered 1 … n in order. */
  pageNumber: number;
  title: string;
  content: string;
  summary: string;
  /** ISO time the content was last written. */
  timestamp: string;
  /** The cards chosen when the page was written, as they were then. */
  selectedCards: Card[];
  worldStateSnapshot: WorldStateSnapshot | null;
  cardUpdates: CardUpdate[];
  suggestions: string[];
  generationOptions: GenerationOptions;
}

export type CardSelection = Record<CardType, string[]>;

export interface AuthoringPreferences {
  styleReference: string;
  /** At most `BOOK_LIMITS.customUserText` characters. */
  customUserText: string;
  version: number;
  updatedAt: string;
}

export interface BookPreferences {
  authoring: AuthoringPreferences;
  generation: GenerationOptions;
  selectedCards: CardSelection;
  updatedAt: string;
  version: number;
}

/** The world id a book uses when none is stored (the first world). */
export const DEFAULT_WORLD_ID = 'current';
export const PREFERENCES_VERSION = 1;

export interface StoryBook {
  id: string;
  title: string;
  description: string;
  pages: StoryPage[];
  /** 0-based; 0 in a book without pages. */
  currentPageIndex: number;
  totalPages: number;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  preferences: BookPreferences;
  /** Which world the book is written in. */
  worldId: string;
}

export function emptySelection(): CardSelection {
  return Object.fromEntries(CARD_TYPES.map((type) => [type, [] as string[]])) as unknown as CardSelection;
}

export function defaultPreferences(now: Date): BookPreferences {
  const at = now.toISOString();
  return {
    authoring: { styleReference: '', customUserText: '', version: PREFERENCES_VERSION, updatedAt: at },
    generation: defaultGenerationOptions(),
    selectedCards: emptySelection(),
    updatedAt: at,
    version: PREFERENCES_VERSION,
  };
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomSuffix(random: () => number, length = 6): string {
  return Array.from({ length }, () => ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)]).join('');
}

/** `book_{timestamp}_{6 random characters}`, drawn again while taken. */
export function newBookId(
  now = Date.now(),
  random: () => number = Math.random,
  taken: ReadonlySet<string> = new Set(),
): string {
  let id: string;
  do id = `book_${now}_${randomSuffix(random)}`;
  while (taken.has(id));
  return id;
}

/** `page_{timestamp}_{6 random characters}`. */
export function newPageId(now = Date.now(), random: () => number = Math.random): string {
  return `page_${now}_${randomSuffix(random)}`;
}

/**
 * `text` cut to `max` UTF-16 units (what a textarea's maxlength counts), one less where the cut
 * would split an emoji's surrogate pair.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** The last `count` UTF-16 units of `text`, one less where the cut would split a surrogate pair. */
export function lastCharacters(text: string, count: number): string {
  if (text.length <= count) return text;
  const start = text.length - count;
  const code = text.charCodeAt(start);
  return text.slice(code >= 0xdc00 && code <= 0xdfff ? start + 1 : start);
}

export type BookErrorCode = 'titleRequired' | 'cannotDeleteLast' | 'invalidPageIndex';

/** English reasons (the page shows its own translation by code). */
export const BOOK_ERRORS: Record<BookErrorCode, string> = {
  titleRequired: 'please enter a story book title',
  cannotDeleteLast: 'cannot delete last page',
  invalidPageIndex: 'Invalid page index',
};

export type BookResult = { ok: true; book: StoryBook } | { ok: false; code: BookErrorCode; reason: string };

export const bookFailure = (code: BookErrorCode): BookResult => ({
  ok: false,
  code,
  reason: BOOK_ERRORS[code],
});

export interface CreateBookInput {
  title: string;
  description?: string;
  tags?: readonly string[];
  worldId?: string;
  now?: Date;
  random?: () => number;
  /** Ids already in use. */
  taken?: ReadonlySet<string>;
}

/** A new empty book. Title and description are trimmed; a blank title is refused. */
export function createBook({
  title,
  description = '',
  tags = [],
  worldId = DEFAULT_WORLD_ID,
  now = new Date(),
  random = Math.random,
  taken,
}: CreateBookInput): BookResult {
  const trimmed = title.trim();
  if (!trimmed) return bookFailure('titleRequired');
  const at = now.toISOString();
  return {
    ok: true,
    book: {
      id: newBookId(now.getTime(), random, taken),
      title: trimmed,
      description: description.trim(),
      pages: [],
      currentPageIndex: 0,
      totalPages: 0,
      tags: [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))],
      createdAt: at,
      updatedAt: at,
      preferences: defaultPreferences(now),
      worldId,
    },
  };
}

export type BookLocale = 'en' | 'zh';

const QUICK_BOOK = {
  en: { title: 'new story', description: 'start your creation journey...' },
  zh: { title: '新故事', description: '开始你的创作之旅...' },
} as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The quick-create button's book: "new story MM/DD HH:mm" (local time) and its description. */
export function quickCreateBook(
  now: Date = new Date(),
  locale: BookLocale = 'en',
  { random = Math.random, taken }: { random?: () => number; taken?: ReadonlySet<string> } = {},
): StoryBook {
  const words = QUICK_BOOK[locale] ?? QUICK_BOOK.en;
  const stamp = `${pad(now.getMonth() + 1)}/${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
  const result = createBook({
    title: `${words.title} ${stamp}`,
    description: words.description,
    now,
    random,
    ...(taken ? { taken } : {}),
  });
  if (!result.ok) throw new Error('unreachable: the quick title is never blank');
  return result.book;
}

/** `book` with `updatedAt` set to `now` (the store stamps each save). */
export function touchBook(book: StoryBook, now: Date = new Date()): StoryBook {
  return { ...book, updatedAt: now.toISOString() };
}

export interface PreferencesPatch {
  styleReference?: string;
  customUserText?: string;
  generation?: Partial<GenerationOptions>;
  selectedCards?: Partial<CardSelection>;
}

/**
 * The evolution panel's working state written back into the book's preferences. The custom text
 * is cut to its limit; `authoring.updatedAt` moves only when an authoring field is in the patch.
 */
export function updatePreferences(
  book: StoryBook,
  patch: PreferencesPatch,
  now: Date = new Date(),
): StoryBook {
  const at = now.toISOString();
  const previous = book.preferences;
  const touchesAuthoring = patch.styleReference !== undefined || patch.customUserText !== undefined;
  const authoring: AuthoringPreferences = touchesAuthoring
    ? {
        ...previous.authoring,
        ...(patch.styleReference !== undefined ? { styleReference: patch.styleReference } : {}),
        ...(patch.customUserText !== undefined
          ? { customUserText: truncateText(patch.customUserText, BOOK_LIMITS.customUserText) }
          : {}),
        updatedAt: at,
      }
    : previous.authoring;
  return {
    ...book,
    preferences: {
      ...previous,
      authoring,
      generation: { ...previous.generation, ...patch.generation },
      selectedCards: { ...previous.selectedCards, ...stripUndefined(patch.selectedCards ?? {}) },
      updatedAt: at,
    },
  };
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** The card selection a page was written with (restored when nothing is selected). */
export function selectionFromPage(page: StoryPage): CardSelection {
  const selection = emptySelection();
  for (const card of page.selectedCards) {
    if (!selection[card.type].includes(card.id)) selection[card.type].push(card.id);
  }
  return selection;
}

/** Whether no card of any type is selected. */
export const isSelectionEmpty = (selection: CardSelection) =>
  Object.values(selection).every((ids) => ids.length === 0);
