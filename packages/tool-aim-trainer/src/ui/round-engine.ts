import type { RoundResult } from '../core/result';
import {
  advanceRound,
  clickRound,
  countdownNumber,
  IDLE_ROUND,
  isActive,
  msUntilNextChange,
  type Phase,
  type Point,
  type Round,
  roundResult,
  startRound,
  targetCenter,
  timeLeftMs,
} from '../core/round';
import { drawFrame, type Frame, type Palette } from './draw-frame';

/** The HUD's numbers, for the page to turn into words in its language. */
export interface HudNumbers {
  /** Seconds left, one decimal ("42.3"). */
  seconds: string;
  hits: number;
  attempts: number;
  /** Whole ms, undefined without hits. */
  averageMs: number | undefined;
}

export interface RoundEngineOptions {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
  palette: Palette;
  /** The round's clock in ms (performance.now in the browser). */
  clock: () => number;
  /** Asked once, when the countdown ends, for the generator of that round's targets. */
  chooseRandom: () => () => number;
  formatHud: (numbers: HudNumbers) => Frame['hud'];
  /** A new round's countdown has begun (Start was not ignored). */
  onStart: () => void;
  onPhase: (phase: Phase) => void;
  onCountdown: (count: number | undefined) => void;
  onFinish: (result: RoundResult) => void;
}

export interface RoundEngine {
  /** Starts a round unless one is under way; says whether it did. */
  start(): boolean;
  pointerDown(event: PointerEvent): void;
  pointerMove(event: PointerEvent): void;
  pointerLeave(): void;
  /** The play area's size in CSS pixels and the screen's pixel ratio. */
  resize(width: number, height: number, pixelRatio: number): void;
  setLocked(isLocked: boolean): void;
  setPalette(palette: Palette): void;
  /** The HUD's words changed (another language): redraw. */
  refreshHud(): void;
  destroy(): void;
}

/**
 * The round on a canvas (CONTEXT.md Rules: Round, Drawing). A requestAnimationFrame loop runs
 * while a round counts down or runs, at the display's rate, and draws only when something shown
 * changed (the HUD's tenth of a second, a target, the crosshair); idle, a frame is drawn only on
 * demand. A timer at each change of phase keeps the round going in a tab that draws no frames.
 * Nothing here goes through React: the page hears only of phases, countdown numbers and the end.
 */
export function createRoundEngine(options: RoundEngineOptions): RoundEngine {
  const { canvas, context, clock } = options;
  let palette = options.palette;
  let round: Round = IDLE_ROUND;
  let width = 0;
  let height = 0;
  let pixelRatio = 1;
  let isLocked = false;
  let crosshair: Point | undefined;
  let lockedPoint: Point = { x: 0, y: 0 };
  let target: Point | undefined;
  let countdown: number | undefined;
  let isDirty = true;
  let frameRequest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isDestroyed = false;
  // The HUD's last numbers: its texts are rebuilt only when one of them changes.
  let hudTenths = -1;
  let hudHits = -1;
  let hudAttempts = -1;
  let hud: Frame['hud'] = { time: '', hits: '', average: '' };
  const frame: Frame = { width: 0, height: 0, pixelRatio: 1, target: undefined, crosshair: undefined, hud };

  const size = () => ({ width, height });

  function placeTarget() {
    target = round.target ? targetCenter({ target: round.target, size: size() }) : undefined;
    if (target) {
      canvas.dataset.targetX = target.x.toFixed(2);
      canvas.dataset.targetY = target.y.toFixed(2);
    } else {
      delete canvas.dataset.targetX;
      delete canvas.dataset.targetY;
    }
    isDirty = true;
  }

  function updateHud(now: number, force = false) {
    const tenths = Math.ceil(timeLeftMs(round, now) / 100);
    if (!force && tenths === hudTenths && round.hits === hudHits && round.attempts === hudAttempts) return;
    hudTenths = tenths;
    hudHits = round.hits;
    hudAttempts = round.attempts;
    const { avgReactionMs } = roundResult(round);
    hud = options.formatHud({
      seconds: (tenths / 10).toFixed(1),
      hits: round.hits,
      attempts: round.attempts,
      averageMs: round.hits > 0 ? avgReactionMs : undefined,
    });
    isDirty = true;
  }

  /** Takes in a new round state: its target, its phase, the timer for its next change. */
  function apply(next: Round, now: number) {
    const before = round;
    round = next;
    if (next.target !== before.target) placeTarget();
    const count = countdownNumber(next, now);
    if (count !== countdown) {
      countdown = count;
      options.onCountdown(count);
      schedule(now);
    }
    if (next.phase !== before.phase) {
      canvas.dataset.phase = next.phase;
      options.onPhase(next.phase);
      schedule(now);
      if (next.phase === 'finished') options.onFinish(roundResult(next));
    }
    updateHud(now);
  }

  function advance(now: number) {
    apply(advanceRound({ round, now, chooseRandom: options.chooseRandom }), now);
  }

  function schedule(now: number) {
    clearTimeout(timer);
    timer = undefined;
    const wait = msUntilNextChange(round, now);
    if (wait === undefined || isDestroyed) return;
    timer = setTimeout(() => {
      timer = undefined;
      const at = clock();
      advance(at);
      if (timer === undefined) schedule(at);
      requestFrame();
    }, wait + 1);
  }

  function draw() {
    isDirty = false;
    frame.width = width;
    frame.height = height;
    frame.pixelRatio = pixelRatio;
    frame.target = target;
    frame.crosshair = isLocked ? lockedPoint : crosshair;
    frame.hud = hud;
    drawFrame(context, frame, palette);
  }

  function onFrame() {
    frameRequest = 0;
    if (isDestroyed) return;
    advance(clock());
    if (isDirty) draw();
    if (isActive(round)) frameRequest = requestAnimationFrame(onFrame);
  }

  function requestFrame() {
    if (!frameRequest && !isDestroyed) frameRequest = requestAnimationFrame(onFrame);
  }

  function pointFrom(event: PointerEvent): Point {
    const box = canvas.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

  function start(): boolean {
    const now = clock();
    advance(now);
    const next = startRound({ round, now });
    if (next === round) return false;
    options.onStart();
    if (isLocked) lockedPoint = { x: width / 2, y: height / 2 };
    apply(next, now);
    updateHud(now, true);
    requestFrame();
    return true;
  }

  canvas.dataset.phase = round.phase;
  updateHud(clock(), true);

  return {
    start,

    pointerDown(event) {
      // The main button of a mouse; any touch or pen contact.
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const now = clock();
      advance(now);
      if (!isActive(round)) {
        // With the pointer locked the page's buttons cannot be reached: a click starts the round.
        if (isLocked) start();
        return;
      }
      const point = isLocked ? lockedPoint : pointFrom(event);
      if (!isLocked) crosshair = point;
      const { round: next } = clickRound({ round, point, size: size(), now });
      apply(next, now);
      isDirty = true;
      requestFrame();
    },

    pointerMove(event) {
      if (isLocked) {
        lockedPoint = {
          x: clamp(lockedPoint.x + event.movementX, width),
          y: clamp(lockedPoint.y + event.movementY, height),
        };
      } else {
        crosshair = pointFrom(event);
      }
      isDirty = true;
      requestFrame();
    },

    pointerLeave() {
      if (isLocked) return;
      crosshair = undefined;
      isDirty = true;
      requestFrame();
    },

    resize(nextWidth, nextHeight, nextRatio) {
      width = nextWidth;
      height = nextHeight;
      pixelRatio = nextRatio;
      canvas.width = Math.max(1, Math.round(width * pixelRatio));
      canvas.height = Math.max(1, Math.round(height * pixelRatio));
      lockedPoint = { x: clamp(lockedPoint.x, width), y: clamp(lockedPoint.y, height) };
      placeTarget();
      // A resized canvas is blank until drawn: draw now rather than show an empty frame.
      draw();
    },

    setLocked(locked) {
      isLocked = locked;
      if (locked) lockedPoint = crosshair ?? { x: width / 2, y: height / 2 };
      isDirty = true;
      requestFrame();
    },

    setPalette(next) {
      palette = next;
      isDirty = true;
      requestFrame();
    },

    refreshHud() {
      updateHud(clock(), true);
      requestFrame();
    },

    destroy() {
      isDestroyed = true;
      if (frameRequest) cancelAnimationFrame(frameRequest);
      clearTimeout(timer);
    },
  };
}
