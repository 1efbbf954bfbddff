import { getSiteOrigin } from '#app/lib/site-origin';
import { renderSitemap, sitemapPages } from '#app/lib/sitemap';
import { registry } from '#app/registry';
import type { Route } from './+types/sitemap';

export function loader({ context }: Route.LoaderArgs) {
  const xml = renderSitemap({ origin: getSiteOrigin(context), pages: sitemapPages(registry) });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
