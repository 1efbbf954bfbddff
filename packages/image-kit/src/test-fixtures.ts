// Test fixtures the image tools share (tests only: never imported by a tool's code).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const folder = mkdtempSync(join(tmpdir(), 'image-kit-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** ImageMagick's reading of a file: its geometry and type, then each pixel as `r,g,b,a`. */
export function magickPixels(bytes: Uint8Array, name: string) {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  const info = execFileSync('identify', ['-format', '%m %wx%h %[channels]', path], { encoding: 'utf8' });
  const text = execFileSync('convert', [path, '-depth', '8', 'txt:-'], { encoding: 'utf8' });
  // One line per pixel, "x,y: (r,g,b[,a])  #hex  name": the first bracket is the 8-bit values.
  const pixels = text
    .split('\n')
    .filter((line) => !line.startsWith('#') && line.includes(':'))
    .map((line) => {
      const match = /: \((\d+),(\d+),(\d+)(?:,(\d+))?\)/.exec(line);
      return [match?.[1], match?.[2], match?.[3], match?.[4] ?? '255'].map(Number);
    });
  return { info, pixels };
}

/** A little-endian TIFF block: IFD0 (Make, Orientation 6, GPS pointer) and a GPS IFD (N, 48°51'30"). */
export function tiffWithGps(): Uint8Array {
  const bytes = new Uint8Array(200);
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49, 0x2a, 0x00]);
  view.setUint32(4, 8, true); // IFD0 at 8
  view.setUint16(8, 3, true); // three entries
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    view.setUint32(at + 8, value, true);
  };
  entry(10, 0x010f, 2, 6, 100); // Make, ASCII at 100
  entry(22, 0x0112, 3, 1, 6); // Orientation: 6 (turned 90°)
  entry(34, 0x8825, 4, 1, 50); // GPS IFD at 50
  view.setUint32(46, 0, true); // no next IFD
  bytes.set(new TextEncoder().encode('Canon\0'), 100);
  view.setUint16(50, 2, true); // GPS: two entries
  entry(52, 0x0001, 2, 2, 0x4e); // GPSLatitudeRef "N" (inline)
  entry(64, 0x0002, 5, 3, 120); // GPSLatitude, three rationals at 120
  view.setUint32(76, 0, true);
  [48, 1, 51, 1, 30, 1].forEach((value, index) => {
    view.setUint32(120 + index * 4, value, true);
  });
  return bytes;
}
