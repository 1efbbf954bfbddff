import { describe, expect, it } from 'vitest';
import { elapsedMs, pauseStopwatch, resumeStopwatch, startStopwatch } from './stopwatch';

describe('question stopwatch (CONTEXT.md § Question timer)', () => {
  it('counts while running', () => {
    expect(elapsedMs(startStopwatch(1000), 4500)).toBe(3500);
  });

  it('does not count while paused, and adds up the runs', () => {
    let watch = startStopwatch(0);
    watch = pauseStopwatch(watch, 3000);
    expect(elapsedMs(watch, 60_000)).toBe(3000);
    watch = resumeStopwatch(watch, 60_000);
    expect(elapsedMs(watch, 62_000)).toBe(5000);
  });

  it('ignores a second pause or resume', () => {
    const paused = pauseStopwatch(startStopwatch(0), 1000);
    expect(pauseStopwatch(paused, 9000)).toBe(paused);
    const running = startStopwatch(0);
    expect(resumeStopwatch(running, 5000)).toBe(running);
    expect(elapsedMs(resumeStopwatch(running, 5000), 6000)).toBe(6000);
  });

  it('never goes negative when the clock steps back', () => {
    expect(elapsedMs(startStopwatch(5000), 4000)).toBe(0);
  });
});
