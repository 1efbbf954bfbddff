import { MAX_SOURCE_BYTES } from './constants';

/** Whether there is anything to render or copy (the spec: blank code disables both). */
export function isBlank(code: string): boolean {
  return code.trim() === '';
}

export function isTooLong(code: string): boolean {
  return new TextEncoder().encode(code).length > MAX_SOURCE_BYTES;
}

/**
 * The line an error message names: mermaid's "Parse error on line 3", "… at line 3", PlantUML's
 * "(line 3)". Undefined when it names none.
 */
export function errorLine(message: string): number | undefined {
  const match = /\bline[:\s]+(\d+)/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** An export's name: `diagram-YYYYMMDD-HHmmss.<extension>` in local time (the spec: a timestamp). */
export function exportName(now: Date, extension: 'svg' | 'png'): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}`;
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `diagram-${date}-${time}.${extension}`;
}

/**
 * An SVG's size in CSS pixels, for the PNG export: its width and height attributes, else its
 * viewBox (mermaid writes `width="100%"` with a `max-width` style and a viewBox).
 */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(root)?.[1];
  const pixels = (value: string | undefined) =>
    value && /^[\d.]+(px)?$/.test(value) ? Number.parseFloat(value) : undefined;
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = pixels(attribute('width')) ?? viewBox?.[2];
  const height = pixels(attribute('height')) ?? viewBox?.[3];
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) return undefined;
  return { width, height };
}
