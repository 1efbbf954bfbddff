import type { TextItem } from './config';

/**
 * Where each character of an item goes (CONTEXT.md Rules: Layout). Pure geometry: the page
 * measures the characters with the canvas and draws what this returns.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Glyph {
  text: string;
  /** Where the character's baseline centre goes. */
  x: number;
  y: number;
  /** Its turn, in radians, clockwise. */
  angle: number;
}

export interface ItemLayout {
  /** The item's marker: its middle, where it is moved from. */
  center: Point;
  /** The circle the text runs along; undefined when the arc is 0 (a straight line). */
  circle: (Point & { radius: number }) | undefined;
  glyphs: Glyph[];
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

function turn(point: Point, around: Point, angle: number): Point {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = point.x - around.x;
  const dy = point.y - around.y;
  return { x: around.x + dx * cos - dy * sin, y: around.y + dx * sin + dy * cos };
}

/**
 * Lays out `item`'s characters, whose measured widths are `widths`, on a canvas of `canvas` size.
 * The text spans `arcDegree` of a circle: positive arches up (the circle below), negative sags (the
 * circle above). With the radius automatic, the circle is the one whose arc of that angle is as
 * long as the text, so the characters keep their own widths and spacing; a set radius spreads or
 * packs them over the same angle. `angleOffset` turns the text along its circle, `rotate` turns
 * the whole item about its marker.
 */
export function layoutItem(
  item: TextItem,
  characters: readonly string[],
  widths: readonly number[],
  canvas: { width: number; height: number },
): ItemLayout {
  const center = { x: item.centerX ?? canvas.width / 2, y: item.centerY ?? canvas.height / 2 };
  const slots = widths.map((width, index) => width + (index < widths.length - 1 ? item.letterSpacing : 0));
  const total = slots.reduce((sum, slot) => sum + slot, 0);
  // Each character's middle, as a distance along the text from its middle.
  let walked = 0;
  const middles = slots.map((slot, index) => {
    const middle = walked + (widths[index] as number) / 2 - total / 2;
    walked += slot;
    return middle;
  });
  const rotation = radians(item.rotate);
  const sweep = radians(item.arcDegree);
  if (item.arcDegree === 0 || total <= 0) {
    const glyphs = characters.map((text, index) => {
      const at = turn({ x: center.x + (middles[index] as number), y: center.y }, center, rotation);
      return { text, ...at, angle: rotation };
    });
    return { center, circle: undefined, glyphs };
  }
  const direction = Math.sign(sweep);
  const radius = item.radius ?? total / Math.abs(sweep);
  // The angle each unit of text length takes: the whole text spans exactly the sweep.
  const anglePerUnit = Math.abs(sweep) / total;
  const offset = radians(item.angleOffset);
  const circleCenter = turn({ x: center.x, y: center.y + direction * radius }, center, rotation);
  const glyphs = characters.map((text, index) => {
    const along = (middles[index] as number) * anglePerUnit + offset;
    // Arching up, the text runs over the top of the circle; sagging, along its bottom.
    const local = {
      x: center.x + radius * Math.sin(along),
      y: center.y + direction * radius * (1 - Math.cos(along)),
    };
    const at = turn(local, center, rotation);
    return { text, ...at, angle: direction * along + rotation };
  });
  return { center, circle: { ...circleCenter, radius }, glyphs };
}

/** The item whose marker is within `hitRadius` of `point` (the last drawn wins), if any. */
export function markerAt(
  layouts: ReadonlyArray<{ id: string; layout: ItemLayout }>,
  point: Point,
  hitRadius: number,
) {
  for (let index = layouts.length - 1; index >= 0; index--) {
    const { id, layout } = layouts[index] as { id: string; layout: ItemLayout };
    if (Math.hypot(point.x - layout.center.x, point.y - layout.center.y) <= hitRadius) return id;
  }
  return undefined;
}

/** The item whose text band is under `point`: within half a font size of one of its characters. */
export function bandAt(
  layouts: ReadonlyArray<{ id: string; layout: ItemLayout; fontSize: number }>,
  point: Point,
): string | undefined {
  for (let index = layouts.length - 1; index >= 0; index--) {
    const { id, layout, fontSize } = layouts[index] as { id: string; layout: ItemLayout; fontSize: number };
    const near = layout.glyphs.some((glyph) => {
      // The glyph's body is above its baseline: test against its middle.
      const middle = turn({ x: glyph.x, y: glyph.y - fontSize * 0.35 }, glyph, glyph.angle);
      return Math.hypot(point.x - middle.x, point.y - middle.y) <= fontSize * 0.6;
    });
    if (near) return id;
  }
  return undefined;
}

/** The turn, in degrees, of a drag around the circle's centre from `from` to `to`. */
export function dragTurn(circle: Point, from: Point, to: Point): number {
  const before = Math.atan2(from.y - circle.y, from.x - circle.x);
  const after = Math.atan2(to.y - circle.y, to.x - circle.x);
  let degrees = ((after - before) * 180) / Math.PI;
  if (degrees > 180) degrees -= 360;
  if (degrees < -180) degrees += 360;
  return degrees;
}
