import { PICTURE_SOURCES, PICTURE_TIMEOUT_MS, pictureOrder } from '../core/pictures';
import bridge from './pictures/bridge.svg?url';
import lanterns from './pictures/lanterns.svg?url';
import moon from './pictures/moon.svg?url';
import stars from './pictures/stars.svg?url';

const URLS: Record<string, string> = { moon, bridge, lanterns, stars };

export interface LoadedPicture {
  url: string;
  /** True when every source failed and the built-in picture is shown. */
  fallback: boolean;
}

/** Loads one picture, or fails after the time-out. */
function loadImage(url: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => {
      image.src = '';
      reject(new Error('timed out'));
    }, timeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve(url);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('failed to load'));
    };
    image.src = url;
  });
}

/**
 * The picture card's picture (CONTEXT.md Rules: Picture): the sources in `pictureOrder`, each for
 * 3 s; when none loads, the first source's URL marked as the fallback (the page then shows the
 * error box if that fails too). `urls` lets a test point the sources elsewhere.
 */
export async function loadPicture(
  urls: Record<string, string> = URLS,
  timeoutMs = PICTURE_TIMEOUT_MS,
): Promise<LoadedPicture> {
  for (const source of pictureOrder(PICTURE_SOURCES)) {
    const url = urls[source.id];
    if (!url) continue;
    try {
      return { url: await loadImage(url, timeoutMs), fallback: false };
    } catch {
      // The next source.
    }
  }
  return { url: urls.moon ?? moon, fallback: true };
}
