import { type ArchedTextConfig, BLOB_TIMEOUT_MS, graphemes, type TextItem } from '../core/config';
import { type ItemLayout, layoutItem } from '../core/layout';

/** Drawing the configuration on a canvas (CONTEXT.md Rules: Layout, Export): the preview and the PNG. */

export interface PlacedItem {
  id: string;
  item: TextItem;
  layout: ItemLayout;
  fontSize: number;
}

export function fontOf(item: TextItem): string {
  return `${item.fontWeight} ${item.fontSize}px "${item.fontFamily}", sans-serif`;
}

/** Each item measured with the canvas's fonts and laid out. */
export function placeItems(context: CanvasRenderingContext2D, config: ArchedTextConfig): PlacedItem[] {
  const canvas = { width: config.canvasWidth, height: config.canvasHeight };
  return config.textItems.map((item) => {
    context.font = fontOf(item);
    const characters = graphemes(item.text);
    const widths = characters.map((character) => context.measureText(character).width);
    return {
      id: item.id,
      item,
      layout: layoutItem(item, characters, widths, canvas),
      fontSize: item.fontSize,
    };
  });
}

const MARKER_RADIUS = 6;

/**
 * Draws the configuration at `scale` (1 for the size set, 2 for the 2× export). With `markers`,
 * each item's centre marker is drawn too (the preview), the selected ones filled.
 */
export function drawConfig(
  context: CanvasRenderingContext2D,
  config: ArchedTextConfig,
  { scale = 1, markers }: { scale?: number; markers?: { selected: ReadonlySet<string> } } = {},
): PlacedItem[] {
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.clearRect(0, 0, config.canvasWidth, config.canvasHeight);
  if (!config.isTransparent) {
    context.fillStyle = config.backgroundColor;
    context.fillRect(0, 0, config.canvasWidth, config.canvasHeight);
  }
  const placed = placeItems(context, config);
  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  for (const { item, layout } of placed) {
    context.font = fontOf(item);
    context.fillStyle = item.textColor;
    for (const glyph of layout.glyphs) {
      context.save();
      context.translate(glyph.x, glyph.y);
      context.rotate(glyph.angle);
      context.fillText(glyph.text, 0, 0);
      context.restore();
    }
  }
  if (markers)
    for (const { id, layout } of placed) {
      // White with a dark ring: visible on any background.
      context.beginPath();
      context.arc(layout.center.x, layout.center.y, MARKER_RADIUS, 0, Math.PI * 2);
      context.fillStyle = markers.selected.has(id) ? '#2563eb' : '#ffffff';
      context.fill();
      context.lineWidth = 2;
      context.strokeStyle = '#111827';
      context.stroke();
    }
  return placed;
}

export class CanvasUnavailableError extends Error {
  override name = 'CanvasUnavailableError';
}

/** The PNG of the configuration at `scale`, without markers; an empty or late (10 s) Blob is a failure. */
export async function renderPng(config: ArchedTextConfig, scale: 1 | 2): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = config.canvasWidth * scale;
  canvas.height = config.canvasHeight * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new CanvasUnavailableError('Canvas 2D is not available');
  drawConfig(context, config, { scale });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const blob = await Promise.race([
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png')),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), BLOB_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  if (!blob || blob.size === 0) throw new Error('The PNG could not be made');
  return blob;
}

/** Whether this browser can put an image on the clipboard (the copy button shows only then). */
export function canCopyImages(): boolean {
  return (
    typeof ClipboardItem !== 'undefined' && typeof navigator !== 'undefined' && !!navigator.clipboard?.write
  );
}
