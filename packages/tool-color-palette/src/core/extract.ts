import { formatColor } from './color';

/**
 * The colour extractor's rules (CONTEXT.md Rules: Extractor): median cut over the opaque pixels
 * of the image drawn at most `EXTRACT_SAMPLE_PIXELS` large, 5–10 colours, each with its share.
 */

export const EXTRACT_COLORS = { min: 5, max: 10, default: 6 } as const;
/** The image is drawn this many pixels at most before counting (a 12 MP photo is shrunk 48×). */
export const EXTRACT_SAMPLE_PIXELS = 250_000;
/** Pixels less opaque than this are not counted (a logo's transparent surround is not a colour). */
export const OPAQUE_ENOUGH = 128;

export interface ExtractedColor {
  hex: string;
  /** Its share of the counted pixels, 0–1. */
  share: number;
}

const CHANNEL_SHIFTS = [16, 8, 0] as const;
const channelOf = (packed: number, shift: number) => (packed >> shift) & 0xff;

interface Box {
  start: number;
  end: number;
}

/** The channel (as its shift) with the widest range in the box, and that range. */
function widest(pixels: Uint32Array, { start, end }: Box): { shift: number; range: number } {
  let best = { shift: 16, range: -1 };
  for (const shift of CHANNEL_SHIFTS) {
    let low = 255;
    let high = 0;
    for (let at = start; at < end; at++) {
      const value = channelOf(pixels[at] as number, shift);
      if (value < low) low = value;
      if (value > high) high = value;
    }
    if (high - low > best.range) best = { shift, range: high - low };
  }
  return best;
}

/** Sorts the box's pixels by one channel in place (counting sort: 256 values). */
function sortByChannel(pixels: Uint32Array, { start, end }: Box, shift: number) {
  const counts = new Uint32Array(257);
  for (let at = start; at < end; at++) (counts[channelOf(pixels[at] as number, shift) + 1] as number)++;
  for (let value = 1; value <= 256; value++)
    counts[value] = (counts[value] as number) + (counts[value - 1] as number);
  const sorted = new Uint32Array(end - start);
  for (let at = start; at < end; at++) {
    const packed = pixels[at] as number;
    const value = channelOf(packed, shift);
    sorted[counts[value] as number] = packed;
    counts[value] = (counts[value] as number) + 1;
  }
  pixels.set(sorted, start);
}

/**
 * Where to cut a box sorted by a channel: at the median, moved to the nearest place where the
 * channel's value changes, so pixels of one value stay together (a flat area is not split into
 * two boxes that would both average it with its neighbours). The box has a range, so one exists.
 */
function cutNearMedian(pixels: Uint32Array, { start, end }: Box, shift: number): number {
  const middle = start + Math.floor((end - start) / 2);
  const changesAt = (at: number) =>
    channelOf(pixels[at - 1] as number, shift) !== channelOf(pixels[at] as number, shift);
  for (let distance = 0; ; distance++) {
    if (middle - distance > start && changesAt(middle - distance)) return middle - distance;
    if (middle + distance < end && middle + distance > start && changesAt(middle + distance))
      return middle + distance;
  }
}

/**
 * Median cut: start with one box holding every counted pixel; split the box whose widest channel
 * range times its pixel count is largest, near the median of that channel; stop at `count` boxes or
 * when no box has two colours. Each box gives its mean colour; boxes that come out the same hex
 * are one colour. Largest share first.
 */
export function extractColors(rgba: Uint8ClampedArray | Uint8Array, count: number): ExtractedColor[] {
  const wanted = Math.min(EXTRACT_COLORS.max, Math.max(1, Math.round(count)));
  const pixels = new Uint32Array(rgba.length / 4);
  let total = 0;
  for (let at = 0; at < rgba.length; at += 4) {
    if ((rgba[at + 3] as number) < OPAQUE_ENOUGH) continue;
    pixels[total++] =
      ((rgba[at] as number) << 16) | ((rgba[at + 1] as number) << 8) | (rgba[at + 2] as number);
  }
  if (total === 0) return [];
  const boxes: Box[] = [{ start: 0, end: total }];
  while (boxes.length < wanted) {
    let chosen = -1;
    let chosenScore = 0;
    let chosenShift = 16;
    boxes.forEach((box, index) => {
      if (box.end - box.start < 2) return;
      const { shift, range } = widest(pixels, box);
      const score = range * (box.end - box.start);
      if (score > chosenScore) {
        chosen = index;
        chosenScore = score;
        chosenShift = shift;
      }
    });
    if (chosen < 0) break; // every box is one colour
    const box = boxes[chosen] as Box;
    sortByChannel(pixels, box, chosenShift);
    const cut = cutNearMedian(pixels, box, chosenShift);
    boxes.splice(chosen, 1, { start: box.start, end: cut }, { start: cut, end: box.end });
  }
  const byHex = new Map<string, number>();
  for (const { start, end } of boxes) {
    const sums = [0, 0, 0];
    for (let at = start; at < end; at++)
      CHANNEL_SHIFTS.forEach((shift, index) => {
        sums[index] = (sums[index] as number) + channelOf(pixels[at] as number, shift);
      });
    const size = end - start;
    const hex = formatColor(
      `#${sums
        .map((sum) =>
          Math.round(sum / size)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`,
      'hex',
    );
    byHex.set(hex, (byHex.get(hex) ?? 0) + size);
  }
  return [...byHex].map(([hex, size]) => ({ hex, share: size / total })).sort((a, b) => b.share - a.share);
}
