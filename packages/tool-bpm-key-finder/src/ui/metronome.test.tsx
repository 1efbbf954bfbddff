import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { Metronome, type MetronomeProps } from './metronome';

class FakeNode {
  target: FakeNode | undefined;
  connect(target: FakeNode) {
    this.target = target;
    return target;
  }
  disconnect() {
    this.target = undefined;
  }
}

class FakeParam {
  value = 0;
  /** The loudest value the envelope reaches. */
  peak = 0;
  setValueAtTime(value: number) {
    this.value = value;
    this.peak = Math.max(this.peak, value);
    return this;
  }
  linearRampToValueAtTime(value: number) {
    return this.setValueAtTime(value);
  }
  setTargetAtTime() {
    return this;
  }
}

class FakeGain extends FakeNode {
  gain = new FakeParam();
}

class FakeFilter extends FakeNode {
  type = 'lowpass';
  frequency = new FakeParam();
  Q = new FakeParam();
}

class FakeSource extends FakeNode {
  type = 'sine';
  buffer: unknown = null;
  frequency = new FakeParam();
  constructor(private readonly onStart: (source: FakeSource, time: number) => void) {
    super();
  }
  start(time: number) {
    this.onStart(this, time);
  }
  stop() {}
}

interface PlayedSound {
  /** When it sounds, in seconds since the context was made. */
  time: number;
  /** The oscillator's pitch, or the wood block filter's. */
  frequency: number;
  peak: number;
  source: string;
}

/** An AudioContext whose clock is the fake timers' clock; it records every sound started. */
function fakeAudio() {
  const sounds: PlayedSound[] = [];
  const outputs: FakeGain[] = [];
  const origin = performance.now();
  const destination = new FakeNode();
  const record = (source: FakeSource, time: number) => {
    const filter = source.target instanceof FakeFilter ? source.target : undefined;
    const envelope = (filter ?? source).target as FakeGain;
    sounds.push({
      time,
      frequency: (filter ?? source).frequency.value,
      peak: envelope.gain.peak,
      source: filter ? 'noise' : source.type,
    });
  };
  const context = {
    get currentTime() {
      return (performance.now() - origin) / 1000;
    },
    state: 'suspended',
    sampleRate: 44_100,
    destination,
    createGain() {
      const gain = new FakeGain();
      const connect = gain.connect.bind(gain);
      // The volume node is the one wired to the speakers.
      gain.connect = (target: FakeNode) => {
        if (target === destination) outputs.push(gain);
        return connect(target);
      };
      return gain;
    },
    createOscillator: () => new FakeSource(record),
    createBufferSource: () => new FakeSource(record),
    createBiquadFilter: () => new FakeFilter(),
    createBuffer: (_channels: number, length: number) => {
      const samples = new Float32Array(length);
      return { getChannelData: () => samples };
    },
    resume: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
  };
  const createAudioContext = vi.fn(() => context as unknown as AudioContext);
  return { sounds, outputs, context, createAudioContext };
}

function renderMetronome(props: MetronomeProps = {}, language: 'en' | 'zh' = 'en') {
  return renderWithI18n(<Metronome {...props} />, {
    language,
    namespaces: { 'bpm-key-finder': { en, zh } },
  });
}

/** Lets the fake clock (and the audio clock with it) run. */
function play(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const setSlider = (name: string, value: number) =>
  fireEvent.change(screen.getByRole('slider', { name }), { target: { value: String(value) } });
const bpmBox = () => screen.getByRole('spinbutton', { name: en.metronome.bpm });
const intervals = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] as number));

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  // Only the scheduler's interval and the clocks: Testing Library's async helpers wait on a real
  // setTimeout, which a faked one would never fire.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance', 'Date'] });
  user = userEvent.setup();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bpm-key-finder Metronome', () => {
  it('"default 120 BPM, 4 beats, first beat accented": starts the context on Start and plays 60/bpm apart', async () => {
    const audio = fakeAudio();
    renderMetronome({ createAudioContext: audio.createAudioContext });
    expect(bpmBox()).toHaveValue(120);
    // No context before the user gesture.
    expect(audio.createAudioContext).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    expect(audio.createAudioContext).toHaveBeenCalledTimes(1);
    expect(audio.context.resume).toHaveBeenCalled();
    play(2000);
    const times = audio.sounds.map((sound) => sound.time);
    expect(times.length).toBeGreaterThanOrEqual(4);
    for (const gap of intervals(times)) expect(gap).toBeCloseTo(0.5, 6);
    // Booked ahead on the audio clock: never more than the look-ahead before it sounds.
    expect(Math.max(...times)).toBeLessThan(2.2);
  });

  it('"BPM 40–240": a tempo typed in the box sets the spacing, and the box stays within range', async () => {
    const audio = fakeAudio();
    renderMetronome({ createAudioContext: audio.createAudioContext });
    await user.clear(bpmBox());
    await user.type(bpmBox(), '90');
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    play(3000);
    for (const gap of intervals(audio.sounds.map((sound) => sound.time))) expect(gap).toBeCloseTo(60 / 90, 6);

    await user.clear(bpmBox());
    await user.type(bpmBox(), '300{Enter}');
    expect(bpmBox()).toHaveValue(240);
    await user.clear(bpmBox());
    await user.type(bpmBox(), '12');
    await user.tab();
    expect(bpmBox()).toHaveValue(40);
    expect(screen.getByRole('button', { name: en.metronome.slower })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: en.metronome.faster }));
    expect(bpmBox()).toHaveValue(41);
    expect(screen.getByRole('slider', { name: en.metronome.tempo })).toHaveValue('41');
  });

  it('"first beat accented": the first beat of every bar is higher and louder', async () => {
    const audio = fakeAudio();
    renderMetronome({ createAudioContext: audio.createAudioContext });
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    play(4000);
    const [first, second, , , fifth] = audio.sounds;
    expect(first?.frequency).toBeGreaterThan(second?.frequency as number);
    expect(first?.peak).toBeGreaterThan(second?.peak as number);
    expect(fifth).toEqual(first && { ...first, time: fifth?.time });
  });

  it('"Time signatures 2/4, 3/4, 4/4, 5/4, 6/8": 3/4 accents every third beat, 6/8 shows six dots', async () => {
    const audio = fakeAudio();
    const { container } = renderMetronome({ createAudioContext: audio.createAudioContext });
    await user.click(screen.getByRole('button', { name: '3/4' }));
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    play(3000);
    const accentFrequency = audio.sounds[0]?.frequency;
    const accented = audio.sounds.map((sound) => sound.frequency === accentFrequency);
    expect(accented.slice(0, 6)).toEqual([true, false, false, true, false, false]);

    await user.click(screen.getByRole('button', { name: '6/8' }));
    const dots = container.querySelectorAll('[data-accent]');
    expect(Array.from(dots, (dot) => dot.getAttribute('data-accent'))).toEqual([
      'accent',
      'normal',
      'normal',
      'secondary',
      'normal',
      'normal',
    ]);
  });

  it('shows the beat being heard, without a live region', async () => {
    const audio = fakeAudio();
    const { container } = renderMetronome({ createAudioContext: audio.createAudioContext });
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    // The first beat sounds at 0.05 s, the second at 0.55 s.
    play(100);
    expect(screen.getByText('Beat 1 of 4')).toBeInTheDocument();
    play(500);
    expect(screen.getByText('Beat 2 of 4')).toBeInTheDocument();
    const current = container.querySelectorAll('[data-current]');
    expect(current).toHaveLength(1);
    expect(current[0]?.closest('[aria-hidden]')).not.toBeNull();
    expect(container.querySelector('[aria-live], [role="status"], [role="log"]')).toBeNull();
  });

  it('"Changing BPM/signature while running takes effect on the next beat"', async () => {
    const audio = fakeAudio();
    renderMetronome({ createAudioContext: audio.createAudioContext });
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    play(1000);
    const before = audio.sounds.length;
    setSlider(en.metronome.tempo, 60);
    play(4000);
    const gaps = intervals(audio.sounds.map((sound) => sound.time));
    // The beats already booked (at most 100 ms ahead) keep 120; every later one is 60.
    expect(gaps.slice(0, before - 1).every((gap) => Math.abs(gap - 0.5) < 1e-6)).toBe(true);
    expect(gaps.slice(before - 1).every((gap) => Math.abs(gap - 1) < 1e-6)).toBe(true);
    expect(gaps.length).toBeGreaterThan(before + 1);
  });

  it('"Phase offset −200 to 200 ms": the offset shifts the clicks', async () => {
    const plain = fakeAudio();
    const first = renderMetronome({ createAudioContext: plain.createAudioContext });
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    play(2000);
    first.unmount();

    const shifted = fakeAudio();
    renderMetronome({ createAudioContext: shifted.createAudioContext });
    const offset = screen.getByRole('slider', { name: en.metronome.offset });
    expect(offset).toHaveAttribute('min', '-200');
    expect(offset).toHaveAttribute('max', '200');
    setSlider(en.metronome.offset, 150);
    expect(offset).toHaveAccessibleDescription(en.metronome.offsetHint);
    expect(screen.getByText('+150 ms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    play(2000);
    const plainTimes = plain.sounds.map((sound) => sound.time);
    const shiftedTimes = shifted.sounds.map((sound) => sound.time).slice(0, plainTimes.length - 1);
    shiftedTimes.forEach((time, index) => {
      expect(time - (plainTimes[index] as number)).toBeCloseTo(0.15, 6);
    });
  });

  it('"Sound types click, beep, wood": each plays its own synthesised sound', async () => {
    const audio = fakeAudio();
    renderMetronome({ createAudioContext: audio.createAudioContext });
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    const sources: string[] = [];
    for (const name of ['Click', 'Beep', 'Wood']) {
      await user.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      const heard = audio.sounds.length;
      play(1000);
      sources.push(audio.sounds[heard]?.source as string);
    }
    expect(sources).toEqual(['square', 'sine', 'noise']);
  });

  it('"Volume 0–1": shown as a percentage, applied at once to the running metronome', async () => {
    const audio = fakeAudio();
    renderMetronome({ createAudioContext: audio.createAudioContext });
    const volume = screen.getByRole('slider', { name: en.metronome.volume });
    expect(volume).toHaveAttribute('min', '0');
    expect(volume).toHaveAttribute('max', '1');
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    expect(audio.outputs[0]?.gain.value).toBe(0.8);
    setSlider(en.metronome.volume, 0.35);
    expect(volume).toHaveAttribute('aria-valuetext', '35%');
    expect(audio.outputs[0]?.gain.value).toBe(0.35);
  });

  it('Stop silences the booked clicks and books no more; unmounting closes the context', async () => {
    const audio = fakeAudio();
    const { unmount } = renderMetronome({ createAudioContext: audio.createAudioContext });
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    play(1000);
    await user.click(screen.getByRole('button', { name: en.metronome.stop }));
    const heard = audio.sounds.length;
    play(2000);
    expect(audio.sounds).toHaveLength(heard);
    expect(audio.outputs[0]?.target).toBeUndefined();
    // Start again: the same context, a fresh grid.
    await user.click(screen.getByRole('button', { name: en.metronome.start }));
    expect(audio.createAudioContext).toHaveBeenCalledTimes(1);
    unmount();
    expect(audio.context.close).toHaveBeenCalledTimes(1);
  });

  it('"Tap tempo accepted only when the average of the last up to 4 taps lies within 40–240"; "tap history is cleared after 5 s without a tap"', async () => {
    renderMetronome({ createAudioContext: fakeAudio().createAudioContext });
    const tap = screen.getByRole('button', { name: en.metronome.tap });
    for (const wait of [0, 400, 400, 400]) {
      play(wait);
      await user.click(tap);
    }
    expect(bpmBox()).toHaveValue(150);
    // A new history after 5 s; 2 s apart is 30 BPM: refused, the tempo stays.
    play(5000);
    await user.click(tap);
    play(2000);
    await user.click(tap);
    expect(bpmBox()).toHaveValue(150);
    // A new history again: two taps 1 s apart are 60 BPM (with the old taps kept, the mean of
    // 2 s, 5 s and 1 s would be refused).
    play(5000);
    await user.click(tap);
    play(1000);
    await user.click(tap);
    expect(bpmBox()).toHaveValue(60);
  });

  it('"Follow the detected BPM": follows detectedBpm rounded and clamped, off when the tempo is set by hand', async () => {
    const audio = fakeAudio();
    const { rerender } = renderMetronome({ createAudioContext: audio.createAudioContext });
    const follow = () => screen.getByRole('switch', { name: en.metronome.follow });
    expect(follow()).toBeDisabled();
    expect(follow()).toHaveAccessibleDescription(en.metronome.followUnavailable);

    rerender(<Metronome detectedBpm={127.6} createAudioContext={audio.createAudioContext} />);
    expect(follow()).toBeEnabled();
    expect(follow()).not.toBeChecked();
    expect(bpmBox()).toHaveValue(120);
    await user.click(follow());
    expect(follow()).toBeChecked();
    expect(bpmBox()).toHaveValue(128);

    rerender(<Metronome detectedBpm={300} createAudioContext={audio.createAudioContext} />);
    expect(bpmBox()).toHaveValue(240);
    rerender(<Metronome detectedBpm={90.2} createAudioContext={audio.createAudioContext} />);
    expect(bpmBox()).toHaveValue(90);

    await user.click(screen.getByRole('button', { name: en.metronome.faster }));
    expect(bpmBox()).toHaveValue(91);
    expect(follow()).not.toBeChecked();
    rerender(<Metronome detectedBpm={100} createAudioContext={audio.createAudioContext} />);
    expect(bpmBox()).toHaveValue(91);
  });

  it('shows "AudioContext is not supported in this browser" when there is no AudioContext', () => {
    expect('AudioContext' in window).toBe(false);
    renderMetronome();
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.noAudioContext);
    expect(screen.queryByRole('button', { name: en.metronome.start })).toBeNull();
  });

  it('names every control in Chinese too', () => {
    renderMetronome({ detectedBpm: 128, createAudioContext: fakeAudio().createAudioContext }, 'zh');
    for (const name of ['开始', '减慢 1 BPM', '加快 1 BPM', '敲击', '木块'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of ['速度', '偏移', '音量'])
      expect(screen.getByRole('slider', { name })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '跟随检测到的 BPM' })).toBeEnabled();
    expect(screen.getByRole('group', { name: '拍号' })).toBeInTheDocument();
  });
});
