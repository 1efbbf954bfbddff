import { SegmentedControl } from '@toolbox/ui/segmented-control';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRID_CELL, type IconDesign, nudge, type Position, snapToGrid } from '../core/design';
import { iconBox } from '../core/render';
import { buildSvg, svgDataUrl } from './build-svg';

type Target = 'text' | 'icon';

/**
 * The live canvas (CONTEXT.md Rules: Canvas): the SVG the export makes, the text and the icon
 * dragged with the pointer (snapped to the 20 px grid while it shows) or, with the preview
 * focused, moved by the arrow keys (Shift: 10 px) — the one chosen above it.
 */
export function Preview({
  design,
  showGrid,
  onChange,
  onMissing,
}: {
  design: IconDesign;
  showGrid: boolean;
  onChange: (patch: Partial<IconDesign>) => void;
  onMissing: (characters: string[]) => void;
}) {
  const { t } = useTranslation('icon-maker');
  const [url, setUrl] = useState<string>();
  const [target, setTarget] = useState<Target>('text');
  const [dragging, setDragging] = useState<{ target: Target; position: Position } | undefined>();
  const box = useRef<HTMLDivElement>(null);
  const hintId = useId();
  // While dragging, the design shown has the dragged position; the history gets it on release.
  const shown: IconDesign = dragging
    ? { ...design, [dragging.target === 'text' ? 'textPosition' : 'iconPosition']: dragging.position }
    : design;

  // biome-ignore lint/correctness/useExhaustiveDependencies: onMissing is a setter-like callback
  useEffect(() => {
    let current = true;
    buildSvg(shown, design.canvasSize).then(
      ({ svg, missing }) => {
        if (!current) return;
        setUrl(svgDataUrl(svg));
        onMissing(missing);
      },
      (error) => console.warn('icon-maker: preview failed', error),
    );
    return () => {
      current = false;
    };
  }, [JSON.stringify(shown)]);

  const positionOf = (event: React.PointerEvent): Position => {
    const rect = (box.current as HTMLDivElement).getBoundingClientRect();
    const position = {
      x: Math.min(100, Math.max(0, ((event.clientX - rect.left) / rect.width) * 100)),
      y: Math.min(100, Math.max(0, ((event.clientY - rect.top) / rect.height) * 100)),
    };
    return showGrid ? snapToGrid(position, design.canvasSize) : position;
  };

  const hit = (event: React.PointerEvent): Target | undefined => {
    const { x, y } = positionOf(event);
    const px = (x / 100) * design.canvasSize;
    const py = (y / 100) * design.canvasSize;
    if (design.showIcon && design.selectedIcon) {
      const icon = iconBox(design);
      if (px >= icon.x && px <= icon.x + icon.size && py >= icon.y && py <= icon.y + icon.size) return 'icon';
    }
    if (design.showText) {
      const tx = (design.textPosition.x / 100) * design.canvasSize;
      const ty = (design.textPosition.y / 100) * design.canvasSize;
      if (
        Math.abs(px - tx) <= design.fontSize * Math.max(1, design.text.length * 0.35) &&
        Math.abs(py - ty) <= design.fontSize * 0.6
      )
        return 'text';
    }
    return undefined;
  };

  const cells = design.canvasSize / GRID_CELL;
  return (
    <div className="space-y-2">
      <SegmentedControl
        label={t('canvas.move')}
        value={target}
        onValueChange={setTarget}
        options={[
          { value: 'text', label: t('canvas.text') },
          { value: 'icon', label: t('canvas.icon') },
        ]}
      />
      <div
        ref={box}
        // An application: keys go to it (arrows move the chosen part), not to the reader's browsing.
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawing surface takes the arrow keys, so it must be reachable by Tab
        tabIndex={0}
        aria-label={t('canvas.label')}
        aria-describedby={hintId}
        className="relative mx-auto aspect-square w-full max-w-[min(100%,420px)] touch-none select-none rounded-lg border border-border bg-[repeating-conic-gradient(#e4e4e7_0%_25%,#ffffff_0%_50%)] bg-[length:16px_16px] focus-visible:outline-2 focus-visible:outline-ring"
        onPointerDown={(event) => {
          const on = hit(event);
          if (!on) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          setTarget(on);
          setDragging({ target: on, position: positionOf(event) });
        }}
        onPointerMove={(event) => {
          if (dragging) setDragging({ ...dragging, position: positionOf(event) });
          else event.currentTarget.style.cursor = hit(event) ? 'move' : 'default';
        }}
        onPointerUp={() => {
          if (!dragging) return;
          onChange({ [dragging.target === 'text' ? 'textPosition' : 'iconPosition']: dragging.position });
          setDragging(undefined);
        }}
        onPointerCancel={() => setDragging(undefined)}
        onKeyDown={(event) => {
          const step = event.shiftKey ? 10 : 1;
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-step, 0],
            ArrowRight: [step, 0],
            ArrowUp: [0, -step],
            ArrowDown: [0, step],
          };
          const move = moves[event.key];
          if (!move) return;
          event.preventDefault();
          const key = target === 'text' ? 'textPosition' : 'iconPosition';
          onChange({ [key]: nudge(design[key], move[0], move[1], design.canvasSize) });
        }}
      >
        {url && (
          <img
            src={url}
            alt=""
            className="pointer-events-none absolute inset-0 size-full"
            draggable={false}
          />
        )}
        {showGrid && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0"
            style={{
              backgroundImage:
                'linear-gradient(to right, rgb(100 116 139 / 0.35) 1px, transparent 1px), linear-gradient(to bottom, rgb(100 116 139 / 0.35) 1px, transparent 1px)',
              backgroundSize: `${100 / cells}% ${100 / cells}%`,
            }}
          />
        )}
      </div>
      <p id={hintId} className="text-center text-muted-foreground text-xs">
        {t('canvas.hint')}
      </p>
    </div>
  );
}
