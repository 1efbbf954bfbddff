import { Button } from '@toolbox/ui/button';
import { cn } from '@toolbox/ui/cn';
import { MaximizeIcon, MinimizeIcon, PlayIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundResult } from '../core/result';
import { scoreOf } from '../core/result';
import type { Phase } from '../core/round';
import { formatHitRate } from '../core/score';
import type { MountedEngine } from './mount-engine';
import type { RoundEngine } from './round-engine';

export interface PlayAreaProps {
  /** The round's clock in ms. */
  clock: () => number;
  /** A new round's countdown has begun. */
  onStart: () => void;
  /** Asked once when the countdown ends: the generator that places this round's targets. */
  chooseRandom: () => () => number;
  onFinish: (result: RoundResult) => void;
}

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
  const [isEngineReady, setEngineReady] = useState(false);

  // The latest callbacks and words, read by the engine without restarting it.
  const latest = useRef({ clock, onStart, chooseRandom, onFinish, t });
  latest.current = { clock, onStart, chooseRandom, onFinish, t };

  useEffect(() => {
    const canvas = canvasRef.current;
    const stage = stageRef.current;
    const wrapper = wrapperRef.current;
    if (!canvas || !stage || !wrapper) return;
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
    const drawing = context;
    setCanFullscreen(document.fullscreenEnabled === true);
    let mounted: MountedEngine | undefined;
    let isCancelled = false;
    // The engine loads as the page hydrates, beside the server-rendered canvas: the page's first
    // load stays light, and Start is enabled once it is here.
    void import('./mount-engine').then(({ mountRoundEngine }) => {
      if (isCancelled) return;
      mounted = mountRoundEngine({
        canvas,
        context: drawing,
        stage,
        wrapper,
        clock: () => latest.current.clock(),
        chooseRandom: () => latest.current.chooseRandom(),
        formatHud: ({ seconds, hits, attempts, averageMs }) => {
          const { t: translate } = latest.current;
          return {
            time: translate('hud.time', { seconds }),
            hits: translate('hud.hits', { hits, attempts }),
            average:
              averageMs === undefined
                ? translate('hud.noAverage')
                : translate('hud.average', { ms: averageMs }),
          };
        },
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
          setAnnouncement(
            latest.current.t('live.finished', {
              hits: result.hits,
              attempts: result.attempts,
              rate: formatHitRate(result),
              average: result.avgReactionMs,
              score: scoreOf(result),
            }),
          );
          latest.current.onFinish(result);
        },
        onLockChange: setLocked,
        onFullscreenChange: setFullscreen,
      });
      engineRef.current = mounted.engine;
      setEngineReady(true);
    });
    return () => {
      isCancelled = true;
      mounted?.unmount();
      engineRef.current = undefined;
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
        <Button
          size="lg"
          onClick={() => engineRef.current?.start()}
          disabled={isBusy || hasCanvasError || !isEngineReady}
        >
          <PlayIcon aria-hidden="true" />
          {t('actions.start')}
        </Button>
        {canFullscreen && !hasCanvasError && (
          <Button variant="outline" onClick={toggleFullscreen}>
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
