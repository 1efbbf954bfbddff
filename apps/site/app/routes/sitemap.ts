import { localizePath } from '@toolbox/kit/link';
import { locales } from '@toolbox/kit/locales';
import { registry } from '#app/registry';
import type { Route } from './+types/sitemap';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Every page in every locale, with hreflang alternates (the home page and each registered tool). */
export function loader({ request }: Route.LoaderArgs) {
  const origin = process.env.PUBLIC_ORIGIN?.replace(/\/$/, '') || new URL(request.url).origin;
  const pages = [{ path: '/', updatedAt: undefined as string | undefined }].concat(
    registry.map((tool) => ({ path: `/tool/${tool.id}`, updatedAt: tool.updatedAt })),
  );
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
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
