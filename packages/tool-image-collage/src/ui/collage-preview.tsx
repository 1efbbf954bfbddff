import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CollageSettings, cornerRadius, type FreePosition, layoutCollage } from '../core/layout';

export interface PreviewImage {
  id: string;
  name: string;
  url: string;
  width: number;
  height: number;
}

/** Canvas pixels an arrow key moves or resizes a freeform image by. */
const KEY_STEP = 10;
const MIN_FREE_WIDTH = 20;

// React escapes text itself; i18next's default HTML escaping would show 'a&b.png' as 'a&amp;b.png'.
const RAW = { escapeValue: false };

/**
 * The live preview: the same placements the export draws (`layoutCollage`), as positioned images
 * in a box of the canvas's shape, so it follows every setting at once and costs no drawing. In
 * freeform, images move by dragging or arrow keys and resize by their corner or Shift+arrows.
 */
export function CollagePreview({
  images,
  settings,
  freePositions,
  onMove,
}: {
  images: readonly PreviewImage[];
  settings: CollageSettings;
  freePositions: readonly FreePosition[];
  onMove: (index: number, position: FreePosition) => void;
}) {
  const { t } = useTranslation('image-collage');
  const box = useRef<HTMLDivElement>(null);
  const placements = layoutCollage(images, settings, freePositions);
  const { canvasWidth, canvasHeight } = settings;
  const free = settings.layout === 'freeform';
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;

  /** Canvas pixels per screen pixel, for turning a pointer's movement into canvas units. */
  const canvasPerPixel = () => canvasWidth / (box.current?.getBoundingClientRect().width || canvasWidth);

  function drag(index: number, mode: 'move' | 'resize', event: PointerEvent<HTMLElement>) {
    const start = placements[index]?.frame;
    if (!start) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const scale = canvasPerPixel();
    const origin = { x: event.clientX, y: event.clientY };
    const onPointerMove = (move: globalThis.PointerEvent) => {
      const dx = (move.clientX - origin.x) * scale;
      const dy = (move.clientY - origin.y) * scale;
      if (mode === 'move')
        onMove(index, { x: Math.round(start.x + dx), y: Math.round(start.y + dy), width: start.width });
      else
        onMove(index, {
          x: start.x,
          y: start.y,
          width: Math.max(MIN_FREE_WIDTH, Math.round(start.width + dx)),
        });
    };
    const stop = () => {
      target.removeEventListener('pointermove', onPointerMove);
      target.removeEventListener('pointerup', stop);
      target.removeEventListener('pointercancel', stop);
    };
    target.addEventListener('pointermove', onPointerMove);
    target.addEventListener('pointerup', stop);
    target.addEventListener('pointercancel', stop);
  }

  function nudge(index: number, event: KeyboardEvent<HTMLElement>) {
    const frame = placements[index]?.frame;
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!frame || !step) return;
    event.preventDefault();
    const [dx, dy] = step as [number, number];
    if (event.shiftKey)
      onMove(index, {
        x: frame.x,
        y: frame.y,
        width: Math.max(MIN_FREE_WIDTH, frame.width + (dx || -dy) * KEY_STEP),
      });
    else onMove(index, { x: frame.x + dx * KEY_STEP, y: frame.y + dy * KEY_STEP, width: frame.width });
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of pictures, not of form fields, so no fieldset.
    <div
      ref={box}
      role="group"
      aria-label={t('preview.label', { count: images.length })}
      className="relative w-full overflow-hidden rounded-md border border-border [container-type:inline-size]"
      style={{ aspectRatio: `${canvasWidth} / ${canvasHeight}`, backgroundColor: settings.backgroundColor }}
    >
      {images.map((image, index) => {
        const placement = placements[index];
        if (!placement) return null;
        const { frame } = placement;
        // Radius in canvas pixels, as a share of the box's width (cqw), so it scales with the preview.
        const radius = `${(cornerRadius(frame, settings.borderRadius) / canvasWidth) * 100}cqw`;
        const style: CSSProperties = {
          left: percent(frame.x, canvasWidth),
          top: percent(frame.y, canvasHeight),
          width: percent(frame.width, canvasWidth),
          height: percent(frame.height, canvasHeight),
          borderRadius: radius,
        };
        const picture = (
          <img
            src={image.url}
            alt=""
            draggable={false}
            className="size-full object-cover"
            style={{ borderRadius: radius }}
          />
        );
        if (!free)
          return (
            <div key={image.id} className="absolute overflow-hidden" style={style}>
              {picture}
            </div>
          );
        return (
          // As dnd-kit's draggables: a focusable "button" whose role description says what it does.
          // biome-ignore lint/a11y/useSemanticElements: a <button> cannot hold the resize handle's own pointer events.
          <div
            key={image.id}
            role="button"
            tabIndex={0}
            aria-label={t('preview.movable', { name: image.name, interpolation: RAW })}
            aria-roledescription={t('preview.movableRole')}
            className="absolute cursor-move touch-none outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
            style={style}
            onPointerDown={(event) => drag(index, 'move', event)}
            onKeyDown={(event) => nudge(index, event)}
          >
            {picture}
            <span
              aria-hidden
              className="absolute right-0 bottom-0 size-3 translate-x-1/2 translate-y-1/2 cursor-nwse-resize rounded-full border-2 border-background bg-primary"
              onPointerDown={(event) => drag(index, 'resize', event)}
            />
          </div>
        );
      })}
    </div>
  );
}
