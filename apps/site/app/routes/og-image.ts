import { data } from 'react-router';
import { renderOgImage } from '#app/lib/og-image.server';
import en from '#app/locales/en.json';
import { findTool } from '#app/registry';
import type { Route } from './+types/og-image';

/** The site's own card (home, licences, privacy) is `/og/toolbox.png`. */
export const SITE_OG_IMAGE = 'toolbox';

const cache = new Map<string, Promise<Buffer>>();

/** Renders a card once per process; the URL changes only with the tool, so browsers keep it a day. */
function cardFor(id: string): Promise<Buffer> | undefined {
  let png = cache.get(id);
  if (png) return png;
  if (id === SITE_OG_IMAGE) {
    png = Promise.resolve(
      renderOgImage({ title: en.site.name, description: en.site.tagline, icon: 'wrench' }),
    );
  } else {
    const tool = findTool(id);
    if (!tool) return undefined;
    png = tool.messages
      .en()
      .then(({ default: messages }) =>
        renderOgImage({ title: messages.meta.name, description: messages.meta.description, icon: tool.icon }),
      );
  }
  cache.set(id, png);
  return png;
}

/** `GET /og/<tool-id>.png`: the tool's Open Graph image, 1200 × 630, with its name and icon. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = /^([a-z\d-]+)\.png$/.exec(params.file)?.[1];
  const png = id ? cardFor(id) : undefined;
  if (!png) throw data(null, { status: 404, statusText: 'Not Found' });
  return new Response(new Uint8Array(await png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  });
}
