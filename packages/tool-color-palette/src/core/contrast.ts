import { contrastRatio } from './color';

/** WCAG 2.2 minimum contrast (success criteria 1.4.3 and 1.4.6): normal and large text. */
export const WCAG_THRESHOLDS = {
  aa: { normal: 4.5, large: 3 },
  aaa: { normal: 7, large: 4.5 },
} as const;

export interface ContrastReport {
  /** The ratio, unrounded (WCAG compares it unrounded: 4.499 fails 4.5). */
  ratio: number;
  aa: { normal: boolean; large: boolean };
  aaa: { normal: boolean; large: boolean };
}

export function contrastReport(foreground: string, background: string): ContrastReport {
  const ratio = contrastRatio(foreground, background);
  const passes = (level: keyof typeof WCAG_THRESHOLDS) => ({
    normal: ratio >= WCAG_THRESHOLDS[level].normal,
    large: ratio >= WCAG_THRESHOLDS[level].large,
  });
  return { ratio, aa: passes('aa'), aaa: passes('aaa') };
}

/** The ratio as WCAG tools show it: two decimals, truncated so a failing 4.499 never reads 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** The contrast checker's starting background: black or white, whichever contrasts more with `color` (every colour reaches 4.5 against one). */
export function startingBackground(color: string): string {
  return contrastRatio(color, '#000000') >= contrastRatio(color, '#ffffff') ? '#000000' : '#ffffff';
}
