import { toolIconSprite } from '#app/lib/tool-icon-sprite.server';
import type { Route } from './+types/tool-icons';

/**
 * `/tool-icons.svg`: the tool icon sprite. Asked for with the current version it is cached for a
 * year (a new icon makes a new version); without it, for an hour.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { svg, version } = toolIconSprite();
  const current = new URL(request.url).searchParams.get('v') === version;
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    },
  });
}
