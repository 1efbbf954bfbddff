/**
 * Markup shared by the HTML and EPUB exports (CONTEXT.md Rules: Story books › Export › HTML).
 * Written as XHTML (every element closed, `<br />`) so the same fragments are valid XML inside an
 * EPUB and valid HTML in a web page. Every user text goes through `escapeXml`.
 */
import type { StoryBook, StoryPage } from './book';
import { cardName, changeValue, type ResolvedExport } from './export-options';

/** Characters XML 1.0 cannot hold (C0 controls but tab and line breaks, U+FFFE/U+FFFF, lone surrogates). */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or an attribute of HTML or XML. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (character) => ENTITIES[character] as string);
}

/** Paragraphs at blank lines, line breaks inside a paragraph kept. */
export function paragraphs(text: string, className?: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const open = className ? `<p class="${className}">` : '<p>';
  return blocks.map((block) => `${open}${escapeXml(block).replace(/\n/g, '<br />\n')}</p>`).join('\n');
}

const list = (items: readonly string[]) =>
  `<ul>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>`;

/** The book's title, description and (with metadata) dates, page count and tags. */
export function bookHeaderMarkup(book: StoryBook, resolved: ResolvedExport): string {
  const { words, includeMetadata, formatTime } = resolved;
  const parts = [`<h1>${escapeXml(book.title)}</h1>`];
  if (book.description.trim()) parts.push(paragraphs(book.description, 'description'));
  if (includeMetadata) {
    const rows: Array<[string, string]> = [
      [words.created, formatTime(book.createdAt)],
      [words.updated, formatTime(book.updatedAt)],
      [words.pages, String(resolved.pages.length)],
    ];
    if (book.tags.length > 0) rows.push([words.tags, book.tags.join(', ')]);
    parts.push(
      `<dl class="metadata">\n${rows.map(([term, value]) => `<dt>${escapeXml(term)}</dt><dd>${escapeXml(value)}</dd>`).join('\n')}\n</dl>`,
    );
  }
  return `<header>\n${parts.join('\n')}\n</header>`;
}

function cardDataMarkup(page: StoryPage, resolved: ResolvedExport, level: 'h3' | 'h2'): string {
  const { words } = resolved;
  const parts: string[] = [];
  const heading = (text: string) => `<${level}>${escapeXml(text)}</${level}>`;
  if (page.selectedCards.length > 0) {
    parts.push(heading(words.cards));
    parts.push(
      list(
        page.selectedCards.map(
          (card) =>
            `<strong>${escapeXml(card.name || card.id)}</strong> <span class="type">(${escapeXml(card.type)})</span>${card.summary ? `: ${escapeXml(card.summary)}` : ''}`,
        ),
      ),
    );
  }
  const changes = page.cardUpdates.flatMap((update) =>
    Object.entries(update.changes).map(
      ([path, value]) =>
        `${escapeXml(cardName(page, update.cardId))}: <code>${escapeXml(path)}</code> → ${escapeXml(changeValue(value))}${update.reason ? ` <span class="reason">(${escapeXml(update.reason)})</span>` : ''}`,
    ),
  );
  if (changes.length > 0) parts.push(heading(words.cardChanges), list(changes));
  const snapshot = page.worldStateSnapshot;
  if (snapshot) {
    const state = [
      ...Object.entries(snapshot.resources).map(([name, amount]) => `${words.resources}: ${name} ${amount}`),
      ...Object.values(snapshot.clocks).map(
        (clock) => `${words.clocks}: ${clock.name || clock.id} ${clock.value}/${clock.max}`,
      ),
      ...snapshot.constraints.map((rule) => `${words.constraints}: ${rule}`),
    ];
    if (state.length > 0) parts.push(heading(words.worldState), list(state.map(escapeXml)));
  }
  return parts.length > 0 ? `<section class="cards">\n${parts.join('\n')}\n</section>` : '';
}

/** One page: heading, (time and summary), text, (suggestions), (cards, changes, world state). */
export function pageMarkup(page: StoryPage, resolved: ResolvedExport, heading: 'h1' | 'h2' = 'h2'): string {
  const { words, includeMetadata, includeCardData, formatTime } = resolved;
  const sub = heading === 'h1' ? 'h2' : 'h3';
  const parts = [`<${heading}>${escapeXml(words.pageHeading(page.pageNumber, page.title))}</${heading}>`];
  if (includeMetadata) {
    parts.push(`<p class="meta">${escapeXml(`${words.written}: ${formatTime(page.timestamp)}`)}</p>`);
    if (page.summary.trim())
      parts.push(
        `<p class="summary"><strong>${escapeXml(words.summary)}:</strong> ${escapeXml(page.summary.trim())}</p>`,
      );
  }
  parts.push(`<div class="content">\n${paragraphs(page.content)}\n</div>`);
  if (includeMetadata && page.suggestions.length > 0)
    parts.push(
      `<section class="suggestions">\n<${sub}>${escapeXml(words.suggestions)}</${sub}>\n${list(page.suggestions.map(escapeXml))}\n</section>`,
    );
  if (includeCardData) {
    const cards = cardDataMarkup(page, resolved, sub);
    if (cards) parts.push(cards);
  }
  return `<article class="page" id="page-${page.pageNumber}">\n${parts.join('\n')}\n</article>`;
}

/** Reading styles with a light and a dark palette (the reader's system setting picks one). */
export const BOOK_CSS = `:root { color-scheme: light dark; --bg: #fdfcf8; --fg: #1f2328; --muted: #5b616b; --rule: #d9d6cc; --accent: #8a5a14; }
@media (prefers-color-scheme: dark) { :root { --bg: #16181c; --fg: #e6e3dc; --muted: #a2a7b0; --rule: #33373e; --accent: #e0b070; } }
body { margin: 0; background: var(--bg); color: var(--fg); font: 1.05rem/1.75 Georgia, "Noto Serif SC", "Songti SC", serif; }
main { max-width: 42rem; margin: 0 auto; padding: 3rem 1.25rem; }
h1 { font-size: 2rem; line-height: 1.25; margin: 0 0 0.75rem; }
h2 { font-size: 1.35rem; line-height: 1.35; margin: 0 0 0.75rem; color: var(--accent); }
h3 { font-size: 1rem; margin: 1.25rem 0 0.5rem; color: var(--muted); }
a { color: var(--accent); }
.description { font-style: italic; }
.metadata, .meta, .summary, .suggestions, .cards, .toc { color: var(--muted); font-size: 0.9rem; }
dl.metadata { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dd { margin: 0; }
.page { border-top: 1px solid var(--rule); margin-top: 2.5rem; padding-top: 2rem; }
.content p { margin: 0 0 1em; }
code { font-family: ui-monospace, monospace; font-size: 0.85em; }
@media print { :root { --bg: #fff; --fg: #000; } .page { break-before: page; border-top: 0; } }
`;
