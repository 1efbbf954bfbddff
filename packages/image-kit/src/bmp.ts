/**
 * BMP files from RGBA pixels (CONTEXT.md Rules: BMP): browsers can read BMP but not write it
 * (`convertToBlob({ type: 'image/bmp' })` gives a PNG), so the converter writes its own.
 */

/** Pixels as a canvas gives them: RGBA, 4 bytes each, rows top to bottom. */
export interface RgbaPixels {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

const FILE_HEADER = 14;
const INFO_HEADER = 40;
/** BITMAPV4HEADER: the one that can say which bits are alpha. */
const V4_HEADER = 108;

/**
 * An opaque image is 24 bits per pixel with the plain header (what every reader takes); an image
 * with any transparency is 32 bits with a V4 header and an alpha mask, so the transparency survives.
 */
export function encodeBmp({ width, height, data }: RgbaPixels): Uint8Array<ArrayBuffer> {
  if (data.length !== width * height * 4) throw new RangeError('pixel data does not match the size');
  let hasAlpha = false;
  for (let index = 3; index < data.length; index += 4) {
    if (data[index] !== 255) {
      hasAlpha = true;
      break;
    }
  }
  const bytesPerPixel = hasAlpha ? 4 : 3;
  const rowBytes = Math.ceil((width * bytesPerPixel) / 4) * 4;
  const headerBytes = FILE_HEADER + (hasAlpha ? V4_HEADER : INFO_HEADER);
  const imageBytes = rowBytes * height;
  const out = new Uint8Array(headerBytes + imageBytes);
  const view = new DataView(out.buffer);
  out[0] = 0x42; // B
  out[1] = 0x4d; // M
  view.setUint32(2, out.length, true);
  view.setUint32(10, headerBytes, true);
  view.setUint32(14, hasAlpha ? V4_HEADER : INFO_HEADER, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true); // positive: rows bottom to top
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, bytesPerPixel * 8, true);
  view.setUint32(30, hasAlpha ? 3 : 0, true); // BI_BITFIELDS or BI_RGB
  view.setUint32(34, imageBytes, true);
  view.setInt32(38, 2835, true); // 72 dpi, in pixels per metre
  view.setInt32(42, 2835, true);
  if (hasAlpha) {
    view.setUint32(54, 0x00ff0000, true); // red
    view.setUint32(58, 0x0000ff00, true); // green
    view.setUint32(62, 0x000000ff, true); // blue
    view.setUint32(66, 0xff000000, true); // alpha
    view.setUint32(70, 0x73524742, true); // 'sRGB'
  }
  for (let y = 0; y < height; y++) {
    let source = (height - 1 - y) * width * 4;
    let target = headerBytes + y * rowBytes;
    for (let x = 0; x < width; x++, source += 4, target += bytesPerPixel) {
      out[target] = data[source + 2] as number;
      out[target + 1] = data[source + 1] as number;
      out[target + 2] = data[source] as number;
      if (hasAlpha) out[target + 3] = data[source + 3] as number;
    }
  }
  return out;
}
