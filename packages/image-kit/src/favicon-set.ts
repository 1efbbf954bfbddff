import { encodeIco } from './ico';
import type { ZipEntry } from './zip';

/**
 * A website's icon files from one image (CONTEXT.md Rules: Favicon set): what browsers,
 * iOS and Android ask for today, and the manifest that points at the Android ones.
 */
export const FAVICON_ICO_SIZES = [16, 32, 48] as const;
export const FAVICON_PNGS = [
  { name: 'favicon-32x32.png', size: 32 },
  { name: 'apple-touch-icon.png', size: 180 },
  { name: 'icon-192.png', size: 192 },
  { name: 'icon-512.png', size: 512 },
] as const;

/**
 * `renderPng(size, opaque)` draws the image fitted and centred on a square of `size` px, as a
 * PNG; `opaque` asks for a white background (the apple-touch icon: iOS shows transparency as
 * black).
 */
export async function faviconSet(
  renderPng: (size: number, opaque: boolean) => Promise<Uint8Array>,
  { name = '' } = {},
): Promise<ZipEntry[]> {
  const icoEntries = [];
  for (const size of FAVICON_ICO_SIZES) icoEntries.push({ size, png: await renderPng(size, false) });
  const entries: ZipEntry[] = [{ name: 'favicon.ico', bytes: encodeIco(icoEntries) }];
  for (const { name: fileName, size } of FAVICON_PNGS)
    entries.push({ name: fileName, bytes: await renderPng(size, fileName === 'apple-touch-icon.png') });
  const manifest = {
    name,
    short_name: name,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
    theme_color: '#ffffff',
    background_color: '#ffffff',
    display: 'standalone',
  };
  entries.push({
    name: 'site.webmanifest',
    bytes: new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`),
  });
  return entries;
}

/** What to put in the page's `<head>` for the set (shown beside the download). */
export const FAVICON_HTML = [
  '<link rel="icon" href="/favicon.ico" sizes="48x48">',
  '<link rel="icon" href="/favicon-32x32.png" type="image/png" sizes="32x32">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/site.webmanifest">',
].join('\n');
