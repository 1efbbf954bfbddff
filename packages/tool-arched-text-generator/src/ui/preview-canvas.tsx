import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ArchedTextConfig,
  clampAngleOffset,
  MARKER_HIT_RADIUS,
  RENDER_DEBOUNCE_MS,
} from '../core/config';
import { bandAt, dragTurn, markerAt, type Point } from '../core/layout';
import { drawConfig, type PlacedItem } from './draw';

type Drag =
  | { kind: 'move'; id: string; from: Point; start: Point }
  | { kind: 'turn'; id: string; from: Point; circle: Point; start: number };

/**
 * The live preview (CONTEXT.md Rules: Preview): drawn 100 ms after the last change (at once while
 * dragging); markers move items, the text band turns them along their arc; with the keyboard,
 * arrows move the selected items (Shift: 10 px) and [ ] turn them.
 */
export function PreviewCanvas({
  config,
  selected,
  onChange,
  onSelect,
  onUnavailable,
}: {
  config: ArchedTextConfig;
  selected: ReadonlySet<string>;
  onChange: (update: (current: ArchedTextConfig) => ArchedTextConfig) => void;
  onSelect: (id: string) => void;
  onUnavailable: () => void;
}) {
  const { t } = useTranslation('arched-text-generator');
  const canvas = useRef<HTMLCanvasElement>(null);
  const placed = useRef<PlacedItem[]>([]);
  const drag = useRef<Drag | undefined>(undefined);
  const [cursor, setCursor] = useState('default');
  const keysId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: onUnavailable is called once at most
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const draw = () => {
      const context = element.getContext('2d');
      if (!context) {
        onUnavailable();
        return;
      }
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.round(config.canvasWidth * ratio);
      element.height = Math.round(config.canvasHeight * ratio);
      placed.current = drawConfig(context, config, { scale: ratio, markers: { selected } });
    };
    if (drag.current) {
      const frame = requestAnimationFrame(draw);
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(draw, RENDER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [config, selected]);

  /** The pointer's place in canvas units (the canvas is shown scaled to its box). */
  const pointOf = (event: React.PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * config.canvasWidth) / box.width,
      y: ((event.clientY - box.top) * config.canvasHeight) / box.height,
    };
  };

  const moveItems = (ids: ReadonlySet<string>, dx: number, dy: number) =>
    onChange((current) => ({
      ...current,
      textItems: current.textItems.map((item) =>
        ids.has(item.id)
          ? {
              ...item,
              centerX: (item.centerX ?? current.canvasWidth / 2) + dx,
              centerY: (item.centerY ?? current.canvasHeight / 2) + dy,
            }
          : item,
      ),
    }));

  const turnItems = (ids: ReadonlySet<string>, degrees: number) =>
    onChange((current) => ({
      ...current,
      textItems: current.textItems.map((item) =>
        ids.has(item.id) ? { ...item, angleOffset: clampAngleOffset(item.angleOffset + degrees) } : item,
      ),
    }));

  const endDrag = () => {
    drag.current = undefined;
  };

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        tabIndex={0}
        role="img"
        aria-label={t('preview.label', { count: config.textItems.length })}
        aria-describedby={keysId}
        className="block h-auto w-full touch-none rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
        style={{
          cursor,
          aspectRatio: `${config.canvasWidth} / ${config.canvasHeight}`,
          // A checkerboard shows through a transparent background.
          backgroundImage: config.isTransparent
            ? 'repeating-conic-gradient(#d4d4d8 0% 25%, #ffffff 0% 50%)'
            : undefined,
          backgroundSize: '16px 16px',
        }}
        onPointerDown={(event) => {
          const point = pointOf(event);
          const marker = markerAt(placed.current, point, MARKER_HIT_RADIUS);
          if (marker) {
            const item = placed.current.find((entry) => entry.id === marker);
            if (!item) return;
            onSelect(marker);
            drag.current = { kind: 'move', id: marker, from: point, start: item.layout.center };
            return;
          }
          const band = bandAt(placed.current, point);
          const circle = placed.current.find((entry) => entry.id === band)?.layout.circle;
          const item = config.textItems.find((entry) => entry.id === band);
          if (band && circle && item) {
            onSelect(band);
            drag.current = { kind: 'turn', id: band, from: point, circle, start: item.angleOffset };
          }
        }}
        onPointerMove={(event) => {
          const point = pointOf(event);
          const current = drag.current;
          if (!current) {
            if (markerAt(placed.current, point, MARKER_HIT_RADIUS)) setCursor('move');
            else if (bandAt(placed.current, point)) setCursor('grab');
            else setCursor('default');
            return;
          }
          if (current.kind === 'move') {
            const x = current.start.x + point.x - current.from.x;
            const y = current.start.y + point.y - current.from.y;
            onChange((config) => ({
              ...config,
              textItems: config.textItems.map((item) =>
                item.id === current.id ? { ...item, centerX: x, centerY: y } : item,
              ),
            }));
          } else {
            const angleOffset = clampAngleOffset(
              current.start + dragTurn(current.circle, current.from, point),
            );
            onChange((config) => ({
              ...config,
              textItems: config.textItems.map((item) =>
                item.id === current.id ? { ...item, angleOffset } : item,
              ),
            }));
          }
        }}
        onPointerUp={endDrag}
        onPointerLeave={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={(event) => {
          const step = event.shiftKey ? 10 : 1;
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-step, 0],
            ArrowRight: [step, 0],
            ArrowUp: [0, -step],
            ArrowDown: [0, step],
          };
          const move = moves[event.key];
          if (move && selected.size > 0) {
            event.preventDefault();
            moveItems(selected, move[0], move[1]);
          } else if ((event.code === 'BracketLeft' || event.code === 'BracketRight') && selected.size > 0) {
            // By key position: Shift+[ types { on many layouts.
            event.preventDefault();
            turnItems(selected, (event.code === 'BracketLeft' ? -1 : 1) * step);
          }
        }}
      />
      <p id={keysId} className="text-muted-foreground text-xs">
        {t('preview.keys')}
      </p>
    </div>
  );
}
