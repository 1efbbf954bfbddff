import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN } from './design';
import { backgroundGeometry, type IconShape, iconBox, renderSvg, textOrigin } from './render';

const folder = mkdtempSync(join(tmpdir(), 'icon-maker-render-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A Lucide-style star, and a hostile element that must not reach the SVG. */
const star: IconShape = {
  viewBox: [0, 0, 24, 24],
  paint: 'stroke',
  elements: [
    ['path', { d: 'M12 2l3 7h7l-5.5 4 2 7-6.5-4.5L5.5 20l2-7L2 9h7z', key: 'a' }],
    ['script', { src: 'evil.js' }],
    ['circle', { cx: 12, cy: 12, r: 2, onload: 'alert(1)' }],
  ],
};

/** ImageMagick's colour of one pixel of an SVG rendered at its size. */
function pixel(svg: string, x: number, y: number): string {
  const path = join(folder, `icon-${Math.random().toString(36).slice(2)}.svg`);
  writeFileSync(path, svg);
  return execFileSync('convert', [path, '-alpha', 'off', '-format', `%[hex:p{${x},${y}}]`, 'info:'], {
    encoding: 'utf8',
  }).trim();
}

describe('rendering (CONTEXT.md Rules: Rendering)', () => {
  it('fills the canvas with the background, inset by half the border, and by the shadow’s reach', () => {
    expect(backgroundGeometry(DEFAULT_DESIGN)).toEqual({ shape: 'circle', x: 0, y: 0, size: 256, radius: 0 });
    expect(
      backgroundGeometry({
        ...DEFAULT_DESIGN,
        backgroundShape: 'rounded',
        borderWidth: 10,
        borderRadius: 200,
      }),
    ).toEqual({
      shape: 'rect',
      x: 5,
      y: 5,
      size: 246,
      radius: 123,
    });
    expect(backgroundGeometry({ ...DEFAULT_DESIGN, showShadow: true })?.x).toBe(12); // blur 8 + offset 4
    expect(
      backgroundGeometry({ ...DEFAULT_DESIGN, showShadow: true, shadowBlur: 50, shadowOffsetY: 50 })?.x,
    ).toBe(64); // a quarter at most
    expect(backgroundGeometry({ ...DEFAULT_DESIGN, backgroundShape: 'none' })).toBeUndefined();
  });

  it('centres the icon and the text on their positions', () => {
    expect(iconBox({ ...DEFAULT_DESIGN, iconSize: 40, iconPosition: { x: 25, y: 50 } })).toEqual({
      x: 44,
      y: 108,
      size: 40,
    });
    const font = { unitsPerEm: 1000, ascender: 900, descender: -200, getAdvanceWidth: () => 30 };
    expect(textOrigin({ ...DEFAULT_DESIGN, fontSize: 100 }, font)).toEqual({ x: 113, y: 128 + 35 });
  });

  it('writes vector only: the icon’s own elements (nothing unsafe), the text as a path, no <image> or <text>', () => {
    const svg = renderSvg(
      { ...DEFAULT_DESIGN, showIcon: true, selectedIcon: 'lucide:star' },
      { exportSize: 512, icon: star, textPath: 'M10 10L20 20Z' },
    );
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512" viewBox="0 0 256 256">/,
    );
    expect(svg).not.toMatch(/<image|<text|<script|onload|evil/);
    expect(svg).toContain('<path d="M12 2l3 7h7l-5.5 4 2 7-6.5-4.5L5.5 20l2-7L2 9h7z"/>');
    expect(svg).toContain('<path d="M10 10L20 20Z" fill="#ffffff" fill-opacity="1"/>');
  });

  it('draws what the design says, as ImageMagick renders it: colour, gradient, no shape', () => {
    expect(pixel(renderSvg(DEFAULT_DESIGN, { exportSize: 256 }), 128, 128)).toBe('3B82F6');
    const gradient = renderSvg(
      {
        ...DEFAULT_DESIGN,
        backgroundShape: 'square',
        backgroundGradientEnabled: true,
        backgroundGradientAngle: 0,
        backgroundGradientStart: '#ff0000',
        backgroundGradientEnd: '#0000ff',
      },
      { exportSize: 256 },
    );
    expect(pixel(gradient, 2, 128)).toMatch(/^F[A-F0-9]00/); // red at the left
    expect(pixel(gradient, 253, 128)).toMatch(/^0[0-9]00F/); // blue at the right
    expect(
      renderSvg({ ...DEFAULT_DESIGN, backgroundShape: 'none', showText: false }, { exportSize: 64 }),
    ).not.toMatch(/<circle|<rect/);
  });
});
