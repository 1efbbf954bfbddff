// @vitest-environment node
// Filled buttons keep WCAG AA (4.5:1) at rest and when hovered, in both themes: the hover colour
// is the button colour mixed with the page's text colour (components/button.tsx), computed here
// from the tokens. The old `hover:bg-primary/90` let the white page through: 4.31:1 (axe, e2e).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const button = readFileSync(new URL('./components/button.tsx', import.meta.url), 'utf8');

function block(selector: string): string {
  const start = tokens.indexOf(`${selector} {`);
  return tokens.slice(start, tokens.indexOf('}', start));
}

function hex(css: string, name: string): [number, number, number] {
  const value = new RegExp(`--tb-${name}:\\s*#([0-9a-f]{6})`).exec(css)?.[1];
  if (!value) throw new Error(`no --tb-${name}`);
  return [0, 2, 4].map((at) => Number.parseInt(value.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (x: number) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

describe('filled button colours', () => {
  it.each([
    ['light', ':root'],
    ['dark', '.dark'],
  ])('keep 4.5:1 at rest and hovered in the %s theme', (_theme, selector) => {
    const css = block(selector);
    const light = block(':root');
    const token = (name: string) =>
      new RegExp(`--tb-${name}:`).test(css) ? hex(css, name) : hex(light, name);
    for (const variant of ['primary', 'destructive']) {
      const hover = new RegExp(
        `hover:bg-\\[color-mix\\(in_srgb,var\\(--color-${variant}\\)_(\\d+)%,var\\(--color-foreground\\)\\)\\]`,
      ).exec(button);
      expect(hover, variant).not.toBeNull();
      const share = Number(hover?.[1]) / 100;
      const background = token(variant);
      const text = token(`${variant}-foreground`);
      const page = token('foreground');
      const hovered = background.map(
        (value, index) => value * share + (page[index] as number) * (1 - share),
      ) as [number, number, number];
      expect(contrast(background, text), variant).toBeGreaterThanOrEqual(4.5);
      expect(contrast(hovered, text), `${variant} hovered`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('warning colour', () => {
  it.each([
    ['light', ':root'],
    ['dark', '.dark'],
  ])('keeps 4.5:1 on the page and on its own tint in the %s theme', (_theme, selector) => {
    const css = block(selector);
    const warning = hex(css, 'warning');
    const page = hex(css, 'background');
    const tint = page.map((value, index) => value * 0.9 + (warning[index] as number) * 0.1) as [
      number,
      number,
      number,
    ];
    expect(contrast(warning, page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(warning, tint)).toBeGreaterThanOrEqual(4.5);
  });
});
