import type { IconDesign } from '../core/design';
import { JPG_QUALITY, PNG_QUALITY } from '../core/export';
import { renderSvg } from '../core/render';
import { textPath } from '../core/text-path';
import { fontsFor } from './fonts';
import { iconShape } from './icon-library';

/**
 * The icon as SVG at `exportSize`, text and icon resolved (fonts and the icon's family loaded on
 * demand); `missing` lists characters no bundled font draws. The preview, the PNG and JPG (drawn
 * from it) and the SVG export all come from here, so they match.
 */
export async function buildSvg(
  design: IconDesign,
  exportSize: number,
): Promise<{ svg: string; missing: string[] }> {
  const [fonts, icon] = await Promise.all([
    design.showText && design.text
      ? fontsFor(design.text, design.font, design.fontWeight)
      : Promise.resolve([]),
    design.showIcon ? iconShape(design.selectedIcon) : Promise.resolve(undefined),
  ]);
  const text = fonts.length ? textPath(design, fonts) : { d: '', missing: [] };
  return { svg: renderSvg(design, { exportSize, icon, textPath: text.d }), missing: text.missing };
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The SVG drawn at `size` on a canvas, as a PNG or JPG data URL. JPG is drawn on white (it has no
 * transparency), and so is a PNG given a `background`.
 */
export async function rasterise(
  svg: string,
  size: number,
  format: 'png' | 'jpg',
  { background = format === 'jpg' ? '#ffffff' : undefined }: { background?: string | undefined } = {},
): Promise<string> {
  const image = new Image();
  image.src = svgDataUrl(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, size, size);
  }
  context.drawImage(image, 0, 0, size, size);
  return format === 'png'
    ? canvas.toDataURL('image/png', PNG_QUALITY)
    : canvas.toDataURL('image/jpeg', JPG_QUALITY);
}
