import { readPalette } from './draw-frame';
import { createRoundEngine, type RoundEngine, type RoundEngineOptions } from './round-engine';

/** The play area's size when the browser cannot measure it (a test's DOM lays nothing out). */
const FALLBACK_SIZE = { width: 640, height: 400 };

export interface MountedEngine {
  engine: RoundEngine;
  unmount(): void;
}

/** The engine's options (its palette is read from the canvas's theme) and the page around it. */
export interface MountOptions extends Omit<RoundEngineOptions, 'palette'> {
  /** The box the canvas fills: its size is the canvas's. */
  stage: HTMLElement;
  /** What goes full screen (toolbar and canvas). */
  wrapper: HTMLElement;
  onLockChange: (isLocked: boolean) => void;
  onFullscreenChange: (isFullscreen: boolean) => void;
}

/**
 * Puts a round engine on the canvas and wires the page to it (CONTEXT.md Rules: Drawing, Pointer):
 * its size (ResizeObserver, devicePixelRatio), the theme's colours, pointer events, pointer lock
 * and full screen. Loaded when the play area mounts, so the page's first load does not carry it.
 */
export function mountRoundEngine(options: MountOptions): MountedEngine {
  const { canvas, stage, wrapper } = options;
  const engine = createRoundEngine({ ...options, palette: readPalette(canvas) });

  const measure = (width: number, height: number) => {
    const isUsable = width > 0 && height > 0;
    engine.resize(
      isUsable ? width : FALLBACK_SIZE.width,
      isUsable ? height : FALLBACK_SIZE.height,
      window.devicePixelRatio || 1,
    );
  };
  const box = stage.getBoundingClientRect();
  measure(box.width, box.height);
  const resizes = new ResizeObserver((entries) => {
    const rect = entries[0]?.contentRect;
    if (rect) measure(rect.width, rect.height);
  });
  resizes.observe(stage);

  // The theme is the `dark` class on <html>: read the colours again when it changes.
  const themes = new MutationObserver(() => engine.setPalette(readPalette(canvas)));
  themes.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

  const onPointerDown = (event: PointerEvent) => {
    // In full screen with a mouse, the pointer is locked to the play area (CONTEXT.md Rules: Pointer).
    if (event.pointerType === 'mouse' && document.fullscreenElement && document.pointerLockElement !== canvas)
      requestLock(canvas);
    engine.pointerDown(event);
  };
  const onPointerMove = (event: PointerEvent) => engine.pointerMove(event);
  const onPointerLeave = () => engine.pointerLeave();
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerleave', onPointerLeave);

  const onLockChange = () => {
    const isLocked = document.pointerLockElement === canvas;
    engine.setLocked(isLocked);
    options.onLockChange(isLocked);
  };
  const onFullscreenChange = () => {
    const isFullscreen = document.fullscreenElement === wrapper;
    options.onFullscreenChange(isFullscreen);
    if (isFullscreen && matchMedia('(pointer: fine)').matches) requestLock(canvas);
    if (!isFullscreen && document.pointerLockElement === canvas) document.exitPointerLock();
  };
  document.addEventListener('pointerlockchange', onLockChange);
  document.addEventListener('fullscreenchange', onFullscreenChange);

  return {
    engine,
    unmount() {
      engine.destroy();
      resizes.disconnect();
      themes.disconnect();
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerleave', onPointerLeave);
      document.removeEventListener('pointerlockchange', onLockChange);
      document.removeEventListener('fullscreenchange', onFullscreenChange);
    },
  };
}

/** Asks for pointer lock; a refusal (no gesture, an embedded frame) leaves the pointer free. */
function requestLock(canvas: HTMLCanvasElement) {
  try {
    const request = canvas.requestPointerLock() as unknown;
    if (request instanceof Promise) request.catch(() => undefined);
  } catch {
    // Pointer lock is not available: the crosshair follows the pointer.
  }
}
