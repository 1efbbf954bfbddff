import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipName } from './file-names';
import { writeZip } from './zip';

function zipOf(entries: Array<{ name: string; bytes: Uint8Array }>): Uint8Array {
  const chunks: Uint8Array[] = [];
  writeZip(entries, (chunk) => chunks.push(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

describe('writeZip (CONTEXT.md Rules: ZIP)', () => {
  const photo = new Uint8Array(Array.from({ length: 5000 }, (_, index) => (index * 7) % 251));
  const entries = [
    { name: 'compressed_a.webp', bytes: photo },
    { name: 'compressed_a.webp', bytes: new Uint8Array([1, 2, 3]) },
    { name: 'favicon.ico', bytes: new Uint8Array([0, 0, 1, 0]) },
  ];

  it('stores every file, byte for byte, under unique names', () => {
    const files = unzipSync(zipOf(entries));
    expect(Object.keys(files)).toEqual(['compressed_a.webp', 'compressed_a (1).webp', 'favicon.ico']);
    expect(files['compressed_a.webp']).toEqual(photo);
    expect(files['compressed_a (1).webp']).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('is a ZIP Info-ZIP reads, with the files stored (not deflated)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'image-kit-zip-'));
    try {
      const path = join(folder, 'images.zip');
      writeFileSync(path, zipOf(entries));
      const listing = execFileSync('zipinfo', [path], { encoding: 'utf8' });
      expect(listing).toMatch(/5000 .*stor.* compressed_a\.webp/);
      expect(listing).toContain('compressed_a (1).webp');
      execFileSync('unzip', ['-tq', path]); // the archive's CRCs check out
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('zipName', () => {
  it('is the prefix and the local date', () => {
    const date = new Date(2026, 0, 5, 23, 59);
    expect(zipName('images', date)).toBe('images-2026-01-05.zip');
    expect(zipName('compressed_images', date, '_')).toBe('compressed_images_2026-01-05.zip');
  });
});
