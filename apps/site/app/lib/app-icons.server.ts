import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

/** The logo's wrench, as drawn on its 32 × 32 grid in public/favicon.svg. */
const WRENCH_PATH =
  'M20.5 7.5a5 5 0 0 0-6.3 6.3l-6.5 6.5a1.8 1.8 0 0 0 2.5 2.5l6.5-6.5a5 5 0 0 0 6.3-6.3l-2.9 2.9-2.5-.5-.5-2.5z';
/** The site's primary colour (`--tb-primary` in @toolbox/ui's tokens), the logo's tile. */
export const BRAND_COLOUR = '#2563eb';

export interface AppIcon {
  /** File name under public/icons/. */
  file: string;
  size: number;
  /** `any` or `maskable` (the web app manifest's purpose). */
  purpose: 'any' | 'maskable';
  svg: string;
}

/**
 * The installed app's icons, drawn from the favicon's shapes: the rounded tile as it is (`any`),
 * and full-bleed tiles whose wrench sits inside the central 80% safe zone, for launchers that cut
 * their own shape (`maskable`) and for iOS's home screen (which rounds the corners itself).
 */
export function appIcons(): AppIcon[] {
  const favicon = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
  if (!favicon.includes(WRENCH_PATH)) throw new Error('public/favicon.svg changed: update WRENCH_PATH');
  const rounded = favicon.replace('<svg ', '<svg width="SIZE" height="SIZE" ');
  // The wrench spans about 16 of 32 units; scaled to 0.75 around the centre it stays in the safe zone.
  const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" width="SIZE" height="SIZE" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_COLOUR}"/><path transform="translate(16 16) scale(0.75) translate(-16 -16)" d="${WRENCH_PATH}" fill="#fff"/></svg>`;
  const icon = (file: string, size: number, purpose: AppIcon['purpose'], svg: string): AppIcon => ({
    file,
    size,
    purpose,
    svg: svg.replaceAll('SIZE', String(size)),
  });
  return [
    icon('icon-192.png', 192, 'any', rounded),
    icon('icon-512.png', 512, 'any', rounded),
    icon('maskable-192.png', 192, 'maskable', fullBleed),
    icon('maskable-512.png', 512, 'maskable', fullBleed),
    icon('apple-touch-icon.png', 180, 'any', fullBleed),
  ];
}

/** One icon as PNG bytes. */
export function renderAppIcon(icon: AppIcon): Buffer {
  return new Resvg(icon.svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
}
