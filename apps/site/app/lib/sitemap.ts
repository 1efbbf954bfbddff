import { localizePath } from '@toolbox/kit/link';
import { locales } from '@toolbox/kit/locales';
import type { ToolManifest } from '@toolbox/kit/tool';

export interface SitemapPage {
  /** The English path; every locale's URL is derived from it. */
  path: string;
  updatedAt?: string;
}

/** The pages search engines should know: home, every registered tool, licences, privacy and settings. */
export function sitemapPages(tools: readonly Pick<ToolManifest, 'id' | 'updatedAt'>[]): SitemapPage[] {
  return [
    { path: '/' },
    ...tools.map((tool) => ({ path: `/tool/${tool.id}`, updatedAt: tool.updatedAt })),
    { path: '/licences' },
    { path: '/privacy' },
    { path: '/settings' },
  ];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Every page in every locale, each with its hreflang alternates, under `origin` (PUBLIC_ORIGIN). */
export function renderSitemap({ origin, pages }: { origin: string; pages: readonly SitemapPage[] }): string {
  const urls = pages.flatMap(({ path, updatedAt }) =>
    locales.map((locale) => {
      const alternates = locales
        .map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeXml(origin + localizePath(path, alternate))}"/>`,
        )
        .join('\n');
      const lastmod = updatedAt ? `\n    <lastmod>${updatedAt}</lastmod>` : '';
      return `  <url>\n    <loc>${escapeXml(origin + localizePath(path, locale))}</loc>${lastmod}\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/** robots.txt: everything may be crawled; the sitemap's absolute URL (the protocol requires one). */
export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
