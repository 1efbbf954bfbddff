/**
 * The repository's JSON import and export (CONTEXT.md Rules: Import and export).
 */
import { readCard } from './card-factory';
import type { Card } from './cards';

export const CARD_FILE_FORMAT = 'toolbox-story-cards';
export const CARD_FILE_VERSION = 1;

export interface CardFile {
  format: typeof CARD_FILE_FORMAT;
  version: number;
  exportedAt: string;
  cards: Card[];
}

/** `story-cards-{timestamp}.json`, the timestamp in milliseconds. */
export function exportFileName(now = Date.now()): string {
  return `story-cards-${now}.json`;
}

export function exportCards(cards: Iterable<Card>, now = new Date()): string {
  const file: CardFile = {
    format: CARD_FILE_FORMAT,
    version: CARD_FILE_VERSION,
    exportedAt: now.toISOString(),
    cards: [...cards],
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type ImportResult =
  | { ok: true; cards: Card[]; setAside: Array<{ index: number; reason: string }> }
  | { ok: false; error: 'jsonFormat' | 'noCards'; detail?: string };

/**
 * Cards from pasted text or a file's text. Accepts this tool's export, a bare array of cards, an
 * object with `cards` as an array or an id → card map (a whole exported world). Each card is read
 * on its own: a damaged one is set aside with its reason, the rest import. The same id twice keeps
 * the last.
 */
export function importCards(text: string): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, error: 'jsonFormat', detail: error instanceof Error ? error.message : String(error) };
  }
  const container =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as { cards?: unknown }).cards
      : value;
  const list = Array.isArray(container)
    ? container
    : typeof container === 'object' && container !== null
      ? Object.values(container)
      : undefined;
  if (!list) return { ok: false, error: 'noCards' };
  const cards = new Map<string, Card>();
  const setAside: Array<{ index: number; reason: string }> = [];
  list.forEach((item, index) => {
    const read = readCard(item);
    if (read.ok) cards.set(read.card.id, read.card);
    else setAside.push({ index, reason: read.reason });
  });
  if (cards.size === 0 && setAside.length === 0) return { ok: false, error: 'noCards' };
  return { ok: true, cards: [...cards.values()], setAside };
}

/** The import dialog's file rule: the name must end in .json. */
export const isJsonFileName = (name: string) => /\.json$/i.test(name.trim());
