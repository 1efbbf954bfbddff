import { buildPaletteSync, utils } from 'image-q';
import { encodePalettePng, type PaletteImage } from './palette-png';
import { PALETTE_COLORS } from './png';

/**
 * Fewer colours for a smaller PNG (CONTEXT.md Rules: Encoding › Fewer colours), as TinyPNG and
 * Squoosh's "reduce palette" do: a palette of at most `colors` built by Wu's quantiser (`image-q`,
 * MIT) from a sample of the pixels, then every pixel mapped to it with Floyd–Steinberg dithering,
 * alpha included, and written as a palette PNG. `encode` imports this module only when fewer
 * colours are asked for (image-q is 300 KB of code); workers only.
 */

/**
 * The palette is built from at most this many pixels, taken on a grid: on all of a 12 MP photo
 * Wu's quantiser took 15 s, and a grid this fine finds the same colours.
 */
const PALETTE_SAMPLE_PIXELS = 500_000;
/** How much each channel's difference counts in "nearest colour": BT.709 luma weights, alpha as one. */
const WEIGHTS = [0.2126, 0.7152, 0.0722, 1] as const;

/** A PNG of the pixels with at most `colors` colours (clamped to 2–256). */
export function encodeReducedPng(pixels: ImageData, colors: number): Uint8Array<ArrayBuffer> {
  return encodePalettePng(reduceColors(pixels, colors));
}

export function reduceColors(pixels: ImageData, colors: number): PaletteImage {
  const { width, height, data } = pixels;
  const count = Math.min(PALETTE_COLORS.max, Math.max(PALETTE_COLORS.min, Math.round(colors)));
  const step = Math.max(1, Math.ceil(Math.sqrt((width * height) / PALETTE_SAMPLE_PIXELS)));
  const sampleWidth = Math.ceil(width / step);
  const sampleHeight = Math.ceil(height / step);
  const sample = new Uint8Array(sampleWidth * sampleHeight * 4);
  for (let y = 0; y < sampleHeight; y++)
    for (let x = 0; x < sampleWidth; x++) {
      const from = (y * step * width + x * step) * 4;
      sample.set(data.subarray(from, from + 4), (y * sampleWidth + x) * 4);
    }
  const points = utils.PointContainer.fromUint8Array(sample, sampleWidth, sampleHeight);
  const entries = buildPaletteSync([points], {
    colorDistanceFormula: 'euclidean-bt709',
    paletteQuantization: 'wuquant',
    colors: count,
  })
    .getPointContainer()
    .getPointArray();
  const palette = new Uint8Array(entries.length * 4);
  entries.forEach((point, index) => {
    palette.set([point.r, point.g, point.b, point.a], index * 4);
  });
  return { width, height, palette, indices: ditherToPalette(data, width, height, palette) };
}

/**
 * Floyd–Steinberg: each pixel takes its nearest palette colour and passes what that got wrong on
 * to its neighbours (7/16 ahead; 3/16, 5/16, 1/16 below). The same result as image-q's own
 * mapping, several times faster.
 */
function ditherToPalette(data: Uint8ClampedArray, width: number, height: number, palette: Uint8Array) {
  const colors = palette.length / 4;
  const channel = (color: number, offset: number) => palette[color * 4 + offset] as number;
  // The palette sorted by green, the channel that weighs most: the search starts at the colours
  // whose green is nearest and stops on each side once green alone is farther than the best found
  // (a 3 MP photo: 1.9 s in all instead of 2.7, the same answer).
  const order = Array.from({ length: colors }, (_, color) => color).sort(
    (a, b) => channel(a, 1) - channel(b, 1),
  );
  const red = Float64Array.from(order, (color) => channel(color, 0));
  const green = Float64Array.from(order, (color) => channel(color, 1));
  const blue = Float64Array.from(order, (color) => channel(color, 2));
  const alpha = Float64Array.from(order, (color) => channel(color, 3));
  const [weightRed, weightGreen, weightBlue, weightAlpha] = WEIGHTS;
  const nearest = (r: number, g: number, b: number, a: number) => {
    let low = 0;
    let high = colors;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((green[middle] as number) < g) low = middle + 1;
      else high = middle;
    }
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    const consider = (at: number) => {
      const dg = (green[at] as number) - g;
      const greenDistance = weightGreen * dg * dg;
      if (greenDistance >= bestDistance) return false;
      const dr = (red[at] as number) - r;
      const db = (blue[at] as number) - b;
      const da = (alpha[at] as number) - a;
      const distance = greenDistance + weightRed * dr * dr + weightBlue * db * db + weightAlpha * da * da;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = at;
      }
      return true;
    };
    for (let up = low, down = low - 1; up < colors || down >= 0; ) {
      if (up < colors && !consider(up++)) up = colors;
      if (down >= 0 && !consider(down--)) down = -1;
    }
    return order[best] as number;
  };
  const indices = new Uint8Array(width * height);
  // Errors carried to this row and the next, one cell of padding either side.
  let current = new Float32Array((width + 2) * 4);
  let next = new Float32Array((width + 2) * 4);
  const value = [0, 0, 0, 0];
  for (let y = 0; y < height; y++) {
    next.fill(0);
    // Serpentine: every other row right to left, the kernel mirrored, so errors do not all drift
    // one way.
    const direction = y % 2 === 0 ? 1 : -1;
    const ahead = direction * 4;
    for (let step = 0; step < width; step++) {
      const x = direction === 1 ? step : width - 1 - step;
      const pixel = (y * width + x) * 4;
      const cell = (x + 1) * 4;
      for (let offset = 0; offset < 4; offset++) {
        const carried = (data[pixel + offset] as number) + (current[cell + offset] as number);
        value[offset] = Math.min(255, Math.max(0, Math.round(carried)));
      }
      const color = nearest(value[0] as number, value[1] as number, value[2] as number, value[3] as number);
      indices[y * width + x] = color;
      for (let offset = 0; offset < 4; offset++) {
        // The pixel's own error, not the one with what it was carried: errors then do not pile up
        // into noise (image-q's default; 20% smaller files than carrying them, and closer).
        const error = (data[pixel + offset] as number) - channel(color, offset);
        if (error === 0) continue;
        current[cell + ahead + offset] = (current[cell + ahead + offset] as number) + (error * 7) / 16;
        next[cell - ahead + offset] = (next[cell - ahead + offset] as number) + (error * 3) / 16;
        next[cell + offset] = (next[cell + offset] as number) + (error * 5) / 16;
        next[cell + ahead + offset] = (next[cell + ahead + offset] as number) + error / 16;
      }
    }
    [current, next] = [next, current];
  }
  return indices;
}
