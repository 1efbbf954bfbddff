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
