/**
 * The picture card's sources and the order they are tried in (CONTEXT.md Rules: Picture): one
 * weighted pick first, then the others in random order, each given 3 s; when all fail, a built-in
 * picture marked as the fallback. The spec's sources were four third-party services (photos, dogs,
 * cats, anime) reached from the browser; here they are pictures shipped with the tool, so that no
 * third party sees the visitor and the site's CSP (`connect-src 'self'`) holds.
 */
export interface PictureSource {
  id: string;
  weight: number;
}

/** The spec's weights, 3, 2, 2 and 1. */
export const PICTURE_SOURCES: readonly PictureSource[] = [
  { id: 'moon', weight: 3 },
  { id: 'bridge', weight: 2 },
  { id: 'lanterns', weight: 2 },
  { id: 'stars', weight: 1 },
];

/** Each try gives up after 3 s. */
export const PICTURE_TIMEOUT_MS = 3000;

/** The order to try the sources in: a weighted pick, then the rest shuffled. */
export function pictureOrder(
  sources: readonly PictureSource[],
  random: () => number = Math.random,
): PictureSource[] {
  const total = sources.reduce((sum, source) => sum + source.weight, 0);
  let roll = random() * total;
  let first = sources[0] as PictureSource;
  for (const source of sources) {
    if (roll < source.weight) {
      first = source;
      break;
    }
    roll -= source.weight;
  }
  const rest = sources.filter((source) => source !== first);
  for (let index = rest.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [rest[index], rest[other]] = [rest[other] as PictureSource, rest[index] as PictureSource];
  }
  return [first, ...rest];
}
