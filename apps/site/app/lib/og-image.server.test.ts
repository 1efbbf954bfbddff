import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImageSvg, renderOgImage, wrapText } from './og-image.server';

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('Open Graph image', () => {
  const card = { title: 'JSON Tools', description: 'Format, compress and validate JSON.', icon: 'braces' };

  it('is a real 1200 × 630 PNG', () => {
    const png = renderOgImage(card);
    expect(pngSize(png)).toEqual({ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
    if (process.env.OG_IMAGE_OUT) writeFileSync(process.env.OG_IMAGE_OUT, png);
  });

  it('draws the tool name and its lucide icon', () => {
    const svg = ogImageSvg(card);
    expect(svg).toContain('>JSON Tools</text>');
    expect(svg).toContain('lucide-braces');
    // Different tools give different pictures.
    expect(renderOgImage(card).equals(renderOgImage({ ...card, title: 'Text Diff', icon: 'diff' }))).toBe(
      false,
    );
  });

  it('escapes text', () => {
    expect(ogImageSvg({ ...card, title: 'A <b> & "c"' })).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
  });
});

describe('wrapText', () => {
  it.each([
    ['short', 10, 2, ['short']],
    ['one two three four', 9, 3, ['one two', 'three', 'four']],
    ['one two three four five six', 9, 2, ['one two', 'three…']],
    ['averyveryverylongword next', 5, 2, ['averyveryverylongword', 'next']],
  ])('%j in %i characters, %i lines', (text, maxChars, maxLines, lines) => {
    expect(wrapText(text, maxChars, maxLines)).toEqual(lines);
  });
});
