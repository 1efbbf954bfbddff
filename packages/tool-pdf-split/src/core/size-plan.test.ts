import { concatBytes } from '@toolbox/kit/bytes';
import { qpdfCheck } from '@toolbox/pdf-kit/test-fixtures';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parsePartSize } from './plan';
import { planPartsBySize } from './size-plan';
import { loadPdf } from './split-pdf';
import { pagesOf, widthOf } from './test-pdfs';
import { writeParts } from './write-parts';

/** Pages of varied weight (noise text of 200 to 3,000 letters); `heavy` pages carry 40 KB more. */
async function variedPdf(pageCount: number, heavy: number[] = []): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  let seed = 11;
  const noise = (length: number) =>
    Array.from({ length }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCharCode(97 + (seed % 26));
    }).join('');
  for (let page = 1; page <= pageCount; page++) {
    const added = document.addPage([widthOf(page), 300]);
    added.drawText(`Page ${page} ${noise((page % 5) * 700 + 200)}`, { x: 5, y: 150, size: 4, font });
    // A heavy page: 40 KB more content, a comment stored without compression.
    if (heavy.includes(page))
      added.node.addContentStream(document.context.register(document.context.stream(`% ${noise(40_000)}\n`)));
  }
  return document.save({ useObjectStreams: false });
}

/** Every part's bytes, as `writeParts` writes them. */
async function writtenParts(bytes: Uint8Array, parts: number[][], quality: 'high' | 'low' = 'high') {
  const files: Uint8Array[] = [];
  writeParts({
    source: await loadPdf(bytes),
    parts,
    quality,
    onPart: (chunks) => files.push(concatBytes(chunks)),
  });
  return files;
}

describe('split by size (CONTEXT.md § By size)', () => {
  it.each([
    ['high', 6000],
    ['high', 15_000],
    ['low', 4000],
  ] as const)(
    'at %s quality and %i bytes, every part fits, parts are full, pages covered once in order',
    async (quality, limit) => {
      const bytes = await variedPdf(24);
      const { parts, oversized } = planPartsBySize({
        source: await loadPdf(bytes),
        quality,
        maxBytes: limit,
      });
      expect(oversized).toEqual([]);
      expect(parts.flat()).toEqual(Array.from({ length: 24 }, (_, index) => index + 1));
      expect(parts.length).toBeGreaterThan(1);
      const files = await writtenParts(bytes, parts, quality);
      for (const [index, file] of files.entries()) {
        expect(file.length).toBeLessThanOrEqual(limit);
        expect(await pagesOf(file)).toEqual(parts[index]);
        qpdfCheck(file);
      }
      // Greedy: each part but the last, given the next page too, would pass the limit (within the
      // few bytes the cross-reference bound allows).
      for (let index = 0; index + 1 < parts.length; index++) {
        const [grown] = await writtenParts(
          bytes,
          [[...(parts[index] as number[]), (parts[index + 1] as number[])[0] as number]],
          quality,
        );
        expect((grown as Uint8Array).length).toBeGreaterThan(limit - 100);
      }
    },
  );

  it('puts a page larger than the limit alone in its part, and flags it', async () => {
    const bytes = await variedPdf(8, [4]);
    const { parts, oversized } = planPartsBySize({
      source: await loadPdf(bytes),
      quality: 'high',
      maxBytes: 12_000,
    });
    const heavyPart = parts.findIndex((pages) => pages.includes(4));
    expect(parts[heavyPart]).toEqual([4]);
    expect(oversized).toEqual([heavyPart]);
    expect(parts.flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const files = await writtenParts(bytes, parts);
    files.forEach((file, index) => {
      if (index === heavyPart) expect(file.length).toBeGreaterThan(12_000);
      else expect(file.length).toBeLessThanOrEqual(12_000);
    });
  });

  it('one part holds everything when the file fits', async () => {
    const bytes = await variedPdf(5);
    const { parts } = planPartsBySize({
      source: await loadPdf(bytes),
      quality: 'high',
      maxBytes: 10_000_000,
    });
    expect(parts).toEqual([[1, 2, 3, 4, 5]]);
  });

  it.each([
    ['10', 10_485_760],
    ['0.5', 524_288],
    ['1,5', 1_572_864],
    [' 2 ', 2_097_152],
    ['0', undefined],
    ['-1', undefined],
    ['abc', undefined],
    ['', undefined],
    ['4001', undefined],
  ])('reads %j MB as %s bytes (1 MB = 1,048,576 bytes)', (text, bytes) => {
    expect(parsePartSize(text)).toBe(bytes);
  });
});
