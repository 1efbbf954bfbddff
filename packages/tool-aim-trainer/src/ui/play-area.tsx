import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { MaximizeIcon, MinimizeIcon, PlayIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundResult } from '../core/result';
import { scoreOf } from '../core/result';
import type { Phase } from '../core/round';
import { formatHitRate } from '../core/score';
import { readPalette } from './draw-frame';
import { createRoundEngine, type HudNumbers, type RoundEngine } from './round-engine';

export interface PlayAreaProps {
  /** The round's clock in ms. */
  clock: () => number;
  /** A new round's countdown has begun. */
  onStart: () => void;
  /** Asked once when the countdown ends: the generator that places this round's targets. */
  chooseRandom: () => () => number;
  onFinish: (result: RoundResult) => void;
}

/** The play area's size when the browser cannot measure it (a test's DOM lays nothing out). */
const FALLBACK_SIZE = { width: 640, height: 400 };

/**
 * The canvas, its toolbar (Start, full screen) and its overlays (CONTEXT.md Rules: Round, Drawing,
 * Pointer). The round itself runs in `createRoundEngine`, outside React; this component wires the
 * DOM to it and shows the countdown, the hints and the spoken announcements.
 */
export function PlayArea({ clock, onStart, chooseRandom, onFinish }: PlayAreaProps) {
  const { t } = useTranslation('aim-trainer');
  const wrapperRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<RoundEngine | undefined>(undefined);
  const [phase, setPhase] = useState<Phase>('idle');
  const [countdown, setCountdown] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const [hasCanvasError, setCanvasError] = useState(false);
  const [canFullscreen, setCanFullscreen] = useState(false);
  const [isFullscreen, setFullscreen] = useState(false);
  const [isLocked, setLocked] = useState(false);

  // The latest callbacks and words, read by the engine without restarting it.
  const latest = useRef({ clock, onStart, chooseRandom, onFinish, t });
  latest.current = { clock, onStart, chooseRandom, onFinish, t };

  useEffect(() => {
    const canvas = canvasRef.current;
    const stage = stageRef.current;
    if (!canvas || !stage) return;
    let context: CanvasRenderingContext2D | null = null;
    try {
      context = canvas.getContext('2d', { desynchronized: true });
    } catch {
      context = null;
    }
    if (!context) {
      // CONTEXT.md Rules: Drawing › No canvas: said in place of the game, Start disabled.
      setCanvasError(true);
      return;
    }
    const formatHud = ({ seconds, hits, attempts, averageMs }: HudNumbers) => {
      const { t: translate } = latest.current;
      return {
        time: translate('hud.time', { seconds }),
        hits: translate('hud.hits', { hits, attempts }),
        average:
          averageMs === undefined ? translate('hud.noAverage') : translate('hud.average', { ms: averageMs }),
      };
    };
    const engine = createRoundEngine({
      canvas,
      context,
      palette: readPalette(canvas),
      clock: () => latest.current.clock(),
      chooseRandom: () => latest.current.chooseRandom(),
      formatHud,
      onStart: () => latest.current.onStart(),
      onPhase: (next) => {
        setPhase(next);
        if (next === 'running') setAnnouncement(latest.current.t('live.go'));
      },
      onCountdown: (count) => {
        setCountdown(count);
        if (count !== undefined) setAnnouncement(latest.current.t('live.countdown', { count }));
      },
      onFinish: (result) => {
        const { t: translate } = latest.current;
        setAnnouncement(
          translate('live.finished', {
            hits: result.hits,
            attempts: result.attempts,
            rate: formatHitRate(result),
            average: result.avgReactionMs,
            score: scoreOf(result),
          }),
        );
        latest.current.onFinish(result);
      },
    });
    engineRef.current = engine;

    const measure = (width: number, height: number) => {
      const usable = width > 0 && height > 0;
      engine.resize(
        usable ? width : FALLBACK_SIZE.width,
        usable ? height : FALLBACK_SIZE.height,
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
      if (
        event.pointerType === 'mouse' &&
        document.fullscreenElement &&
        document.pointerLockElement !== canvas
      )
        requestLock(canvas);
      engine.pointerDown(event);
    };
    const onPointerMove = (event: PointerEvent) => engine.pointerMove(event);
    const onPointerLeave = () => engine.pointerLeave();
    canvas.addEventListener('pointerdown', onPointerDown);
    canvas.addEventListener('pointermove', onPointerMove);
    canvas.addEventListener('pointerleave', onPointerLeave);

    const onLockChange = () => {
      const locked = document.pointerLockElement === canvas;
      setLocked(locked);
      engine.setLocked(locked);
    };
    const onFullscreenChange = () => {
      const full = document.fullscreenElement === wrapperRef.current;
      setFullscreen(full);
      if (full && matchMedia('(pointer: fine)').matches) requestLock(canvas);
      if (!full && document.pointerLockElement === canvas) document.exitPointerLock();
    };
    document.addEventListener('pointerlockchange', onLockChange);
    document.addEventListener('fullscreenchange', onFullscreenChange);
    setCanFullscreen(document.fullscreenEnabled === true);

    return () => {
      engine.destroy();
      engineRef.current = undefined;
      resizes.disconnect();
      themes.disconnect();
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerleave', onPointerLeave);
      document.removeEventListener('pointerlockchange', onLockChange);
      document.removeEventListener('fullscreenchange', onFullscreenChange);
    };
  }, []);

  // The HUD's words follow the page's language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: t changes with the language, which is the point
  useEffect(() => engineRef.current?.refreshHud(), [t]);

  function toggleFullscreen() {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void wrapper.requestFullscreen().catch(() => undefined);
  }

  const isBusy = phase === 'countdown' || phase === 'running';
  const hint =
    phase === 'idle'
      ? isLocked
        ? t('play.idleLocked')
        : t('play.idle')
      : phase === 'finished'
        ? isLocked
          ? t('play.finishedLocked')
          : t('play.finished')
        : undefined;

  return (
    <div
      ref={wrapperRef}
      className={cn('flex flex-col gap-3', isFullscreen && 'h-full w-full bg-background p-3 text-foreground')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button size="lg" onClick={() => engineRef.current?.start()} disabled={isBusy || hasCanvasError}>
          <PlayIcon aria-hidden="true" />
          {t('actions.start')}
        </Button>
        {canFullscreen && !hasCanvasError && (
          <Button variant="outline" onClick={toggleFullscreen} aria-pressed={isFullscreen}>
            {isFullscreen ? <MinimizeIcon aria-hidden="true" /> : <MaximizeIcon aria-hidden="true" />}
            {isFullscreen ? t('actions.exitFullscreen') : t('actions.fullscreen')}
          </Button>
        )}
      </div>
      <div
        ref={stageRef}
        className={cn(
          'relative w-full overflow-hidden rounded-card border border-border bg-muted',
          isFullscreen ? 'min-h-0 flex-1' : 'h-[clamp(18rem,60vh,32rem)]',
        )}
      >
        {hasCanvasError ? (
          <div
            role="alert"
            className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center"
          >
            <p className="font-medium">{t('play.canvasError')}</p>
            <p className="text-muted-foreground text-sm">{t('play.canvasHint')}</p>
          </div>
        ) : (
          <>
            <canvas
              ref={canvasRef}
              role="img"
              aria-label={t('play.label')}
              className="absolute inset-0 block size-full cursor-none touch-none select-none"
              data-phase="idle"
            />
            {countdown !== undefined && (
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 flex items-center justify-center bg-background/60"
              >
                <span className="font-bold text-8xl text-foreground tabular-nums">{countdown}</span>
              </div>
            )}
            {hint && (
              <div className="pointer-events-none absolute inset-x-0 bottom-0 flex justify-center p-4">
                <p className="rounded-full bg-background/90 px-4 py-2 text-center text-foreground text-sm shadow-sm">
                  {hint}
                </p>
              </div>
            )}
          </>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
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
