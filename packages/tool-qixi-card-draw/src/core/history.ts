import { HISTORY_CAP } from './cards';

/** One draw as stored: when, and which card (its id and rarity, enough to show it again). */
export interface DrawRecord {
  timestamp: number;
  cardId: string;
  rarity: string;
  /** The saying a saying card was given, to show it again as it was. */
  text?: string;
}

/** A stored record that still makes sense; damaged ones are dropped one by one (keepValidItems). */
export function isDrawRecord(value: unknown): value is DrawRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.timestamp === 'number' &&
    Number.isFinite(record.timestamp) &&
    typeof record.cardId === 'string' &&
    typeof record.rarity === 'string' &&
    (record.text === undefined || typeof record.text === 'string')
  );
}

/** The history with a new draw: newest first, at most 50. */
export function addToHistory(history: readonly DrawRecord[], record: DrawRecord): DrawRecord[] {
  return [record, ...history].slice(0, HISTORY_CAP);
}

/** The share text of a draw: the card's text, its rarity and the page. */
export function shareText({ text, rarity, url }: { text: string; rarity: string; url: string }): string {
  return `${text} (${rarity}) ${url}`;
}
