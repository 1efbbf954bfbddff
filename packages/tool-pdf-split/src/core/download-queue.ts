import { SEQUENTIAL_DOWNLOAD_GAP_MS } from './constants';

/**
 * CONTEXT.md § Output: when ZIP packing fails the parts download one by one, 300 ms apart (browsers drop
 * a burst of downloads started in the same instant). Resolves after the last one has started.
 */
export function downloadOneByOne<T>(
  items: readonly T[],
  download: (item: T) => void,
  gapMs = SEQUENTIAL_DOWNLOAD_GAP_MS,
): Promise<void> {
  return new Promise((resolve) => {
    let index = 0;
    const next = () => {
      const item = items[index++];
      if (item !== undefined) download(item);
      if (index >= items.length) resolve();
      else setTimeout(next, gapMs);
    };
    if (items.length === 0) resolve();
    else next();
  });
}
