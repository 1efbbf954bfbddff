import { strToU8, zipSync } from 'fflate';
import type { ContentFormat, CrawlResult } from './crawl';

/** The spec's JSON export: the completed results with the chosen content format only. */
export function resultsJson(results: readonly CrawlResult[], format: ContentFormat): string {
  return JSON.stringify(
    results.map(({ url, title, description, keywords, content, metadata, timestamp }) => ({
      url,
      title,
      description,
      keywords,
      format,
      content: content[format],
      metadata,
      timestamp,
    })),
    null,
    2,
  );
}

/** A file name from a page's address: host and path, safe characters only, at most 80. */
export function markdownName(url: string): string {
  let base: string;
  try {
    const parsed = new URL(url);
    let path = parsed.pathname;
    try {
      path = decodeURIComponent(path); // readable names: 路径, not %E8%B7%AF%E5%BE%84
    } catch {
      // A malformed escape: keep it encoded.
    }
    base = `${parsed.hostname}${path}`;
  } catch {
    base = url;
  }
  const slug = base
    .replace(/\/+$/, '')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'page';
}

/** A page as a Markdown file: a front matter with its title and address, then its Markdown. */
function markdownFile(result: CrawlResult): string {
  const quote = (text: string) => JSON.stringify(text);
  return `---\ntitle: ${quote(result.title)}\nurl: ${quote(result.url)}\ncrawled: ${quote(result.timestamp)}\n---\n\n${result.content.markdown}\n`;
}

/** The issue's ZIP: one `.md` file per completed page; a repeated name gets ` (2)`, ` (3)`... */
export function markdownZip(results: readonly CrawlResult[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const used = new Map<string, number>();
  for (const result of results) {
    const base = markdownName(result.url);
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    files[`${count === 1 ? base : `${base} (${count})`}.md`] = strToU8(markdownFile(result));
  }
  return zipSync(files, { level: 6 });
}
