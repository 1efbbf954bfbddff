import type { IconDesign } from './design';
import { SHAPE_TAGS } from './icon-sets';

/**
 * What the icon is made of, in canvas units (CONTEXT.md Rules: Rendering), shared by the live
 * canvas and the SVG export so both draw the same icon: the background's geometry, where the icon
 * and the text go, and the SVG itself (real vector: the icon's own elements, the text as a path).
 */

export interface BackgroundGeometry {
  shape: 'rect' | 'circle';
  /** The shape's box (the stroke's centre line), in canvas units. */
  x: number;
  y: number;
  size: number;
  /** Corner radius of a rect. */
  radius: number;
}

/**
 * The background: the whole canvas, inset by half the border (a stroke is centred on its line) and,
 * with a shadow, by the shadow's reach (blur and offset) so it is not cut off by the canvas edge;
 * never inset by more than a quarter of the canvas. None for the shape `none`.
 */
export function backgroundGeometry(design: IconDesign): BackgroundGeometry | undefined {
  if (design.backgroundShape === 'none') return undefined;
  const canvas = design.canvasSize;
  const shadowReach = design.showShadow
    ? design.shadowBlur + Math.max(Math.abs(design.shadowOffsetX), Math.abs(design.shadowOffsetY))
    : 0;
  const inset = Math.min(canvas / 4, shadowReach + design.borderWidth / 2);
  const size = canvas - inset * 2;
  const shape = design.backgroundShape === 'circle' ? 'circle' : 'rect';
  const radius = design.backgroundShape === 'rounded' ? Math.min(design.borderRadius, size / 2) : 0;
  return { shape, x: inset, y: inset, size, radius };
}

/** An icon from the library as data: its viewBox and its SVG elements (as Lucide's icon nodes). */
export interface IconShape {
  viewBox: readonly [number, number, number, number];
  /** Outline icons are stroked in the icon colour; solid ones filled. */
  paint: 'stroke' | 'fill';
  strokeWidth?: number;
  elements: ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string | number>>]>;
}

/** The icon's square on the canvas: `iconSize` wide, centred on `iconPosition`. */
export function iconBox(design: IconDesign): { x: number; y: number; size: number } {
  const size = design.iconSize;
  return {
    x: (design.iconPosition.x / 100) * design.canvasSize - size / 2,
    y: (design.iconPosition.y / 100) * design.canvasSize - size / 2,
    size,
  };
}

/** The font measures the text layout needs (opentype.js's `Font` has them). */
export interface TextFont {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  getAdvanceWidth(text: string, fontSize: number): number;
}

/**
 * Where the text's baseline starts so that the text is centred on `textPosition`: horizontally
 * by its advance width, vertically by the font's ascender and descender (the middle of the em box
 * the font declares, as a canvas's `textBaseline = 'middle'` does).
 */
export function textOrigin(design: IconDesign, font: TextFont): { x: number; y: number } {
  const scale = design.fontSize / font.unitsPerEm;
  const width = font.getAdvanceWidth(design.text, design.fontSize);
  const middle = ((font.ascender + font.descender) / 2) * scale;
  return {
    x: (design.textPosition.x / 100) * design.canvasSize - width / 2,
    y: (design.textPosition.y / 100) * design.canvasSize + middle,
  };
}

const escapeXml = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const attributes = (entries: Record<string, string | number | undefined>) =>
  Object.entries(entries)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
const opacity = (percent: number) => Math.round(percent) / 100;

/** Attributes an icon element may keep: no event handlers, links or styles. */
const isSafeAttribute = (name: string) => !/^(on|href$|xlink:|style$|key$)/i.test(name);

/**
 * The icon as an SVG document at `exportSize` pixels: background (colour or gradient, opacity,
 * border, shadow), the library icon's own elements, and the text as one path (`textPath`, laid out
 * by the caller from the font). No `<image>` and no `<text>`: it is vector throughout.
 */
export function renderSvg(
  design: IconDesign,
  {
    exportSize,
    icon,
    textPath,
    thumbnailText = false,
  }: {
    exportSize: number;
    icon?: IconShape | undefined;
    textPath?: string | undefined;
    /** Template thumbnails only: the text as `<text>` in the page's font (never in an export). */
    thumbnailText?: boolean;
  },
): string {
  const canvas = design.canvasSize;
  const defs: string[] = [];
  const body: string[] = [];
  const background = backgroundGeometry(design);
  if (background) {
    let fill = design.backgroundColor;
    if (design.backgroundGradientEnabled) {
      defs.push(
        `<linearGradient id="background" gradientUnits="objectBoundingBox" gradientTransform="rotate(${escapeXml(design.backgroundGradientAngle)} 0.5 0.5)">` +
          `<stop offset="0" stop-color="${escapeXml(design.backgroundGradientStart)}"/>` +
          `<stop offset="1" stop-color="${escapeXml(design.backgroundGradientEnd)}"/></linearGradient>`,
      );
      fill = 'url(#background)';
    }
    if (design.showShadow)
      defs.push(
        `<filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feDropShadow${attributes({
          dx: design.shadowOffsetX,
          dy: design.shadowOffsetY,
          stdDeviation: design.shadowBlur / 2,
          'flood-color': design.shadowColor,
          'flood-opacity': opacity(design.shadowOpacity),
        })}/></filter>`,
      );
    const paint = {
      fill,
      'fill-opacity': opacity(design.backgroundOpacity),
      stroke: design.borderWidth > 0 ? design.borderColor : undefined,
      'stroke-width': design.borderWidth > 0 ? design.borderWidth : undefined,
      filter: design.showShadow ? 'url(#shadow)' : undefined,
    };
    const { x, y, size, radius } = background;
    body.push(
      background.shape === 'circle'
        ? `<circle${attributes({ cx: x + size / 2, cy: y + size / 2, r: size / 2, ...paint })}/>`
        : `<rect${attributes({ x, y, width: size, height: size, rx: radius || undefined, ...paint })}/>`,
    );
  }
  if (design.showIcon && icon) {
    const box = iconBox(design);
    const [minX, minY, width, height] = icon.viewBox;
    const scale = box.size / Math.max(width, height);
    // The icon colour through `currentColor`, so parts an icon marks as stroked or filled follow it.
    const paint =
      icon.paint === 'stroke'
        ? {
            fill: 'none',
            stroke: 'currentColor',
            'stroke-width': icon.strokeWidth ?? 2,
            'stroke-linecap': 'round',
            'stroke-linejoin': 'round',
          }
        : { fill: 'currentColor' };
    const elements = icon.elements
      .filter(([tag]) => SHAPE_TAGS.has(tag))
      .map(([tag, attrs]) => {
        const safe = Object.fromEntries(Object.entries(attrs).filter(([name]) => isSafeAttribute(name)));
        return `<${tag}${attributes(safe)}/>`;
      })
      .join('');
    body.push(
      `<g${attributes({ transform: `translate(${box.x} ${box.y}) scale(${scale}) translate(${-minX} ${-minY})`, opacity: opacity(design.iconOpacity), color: design.iconColor, ...paint })}>${elements}</g>`,
    );
  }
  if (design.showText && textPath)
    body.push(
      `<path${attributes({ d: textPath, fill: design.textColor, 'fill-opacity': opacity(design.textOpacity) })}/>`,
    );
  else if (design.showText && thumbnailText)
    body.push(
      `<text${attributes({
        x: (design.textPosition.x / 100) * canvas,
        y: (design.textPosition.y / 100) * canvas,
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
        'font-family': `${design.font}, sans-serif`,
        'font-size': design.fontSize,
        'font-weight': design.fontWeight,
        fill: design.textColor,
        'fill-opacity': opacity(design.textOpacity),
      })}>${escapeXml(design.text)}</text>`,
    );
  const size = exportSize;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${canvas} ${canvas}">` +
    (defs.length ? `<defs>${defs.join('')}</defs>` : '') +
    body.join('') +
    '</svg>'
  );
}
