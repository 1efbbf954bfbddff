import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bytesSink } from '@toolbox/kit/byte-sink';
import { unzipSync, Zip } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZIP_MAX_ENTRIES, ZipFailure, zipBlobs, zipStream } from './zip';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('zipStream (CONTEXT.md § ZIP)', () => {
  it('stores each file byte for byte, chunks joined, folders kept', () => {
    const zip = zipStream({ sink: bytesSink() });
    zip.add('a/one.pdf', [bytes('%PDF-1.7 '), bytes('one')]);
    zip.add('b/two.pdf', [bytes('two')]);
    zip.add('empty.pdf', []);
    const files = unzipSync(zip.end());
    expect(Object.keys(files)).toEqual(['a/one.pdf', 'b/two.pdf', 'empty.pdf']);
    expect(new TextDecoder().decode(files['a/one.pdf'])).toBe('%PDF-1.7 one');
    expect(files['empty.pdf']).toEqual(new Uint8Array(0));
  });

  it('is an archive Info-ZIP reads, its entries stored, not deflated', () => {
    const zip = zipStream({ sink: bytesSink() });
    zip.add('part.pdf', [new Uint8Array(5000).fill(65)]);
    const folder = mkdtempSync(join(tmpdir(), 'pdf-kit-zip-'));
    try {
      const path = join(folder, 'parts.zip');
      writeFileSync(path, zip.end());
      expect(execFileSync('zipinfo', [path], { encoding: 'utf8' })).toMatch(/5000 .*stor.* part\.pdf/);
      execFileSync('unzip', ['-tq', path]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses more entries than a ZIP without ZIP64 holds, at once', () => {
    expect(() => zipStream({ sink: bytesSink(), expectedEntries: ZIP_MAX_ENTRIES + 1 })).toThrow(ZipFailure);
  });

  it('turns any failure of the archive into a ZipFailure', () => {
    const zip = zipStream({
      sink: bytesSink(),
      createZip: (ondata) => {
        const failing = new Zip(ondata);
        failing.add = () => {
          throw new Error('disk full');
        };
        return failing;
      },
    });
    expect(() => zip.add('a.pdf', [bytes('x')])).toThrow(ZipFailure);
  });
});

describe('zipBlobs', () => {
  it('packs Blobs one at a time under unique names and reports each', async () => {
    const packed: number[] = [];
    const zip = await zipBlobs(
      [
        { name: 'a.pdf', blob: new Blob(['one']) },
        { name: 'A.pdf', blob: new Blob(['two']) },
      ],
      (done) => packed.push(done),
    );
    expect(zip.type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['a.pdf', 'A (2).pdf']);
    expect(new TextDecoder().decode(files['A (2).pdf'])).toBe('two');
    expect(packed).toEqual([1, 2]);
  });
});
