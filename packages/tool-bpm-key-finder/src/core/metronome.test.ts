import { describe, expect, it } from 'vitest';
import {
  beatAccent,
  clampBpm,
  clampOffsetMs,
  clampVolume,
  clickRecipe,
  METRONOME_DEFAULT_BPM,
  METRONOME_DEFAULT_SIGNATURE,
  METRONOME_MAX_BPM,
  METRONOME_MIN_BPM,
  METRONOME_SOUNDS,
  nextBeats,
  OFFSET_LIMIT_MS,
  TAP_RESET_MS,
  TAP_WINDOW,
  TIME_SIGNATURES,
  type TimeSignature,
  tapTempo,
} from './metronome';

/** Feeds tap times through the reducer as the Tap button does; the last answer. */
function tapAll(times: number[]) {
  let taps: number[] = [];
  let bpm: number | undefined;
  for (const now of times) ({ taps, bpm } = tapTempo({ taps, now }));
  return { taps, bpm };
}

describe('bpm-key-finder metronome: "BPM 40–240; default 120 BPM, 4 beats, first beat accented"', () => {
  it('has the spec limits and defaults', () => {
    expect([METRONOME_MIN_BPM, METRONOME_MAX_BPM, METRONOME_DEFAULT_BPM]).toEqual([40, 240, 120]);
    expect(TIME_SIGNATURES[METRONOME_DEFAULT_SIGNATURE].beats).toBe(4);
    expect(beatAccent(0, METRONOME_DEFAULT_SIGNATURE)).toBe('accent');
  });

  it.each([
    [20, 40],
    [39.4, 40],
    [40, 40],
    [127.6, 128],
    [240, 240],
    [241, 240],
    [1000, 240],
    [Number.NaN, 120],
  ])('clamps %d BPM to %d', (bpm, clamped) => {
    expect(clampBpm(bpm)).toBe(clamped);
  });
});

describe('bpm-key-finder metronome: "Tap tempo accepted only when the average of the last up to 4 taps lies within 40–240"', () => {
  it('keeps a window of 4 taps and waits 5 s before forgetting them', () => {
    expect([TAP_WINDOW, TAP_RESET_MS]).toEqual([4, 5000]);
  });

  it.each([
    { name: 'one tap gives no tempo', times: [0], bpm: undefined },
    { name: 'two taps 500 ms apart: 120', times: [0, 500], bpm: 120 },
    { name: 'the mean of the intervals: 400, 500, 600 ms → 120', times: [0, 400, 900, 1500], bpm: 120 },
    // Five taps: only the last four count (all five would give a mean of 625 ms, 96 BPM).
    { name: 'only the last 4 taps count', times: [0, 1000, 1500, 2000, 2500], bpm: 120 },
    { name: '1500 ms apart: 40, accepted', times: [0, 1500], bpm: 40 },
    { name: '250 ms apart: 240, accepted', times: [0, 250], bpm: 240 },
    { name: '2000 ms apart: 30, refused', times: [0, 2000], bpm: undefined },
    { name: '200 ms apart: 300, refused', times: [0, 200], bpm: undefined },
    { name: 'a double tap (0 ms) is refused', times: [0, 0], bpm: undefined },
  ])('$name', ({ times, bpm }) => {
    expect(tapAll(times).bpm).toBe(bpm);
  });

  it('remembers at most 4 taps', () => {
    expect(tapAll([0, 500, 1000, 1500, 2000, 2500]).taps).toEqual([1000, 1500, 2000, 2500]);
  });
});

describe('bpm-key-finder metronome: "tap history is cleared after 5 s without a tap"', () => {
  it('starts again after a 5 s pause', () => {
    // Kept, the history would be 0, 500, 5500, 6000: a mean of 2000 ms, 30 BPM, refused.
    expect(tapAll([0, 500, 5500, 6000])).toEqual({ taps: [5500, 6000], bpm: 120 });
    expect(tapAll([0, 500, 5500])).toEqual({ taps: [5500] });
  });

  it('keeps taps less than 5 s apart', () => {
    expect(tapAll([0, 4999]).taps).toEqual([0, 4999]);
  });
});

describe('bpm-key-finder metronome: "Time signatures 2/4, 3/4, 4/4, 5/4, 6/8"', () => {
  it.each([
    ['2/4', ['accent', 'normal']],
    ['3/4', ['accent', 'normal', 'normal']],
    ['4/4', ['accent', 'normal', 'normal', 'normal']],
    ['5/4', ['accent', 'normal', 'normal', 'normal', 'normal']],
    // 6/8 is two groups of three: the fourth beat is a secondary accent.
    ['6/8', ['accent', 'normal', 'normal', 'secondary', 'normal', 'normal']],
  ] as const)('%s: the first beat of the bar accented', (signature, accents) => {
    const { beats } = TIME_SIGNATURES[signature];
    expect(beats).toBe(accents.length);
    expect(Array.from({ length: beats }, (_, beat) => beatAccent(beat, signature))).toEqual(accents);
  });

  it('offers exactly the five signatures', () => {
    expect(Object.keys(TIME_SIGNATURES)).toEqual(['2/4', '3/4', '4/4', '5/4', '6/8']);
  });
});

describe('bpm-key-finder metronome: "Sound types click, beep, wood"', () => {
  it.each(METRONOME_SOUNDS)('%s: the accent is higher and louder than a plain beat', (sound) => {
    const accent = clickRecipe(sound, 'accent');
    const normal = clickRecipe(sound, 'normal');
    expect(accent.frequency).toBeGreaterThan(normal.frequency);
    expect(accent.gain).toBeGreaterThan(normal.gain);
    expect(normal.duration).toBeGreaterThan(0);
  });

  it('has the three sounds, each made differently', () => {
    expect(METRONOME_SOUNDS).toEqual(['click', 'beep', 'wood']);
    expect(new Set(METRONOME_SOUNDS.map((sound) => clickRecipe(sound, 'normal').source)).size).toBe(3);
  });
});

describe('bpm-key-finder metronome: "Phase offset −200 to 200 ms" and "Volume 0–1"', () => {
  it.each([
    [-500, -200],
    [-200, -200],
    [35, 35],
    [200, 200],
    [201, 200],
  ])('an offset of %d ms is %d ms', (offset, clamped) => {
    expect(OFFSET_LIMIT_MS).toBe(200);
    expect(clampOffsetMs(offset)).toBe(clamped);
  });

  it.each([
    [-0.5, 0],
    [0, 0],
    [0.4, 0.4],
    [1, 1],
    [1.5, 1],
  ])('a volume of %d is %d', (volume, clamped) => {
    expect(clampVolume(volume)).toBe(clamped);
  });
});

describe('bpm-key-finder metronome scheduler', () => {
  const base = {
    bpm: 120,
    offsetMs: 0,
    signature: '4/4' as TimeSignature,
    startTime: 1,
    last: undefined,
    now: 1,
  };

  it('schedules the beats before the horizon, 60/bpm apart, counting through the bar', () => {
    const { beats, last } = nextBeats({ ...base, horizon: 3.1 });
    expect(beats.map(({ time, beat, accent }) => [time, beat, accent])).toEqual([
      [1, 0, 'accent'],
      [1.5, 1, 'normal'],
      [2, 2, 'normal'],
      [2.5, 3, 'normal'],
      [3, 0, 'accent'],
    ]);
    expect(last).toEqual({ time: 3, beat: 0 });
    // The next call goes on from there.
    expect(nextBeats({ ...base, last, now: 3, horizon: 3.6 }).beats).toEqual([
      { time: 3.5, beat: 1, accent: 'normal' },
    ]);
  });

  it('shifts the sounds by the offset, not the grid', () => {
    const later = nextBeats({ ...base, offsetMs: 100, horizon: 2.2 });
    expect(later.beats.map((beat) => beat.time)).toEqual([1.1, 1.6, 2.1]);
    expect(later.last).toEqual({ time: 2, beat: 2 });
    const earlier = nextBeats({ ...base, now: 0, offsetMs: -200, horizon: 2 });
    expect(earlier.beats.map((beat) => beat.time)).toEqual([0.8, 1.3, 1.8]);
  });

  it('applies a new tempo or signature from the next beat', () => {
    const last = { time: 2, beat: 2 };
    expect(nextBeats({ ...base, bpm: 60, last, now: 2, horizon: 3.5 }).beats).toEqual([
      { time: 3, beat: 3, accent: 'normal' },
    ]);
    // Beat 3 does not exist in 3/4: the next beat starts a bar.
    expect(nextBeats({ ...base, signature: '3/4', last, now: 2, horizon: 2.6 }).beats).toEqual([
      { time: 2.5, beat: 0, accent: 'accent' },
    ]);
  });

  it('steps over beats whose time has passed instead of playing them late', () => {
    const { beats, last } = nextBeats({ ...base, now: 2.2, horizon: 2.6 });
    expect(beats.map((beat) => beat.time)).toEqual([2.5]);
    expect(last).toEqual({ time: 2.5, beat: 3 });
  });
});
