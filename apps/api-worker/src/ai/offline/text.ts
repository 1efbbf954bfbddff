// Small deterministic text helpers shared by the offline composers.

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export function hasCjk(text: string): boolean {
  return CJK.test(text);
}

/** Trims and collapses runs of whitespace to one space. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The first `max` characters (code points, so emoji and surrogate pairs are never split). */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/** Like `cut`, but at a word boundary when one is near and with an ellipsis when shortened. */
export function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

export function charCount(text: string): number {
  return Array.from(text).length;
}

/** FNV-1a: a stable 32-bit hash, so the same input always picks the same wording. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic choice from `options` driven by `seed` and a salt. */
export function pick<T>(options: readonly T[], seed: number, salt = 0): T {
  const index = (((seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0) % options.length) as number;
  return options[index] as T;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Removes trailing sentence punctuation (both scripts). */
export function stripEndPunctuation(text: string): string {
  return text.replace(/[\s.。!！?？;；:：,，、…]+$/u, '');
}

/** Ends `text` with a full stop in the right script unless it already ends a sentence. */
export function asSentence(text: string, zh: boolean): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  if (/[.!?。！？…"”'’」』]$/u.test(trimmed)) return trimmed;
  return `${trimmed}${zh ? '。' : '.'}`;
}

const EN_STOPWORDS = new Set(
  `a an the and or but if then else of to in on at by for with from into onto over under about as is are was
  were be been being it its this that these those there their they them he she his her him we our you your
  i me my not no yes so than too very can could should would will shall may might must do does did done
  has have had having who whom whose which what when where why how all any each every some such only own
  same other more most much many few one two three just also still yet again ever never always often
  while after before because through during without within upon against between among toward towards`
    .split(/\s+/)
    .filter(Boolean),
);

/** Up to `limit` distinctive words (English) or short phrases (Chinese) of `text`, in order. */
export function keywords(text: string, limit: number): string[] {
  const found: string[] = [];
  const add = (word: string) => {
    const key = word.toLowerCase();
    if (word && !found.some((existing) => existing.toLowerCase() === key)) found.push(word);
  };
  if (hasCjk(text)) {
    // No segmenter offline: split at punctuation and common particles, keep short phrases.
    for (const piece of text.split(
      /[\s,，。.!！?？;；:：、"“”'‘’()（）《》「」的了和与及在是被把就也都而并或]+/u,
    )) {
      const chars = Array.from(piece);
      if (chars.length >= 2 && chars.length <= 6 && hasCjk(piece)) add(piece);
      else if (chars.length > 6 && hasCjk(piece)) add(chars.slice(0, 4).join(''));
      if (found.length >= limit) break;
    }
    return found;
  }
  for (const word of text.match(/[\p{L}][\p{L}'-]*/gu) ?? []) {
    if (word.length >= 4 && !EN_STOPWORDS.has(word.toLowerCase())) add(word.toLowerCase());
    if (found.length >= limit) break;
  }
  return found;
}
