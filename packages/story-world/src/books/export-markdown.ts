/** The Markdown export (CONTEXT.md Rules: Story books › Export › Markdown). */
import type { StoryBook, StoryPage } from './book';
import {
  type BookExportOptions,
  cardName,
  changeValue,
  type ResolvedExport,
  resolveExport,
} from './export-options';

/** One line for a heading or a list item: line breaks become spaces. */
const line = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();

function pageMarkdown(page: StoryPage, resolved: ResolvedExport): string {
  const { words, includeMetadata, includeCardData, formatTime } = resolved;
  const parts = [`## ${line(words.pageHeading(page.pageNumber, page.title))}`];
  if (includeMetadata) {
    parts.push(`*${words.written}: ${formatTime(page.timestamp)}*`);
    if (page.summary.trim()) parts.push(`> **${words.summary}:** ${line(page.summary)}`);
  }
  if (page.content) parts.push(page.content.replace(/\r\n?/g, '\n'));
  if (includeMetadata && page.suggestions.length > 0)
    parts.push(
      `**${words.suggestions}:**\n\n${page.suggestions.map((item) => `- ${line(item)}`).join('\n')}`,
    );
  if (includeCardData) {
    if (page.selectedCards.length > 0)
      parts.push(
        `**${words.cards}:**\n\n${page.selectedCards
          .map(
            (card) =>
              `- **${line(card.name) || card.id}** (${card.type})${card.summary ? `: ${line(card.summary)}` : ''}`,
          )
          .join('\n')}`,
      );
    if (page.cardUpdates.length > 0)
      parts.push(
        `**${words.cardChanges}:**\n\n${page.cardUpdates
          .flatMap((update) =>
            Object.entries(update.changes).map(
              ([path, value]) =>
                `- ${line(cardName(page, update.cardId))}: \`${path}\` → ${line(changeValue(value))}${update.reason ? ` (${line(update.reason)})` : ''}`,
            ),
          )
          .join('\n')}`,
      );
  }
  return parts.join('\n\n');
}

/**
 * The book as Markdown: the title, the description, a metadata list, then each page under a
 * `##` heading with its text as written (Markdown the user typed stays Markdown), pages separated
 * by rules.
 */
export function bookToMarkdown(
  book: StoryBook,
  options: Omit<BookExportOptions<string>, 'format'> = {},
): string {
  const resolved = resolveExport(book, { ...options, format: 'markdown' });
  const { words, includeMetadata, formatTime } = resolved;
  const head = [`# ${line(book.title)}`];
  if (book.description.trim()) head.push(book.description.trim());
  if (includeMetadata) {
    const meta = [
      `- **${words.created}:** ${formatTime(book.createdAt)}`,
      `- **${words.updated}:** ${formatTime(book.updatedAt)}`,
      `- **${words.pages}:** ${resolved.pages.length}`,
    ];
    if (book.tags.length > 0) meta.push(`- **${words.tags}:** ${book.tags.map(line).join(', ')}`);
    head.push(meta.join('\n'));
  }
  const pages = resolved.pages.map((page) => pageMarkdown(page, resolved));
  return `${[head.join('\n\n'), ...pages].join('\n\n---\n\n')}\n`;
}
