// @vitest-environment node
// Rich toasts' text keeps WCAG AA (4.5:1) on sonner's tinted backgrounds, in both themes: our text
// tokens (tokens.css) against the backgrounds in sonner's own stylesheet.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const sonner = readFileSync(require.resolve('sonner/dist/styles.css'), 'utf8');

/** The declarations of the rule whose selector is exactly `selector`. */
function block(css: string, selector: string): string {
  const start = css.indexOf(`\n${selector} {`);
  return start < 0 ? '' : css.slice(start, css.indexOf('}', start));
}

function hslToRgb(text: string): [number, number, number] {
  const [h, s, l] = (text.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (x: number) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(hslToRgb(a)), luminance(hslToRgb(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const variable = (css: string, name: string) =>
  new RegExp(`${name}:\\s*(hsl\\([^)]*\\))`).exec(css)?.[1] ?? '';

describe('rich toast colours', () => {
  it.each([
    ['light', ':root', "[data-sonner-toaster][data-sonner-theme='light']"],
    ['dark', '.dark', "[data-sonner-toaster][data-sonner-theme='dark']"],
  ])('keep 4.5:1 in the %s theme', (_theme, ours, theirs) => {
    for (const kind of ['success', 'info', 'warning', 'error']) {
      const text = variable(block(tokens, ours), `--tb-toast-${kind}-text`);
      const background = variable(block(sonner, theirs), `--${kind}-bg`);
      expect(text, kind).not.toBe('');
      expect(background, kind).not.toBe('');
      expect(contrast(text, background), kind).toBeGreaterThanOrEqual(4.5);
    }
  });
});
