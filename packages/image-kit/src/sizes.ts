/** Output sizes of the image tools (CONTEXT.md Rules: Sizes). */

export interface Dimensions {
  width: number;
  height: number;
}

/**
 * The size an image is drawn at. With aspect kept: both sides given fit the image inside that box
 * (enlarging a smaller image too: a preset is the size asked for); one side given derives the
 * other. Without aspect kept, a side not given stays the original's. Nothing given: the original.
 * Sides are whole pixels, at least 1.
 */
export function outputDimensions({
  source,
  width,
  height,
  keepAspect,
}: {
  source: Dimensions;
  width?: number | undefined;
  height?: number | undefined;
  keepAspect: boolean;
}): Dimensions {
  const given = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);
  const askedWidth = given(width);
  const askedHeight = given(height);
  const whole = (value: number) => Math.max(1, Math.round(value));
  if (!keepAspect)
    return { width: whole(askedWidth ?? source.width), height: whole(askedHeight ?? source.height) };
  if (askedWidth && askedHeight) {
    const scale = Math.min(askedWidth / source.width, askedHeight / source.height);
    return { width: whole(source.width * scale), height: whole(source.height * scale) };
  }
  if (askedWidth)
    return { width: whole(askedWidth), height: whole((source.height * askedWidth) / source.width) };
  if (askedHeight)
    return { width: whole((source.width * askedHeight) / source.height), height: whole(askedHeight) };
  return { width: whole(source.width), height: whole(source.height) };
}

export interface QualitySearch {
  /** The quality used, 10 to 100. */
  quality: number;
  /** The encoded size at that quality, in bytes. */
  bytes: number;
  /** Whether that size is within the target (false: even the lowest quality was larger). */
  fits: boolean;
}

/**
 * Smart compression: the highest quality from 10 to 100 whose output is within `targetBytes`,
 * found by halving the range (seven encodes at most). When even quality 10 is too large, quality
 * 10 is used and the result says it does not fit.
 */
export async function searchQuality(
  encodedSize: (quality: number) => Promise<number>,
  targetBytes: number,
  { min = 10, max = 100 } = {},
): Promise<QualitySearch> {
  let low = min;
  let high = max;
  let best: QualitySearch | undefined;
  let lowest: QualitySearch | undefined;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const bytes = await encodedSize(quality);
    if (quality === min) lowest = { quality, bytes, fits: bytes <= targetBytes };
    if (bytes <= targetBytes) {
      best = { quality, bytes, fits: true };
      low = quality + 1;
    } else high = quality - 1;
  }
  if (best) return best;
  return lowest ?? { quality: min, bytes: await encodedSize(min), fits: false };
}
