import { TARGET_RADIUS } from '../core/constants';
import type { Point } from '../core/round';

/** The theme's colours, read once per theme change (never per frame). */
export interface Palette {
  foreground: string;
  muted: string;
  target: string;
  targetInner: string;
}

const FALLBACK: Palette = {
  foreground: '#0f172a',
  muted: '#475569',
  target: '#dc2626',
  targetInner: '#ffffff',
};

/** The palette from the `--tb-*` variables around `element` (the site's light or dark theme). */
export function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    foreground: read('--tb-foreground', FALLBACK.foreground),
    muted: read('--tb-muted-foreground', FALLBACK.muted),
    target: read('--tb-destructive', FALLBACK.target),
    targetInner: read('--tb-background', FALLBACK.targetInner),
  };
}

/** What one frame shows; the HUD texts are made when their numbers change, not per frame. */
export interface Frame {
  width: number;
  height: number;
  pixelRatio: number;
  target: Point | undefined;
  crosshair: Point | undefined;
  hud: { time: string; hits: string; average: string };
}

const HUD_FONT = '600 15px system-ui, -apple-system, "Segoe UI", sans-serif';
const HUD_MARGIN = 12;

/**
 * Draws a frame: the HUD along the top, the target, the crosshair. A few paths and three texts, no
 * allocation beyond what the canvas does itself, so a frame costs well under a millisecond.
 */
export function drawFrame(context: CanvasRenderingContext2D, frame: Frame, palette: Palette): void {
  const { width, height, pixelRatio, target, crosshair, hud } = frame;
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  context.clearRect(0, 0, width, height);

  context.font = HUD_FONT;
  context.textBaseline = 'top';
  context.fillStyle = palette.foreground;
  context.textAlign = 'left';
  context.fillText(hud.time, HUD_MARGIN, HUD_MARGIN);
  context.textAlign = 'center';
  context.fillText(hud.hits, width / 2, HUD_MARGIN);
  context.textAlign = 'right';
  context.fillText(hud.average, width - HUD_MARGIN, HUD_MARGIN);

  if (target) {
    context.fillStyle = palette.target;
    context.beginPath();
    context.arc(target.x, target.y, TARGET_RADIUS, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = palette.targetInner;
    context.beginPath();
    context.arc(target.x, target.y, TARGET_RADIUS * 0.62, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = palette.target;
    context.beginPath();
    context.arc(target.x, target.y, TARGET_RADIUS * 0.3, 0, Math.PI * 2);
    context.fill();
  }

  if (crosshair) {
    const { x, y } = crosshair;
    context.strokeStyle = palette.foreground;
    context.lineWidth = 2;
    context.beginPath();
    context.moveTo(x - 12, y);
    context.lineTo(x - 4, y);
    context.moveTo(x + 4, y);
    context.lineTo(x + 12, y);
    context.moveTo(x, y - 12);
    context.lineTo(x, y - 4);
    context.moveTo(x, y + 4);
    context.lineTo(x, y + 12);
    context.stroke();
    context.fillStyle = palette.foreground;
    context.fillRect(x - 1, y - 1, 2, 2);
  }
}
