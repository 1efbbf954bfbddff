/**
 * Reading a stored or imported book (CONTEXT.md Rules: Story books › Reading): every field of the
 * wrong shape falls back to its default, each page and each card on its own, so a damaged field
 * costs that field, not the page, and a damaged page costs that page, not the book.
 */
import { readCard } from '../card-factory';
import { CARD_TYPES, type Card } from '../cards';
import { finite, isRecord, text, texts } from '../shapes';
import { readWorld } from '../world';
import {
  type AuthoringPreferences,
  BOOK_LIMITS,
  type BookPreferences,
  type CardSelection,
  type CardUpdate,
  CONSTRAINT_MODES,
  DEFAULT_WORLD_ID,
  defaultGenerationOptions,
  defaultPreferences,
  emptySelection,
  type GenerationOptions,
  STORY_LENGTHS,
  type StoryBook,
  type StoryPage,
  truncateText,
  type WorldStateSnapshot,
} from './book';

export interface ReadBookOptions {
  /** Title of a page that has none: `page 3`, `第 3 页`. */
  pageTitle?: (pageNumber: number) => string;
  /** Stands in for missing times. */
  now?: Date;
}

export type ReadBookResult = { ok: true; book: StoryBook } | { ok: false; reason: string };

/** An ISO time as stored, or `fallback` when it is not a readable time. */
function time(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return fallback;
  return new Date(value).toISOString();
}

const boolean = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export function readGenerationOptions(value: unknown): GenerationOptions {
  const defaults = defaultGenerationOptions();
  if (!isRecord(value)) return defaults;
  return {
    enableCardUpdates: boolean(value.enableCardUpdates, defaults.enableCardUpdates),
    enableResourceChanges: boolean(value.enableResourceChanges, defaults.enableResourceChanges),
    enableNewClocks: boolean(value.enableNewClocks, defaults.enableNewClocks),
    maxSuggestions:
      finite(value.maxSuggestions) && Number.isInteger(value.maxSuggestions) && value.maxSuggestions > 0
        ? value.maxSuggestions
        : defaults.maxSuggestions,
    storyLength: (STORY_LENGTHS as readonly unknown[]).includes(value.storyLength)
      ? (value.storyLength as GenerationOptions['storyLength'])
      : defaults.storyLength,
    constraintMode: (CONSTRAINT_MODES as readonly unknown[]).includes(value.constraintMode)
      ? (value.constraintMode as GenerationOptions['constraintMode'])
      : defaults.constraintMode,
  };
}

function readSelection(value: unknown): CardSelection {
  const selection = emptySelection();
  if (!isRecord(value)) return selection;
  for (const type of CARD_TYPES) selection[type] = [...new Set(texts(value[type]))];
  return selection;
}

function readPreferences(value: unknown, now: Date): BookPreferences {
  const defaults = defaultPreferences(now);
  if (!isRecord(value)) return defaults;
  const authoring = isRecord(value.authoring) ? value.authoring : {};
  const version = (item: unknown, fallback: number) => (finite(item) ? item : fallback);
  const readAuthoring: AuthoringPreferences = {
    styleReference: text(authoring.styleReference),
    customUserText: truncateText(text(authoring.customUserText), BOOK_LIMITS.customUserText),
    version: version(authoring.version, defaults.authoring.version),
    updatedAt: time(authoring.updatedAt, defaults.authoring.updatedAt),
  };
  return {
    authoring: readAuthoring,
    generation: readGenerationOptions(value.generation),
    selectedCards: readSelection(value.selectedCards),
    updatedAt: time(value.updatedAt, defaults.updatedAt),
    version: version(value.version, defaults.version),
  };
}

function readCards(value: unknown): Card[] {
  const list = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  return list.flatMap((item) => {
    const read = readCard(item);
    return read.ok ? [read.card] : [];
  });
}

function readSnapshot(value: unknown): WorldStateSnapshot | null {
  if (!isRecord(value)) return null;
  const { world } = readWorld(value);
  return {
    cards: world.cards,
    resources: world.resources,
    clocks: world.clocks,
    constraints: world.constraints,
  };
}

function readCardUpdates(value: unknown): CardUpdate[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((update) =>
    typeof update.cardId === 'string' && update.cardId
      ? [
          {
            cardId: update.cardId,
            changes: isRecord(update.changes) ? structuredClone(update.changes) : {},
            reason: text(update.reason),
          },
        ]
      : [],
  );
}

/** A page as stored or imported; `pageNumber` is its place in the book (numbers are rewritten). */
export function readPage(
  value: Record<string, unknown>,
  pageNumber: number,
  { pageTitle = (n: number) => `page ${n}`, now = new Date() }: ReadBookOptions = {},
): StoryPage {
  const title = text(value.title);
  return {
    id: typeof value.id === 'string' && value.id ? value.id : `page_${pageNumber}`,
    pageNumber,
    title: title || pageTitle(pageNumber),
    content: text(value.content),
    summary: text(value.summary),
    timestamp: time(value.timestamp, now.toISOString()),
    selectedCards: readCards(value.selectedCards),
    worldStateSnapshot: readSnapshot(value.worldStateSnapshot),
    cardUpdates: readCardUpdates(value.cardUpdates),
    suggestions: texts(value.suggestions),
    generationOptions: readGenerationOptions(value.generationOptions),
  };
}

/**
 * A book from storage or a file. The id is required (a book without one cannot be stored); the
 * title falls back to '', pages that are not objects are dropped, the rest are kept in their
 * stored order and numbered 1 … n, duplicate page ids get a suffix, `totalPages` is the count and
 * the current index is held inside the pages.
 */
export function readBook(value: unknown, options: ReadBookOptions = {}): ReadBookResult {
  if (!isRecord(value)) return { ok: false, reason: 'not an object' };
  if (typeof value.id !== 'string' || !value.id.trim()) return { ok: false, reason: 'missing id' };
  const now = options.now ?? new Date();
  const at = now.toISOString();
  const raw = Array.isArray(value.pages) ? value.pages.filter(isRecord) : [];
  const seen = new Set<string>();
  const pages = raw.map((item, index) => {
    const page = readPage(item, index + 1, { ...options, now });
    let id = page.id;
    for (let n = 2; seen.has(id); n++) id = `${page.id}_${n}`;
    seen.add(id);
    return id === page.id ? page : { ...page, id };
  });
  const index = finite(value.currentPageIndex) ? Math.trunc(value.currentPageIndex) : 0;
  const createdAt = time(value.createdAt, at);
  return {
    ok: true,
    book: {
      id: value.id,
      title: text(value.title).trim(),
      description: text(value.description),
      pages,
      currentPageIndex: Math.max(0, Math.min(index, pages.length - 1)),
      totalPages: pages.length,
      tags: texts(value.tags),
      createdAt,
      updatedAt: time(value.updatedAt, createdAt),
      preferences: readPreferences(value.preferences, now),
      worldId: typeof value.worldId === 'string' && value.worldId ? value.worldId : DEFAULT_WORLD_ID,
    },
  };
}
