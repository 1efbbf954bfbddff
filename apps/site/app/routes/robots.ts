import { getSiteOrigin } from '#app/lib/site-origin';
import { renderRobots } from '#app/lib/sitemap';
import type { Route } from './+types/robots';

/** A route rather than a file in public/: the sitemap line needs the configured origin. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderRobots(getSiteOrigin(context)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
