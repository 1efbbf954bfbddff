/**
 * Imported texts and lists into the model's short fields (CONTEXT.md Rules: Interoperability ›
 * Fitting): the whole value stays in the card's `extensions`; the field shows as much as reads well.
 */
import { CARD_LIMITS } from '../card-factory';

/** Runs of white space (line breaks included) as one space, trimmed: the fields are one paragraph. */
export function oneParagraph(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

const SENTENCE_END = new Set(['.', '!', '?', '。', '！', '？', '…']);
/** Ends a sentence with no space after it (Chinese and Japanese punctuation). */
const WIDE_SENTENCE_END = new Set(['。', '！', '？']);

/**
 * `value` in at most `max` characters (code points: an emoji is never split). A longer text ends
 * at the last sentence end in the second half of the room; failing that, at the last space there,
 * with `…`; failing that (one long word), it is cut at `max − 1` with `…`.
 */
export function cutText(value: string, max: number): string {
  const characters = Array.from(value);
  if (characters.length <= max) return value;
  const room = max - 1;
  const half = Math.floor(max / 2);
  for (let index = room - 1; index >= half; index--) {
    const character = characters[index] as string;
    const next = characters[index + 1];
    if (
      SENTENCE_END.has(character) &&
      (WIDE_SENTENCE_END.has(character) || next === undefined || /\s/.test(next))
    )
      return characters.slice(0, index + 1).join('');
  }
  for (let index = room; index >= half; index--) {
    if (/\s/.test(characters[index] as string)) return `${characters.slice(0, index).join('').trimEnd()}…`;
  }
  return `${characters.slice(0, room).join('')}…`;
}

/** Tags of a card: trimmed, none empty, none twice (case aside), at most the editor's ten. */
export function cardTags(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (!value || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, CARD_LIMITS.tags);
}
