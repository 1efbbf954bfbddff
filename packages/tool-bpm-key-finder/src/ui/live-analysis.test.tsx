import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n } from '@toolbox/vitest/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Analysis } from '../core/analyze';
import { CAPTURE_BUFFER_SIZE } from '../core/live';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { LiveAnalysis, type LiveAnalysisProps } from './live-analysis';

const { toast } = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('@toolbox/ui/toast', () => ({ toast }));

const ANALYSIS: Analysis = {
  duration: 4,
  bpm: { tempo: 128, confidence: 0.85, offset: 0.1, peaks: [0.1], possibleTempos: [64, 128] },
  key: { key: 'A', scale: 'minor', camelot: '8A', confidence: 0.72, chroma: [], harmonicMatches: [] },
  spectrum: [],
};

/** Connections made in the audio graph, as [from, to] node names. */
let connections: [string, string][] = [];
const node = (name: string) => ({
  name,
  connect<T extends { name: string }>(next: T) {
    connections.push([name, next.name]);
    return next;
  },
});

/** The capture worklet's node: the test plays the audio thread by posting buffers to its port. */
class FakeWorkletNode {
  static instances: FakeWorkletNode[] = [];
  readonly name = 'capture';
  port: { onmessage: ((event: { data: Float32Array }) => void) | null } = { onmessage: null };
  connect = node('capture').connect;
  constructor(
    readonly context: unknown,
    readonly processor: string,
    readonly options: AudioWorkletNodeOptions,
  ) {
    FakeWorkletNode.instances.push(this);
  }
}

function fakeAudio() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const gains: { gain: { value: number } }[] = [];
  const context = {
    state: 'running',
    destination: { name: 'destination' },
    audioWorklet: { addModule: vi.fn(async () => {}) },
    createMediaStreamSource: vi.fn(() => node('microphone')),
    createGain: () => {
      const gain = { ...node('gain'), gain: { value: 1 } };
      gains.push(gain);
      return gain;
    },
    resume: vi.fn(async () => {}),
    close: vi.fn(async () => {}),
  };
  return {
    track,
    stream,
    context,
    gains,
    getUserMedia: vi.fn(async (_: MediaStreamConstraints) => stream),
    createAudioContext: vi.fn(() => context as unknown as AudioContext),
  };
}

function renderLive(props: LiveAnalysisProps, language: 'en' | 'zh' = 'en') {
  return renderWithI18n(<LiveAnalysis {...props} />, {
    language,
    namespaces: { 'bpm-key-finder': { en, zh }, ui: uiMessages },
  });
}

/** Runs the fake clock, and the promises that settle on the way, inside React's act. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The microphone delivers one buffer per value, every sample that value. */
function hear(...values: number[]) {
  const capture = FakeWorkletNode.instances.at(-1);
  for (const value of values)
    capture?.port.onmessage?.({ data: new Float32Array(CAPTURE_BUFFER_SIZE).fill(value) });
}

/** Values 1/64, 2/64...: exact in 32 bits, so a window shows which buffers it holds. */
const values = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => (from + index) / 64);

async function startListening() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: en.live.start }));
  await advance(0);
  return user;
}

/** Bars drawn on the level meter: one `M` (move) in the path per bar. */
const barCount = () => screen.getByTestId('level-bars').getAttribute('d')?.match(/M/g)?.length ?? 0;

/** The first sample of each buffer in a window. */
const bufferValues = (samples: Float32Array) =>
  Array.from(
    { length: samples.length / CAPTURE_BUFFER_SIZE },
    (_, index) => samples[index * CAPTURE_BUFFER_SIZE],
  );

beforeEach(() => {
  // Only the component's intervals: user-event and Testing Library wait on real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  vi.clearAllMocks();
  connections = [];
  FakeWorkletNode.instances = [];
  vi.stubGlobal('AudioWorkletNode', FakeWorkletNode);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveAnalysis', () => {
  it('analyses the audio collected every 4 s and shows tempo, key, Camelot and confidences', async () => {
    const audio = fakeAudio();
    const analyze = vi.fn(async (_: Float32Array, __: AbortSignal) => ANALYSIS);
    renderLive({ analyze, ...audio });
    await startListening();
    expect(screen.getByRole('button', { name: en.live.stop })).toBeInTheDocument();
    // 44 buffers of 4096: 4.09 s of audio.
    hear(...values(1, 44));
    await advance(3999);
    expect(analyze).not.toHaveBeenCalled();
    await advance(1);
    expect(analyze).toHaveBeenCalledTimes(1);
    expect(bufferValues(analyze.mock.calls[0]?.[0] as Float32Array)).toEqual(values(1, 44));

    const results = screen.getByText('128 BPM').closest('[aria-live="polite"]');
    expect(results).toHaveTextContent('A minor');
    expect(results).toHaveTextContent('8A');
    expect(results).toHaveTextContent('Confidence 85%');
    expect(results).toHaveTextContent('Confidence 72%');

    hear(...values(45, 10));
    await advance(4000);
    hear(...values(55, 10));
    await advance(4000);
    expect(analyze).toHaveBeenCalledTimes(3);
    // A buffer is one 4-s interval: the third window holds the first three intervals.
    expect(bufferValues(analyze.mock.calls[2]?.[0] as Float32Array)).toEqual(values(1, 64));
    hear(...values(65, 10));
    await advance(4000);
    // Only the last 2 buffers were kept after it: the fourth window starts with the second interval.
    expect(bufferValues(analyze.mock.calls[3]?.[0] as Float32Array)).toEqual(values(45, 30));
  });

  it('does not analyse under a second of audio', async () => {
    const analyze = vi.fn(async () => ANALYSIS);
    renderLive({ analyze, ...fakeAudio() });
    await startListening();
    hear(...values(1, 10));
    await advance(8000);
    expect(analyze).not.toHaveBeenCalled();
    expect(screen.getByText(en.live.waiting)).toBeInTheDocument();
  });

  it('skips a tick while the previous analysis is still running', async () => {
    let finish: (analysis: Analysis) => void = () => {};
    const analyze = vi.fn(
      (_: Float32Array, __: AbortSignal) => new Promise<Analysis>((resolve) => (finish = resolve)),
    );
    renderLive({ analyze, ...fakeAudio() });
    await startListening();
    hear(...values(1, 11));
    await advance(4000);
    hear(...values(12, 11));
    await advance(4000);
    expect(analyze).toHaveBeenCalledTimes(1);
    await act(async () => finish(ANALYSIS));
    await advance(4000);
    expect(analyze).toHaveBeenCalledTimes(2);
    // The skipped tick's audio was analysed with the next one, after the kept first interval.
    expect(bufferValues(analyze.mock.calls[1]?.[0] as Float32Array)).toEqual(values(1, 22));
  });

  it('samples the input level every 100 ms and keeps the last 100 samples on the meter', async () => {
    renderLive({ analyze: vi.fn(async () => ANALYSIS), ...fakeAudio() });
    await startListening();
    hear(0.25);
    await advance(1000);
    expect(barCount()).toBe(10);
    hear(0.5);
    await advance(14_000);
    expect(barCount()).toBe(100);
    expect(screen.getByRole('meter', { name: en.live.level })).toHaveValue(50);
  });

  it('keeps listening after a failed analysis, with a toast', async () => {
    const analyze = vi.fn().mockRejectedValueOnce(new Error('worker crashed')).mockResolvedValue(ANALYSIS);
    renderLive({ analyze, ...fakeAudio() });
    await startListening();
    hear(...values(1, 11));
    await advance(4000);
    expect(toast.error).toHaveBeenCalledWith(en.live.failed, expect.anything());
    hear(...values(12, 11));
    await advance(4000);
    expect(screen.getByText('128 BPM')).toBeInTheDocument();
  });

  it('shows a toast and a notice when the microphone is refused', async () => {
    const audio = fakeAudio();
    audio.getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    renderLive({ analyze: vi.fn(), ...audio });
    await startListening();
    expect(toast.error).toHaveBeenCalledWith(en.errors.microphone);
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.microphone);
    expect(audio.context.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: en.live.start })).toBeEnabled();
  });

  it.each([
    ['AudioContext', { createAudioContext: undefined }],
    ['getUserMedia', { getUserMedia: undefined }],
  ])('tells a browser without %s that it cannot listen', async (_, missing) => {
    // jsdom has neither: the props stand in for the browser's.
    const audio = fakeAudio();
    renderLive({ analyze: vi.fn(), ...audio, ...missing });
    await startListening();
    expect(toast.error).toHaveBeenCalledWith(en.errors.noAudioContext);
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.noAudioContext);
    expect(audio.getUserMedia).not.toHaveBeenCalled();
  });

  it('captures at 44.1 kHz without playing the microphone back', async () => {
    const audio = fakeAudio();
    const created: AudioContextOptions[] = [];
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor(options: AudioContextOptions) {
          created.push(options);
          Object.assign(this, audio.context);
        }
      },
    );
    renderLive({ analyze: vi.fn(), getUserMedia: audio.getUserMedia });
    await startListening();
    expect(created).toEqual([{ sampleRate: 44_100 }]);
    expect(audio.getUserMedia.mock.calls[0]?.[0]).toMatchObject({ audio: { echoCancellation: false } });
    expect(connections).toEqual([
      ['microphone', 'capture'],
      ['capture', 'gain'],
      ['gain', 'destination'],
    ]);
    expect(audio.gains.map(({ gain }) => gain.value)).toEqual([0]);
  });

  it('stops the tracks, closes the context and aborts the analysis on Stop', async () => {
    const audio = fakeAudio();
    const analyze = vi.fn((_: Float32Array, __: AbortSignal) => new Promise<Analysis>(() => {}));
    renderLive({ analyze, ...audio });
    const user = await startListening();
    hear(...values(1, 11));
    await advance(4000);
    await user.click(screen.getByRole('button', { name: en.live.stop }));
    expect(audio.track.stop).toHaveBeenCalled();
    expect(audio.context.close).toHaveBeenCalled();
    expect(analyze.mock.calls[0]?.[1].aborted).toBe(true);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    hear(...values(12, 11));
    await advance(8000);
    expect(analyze).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: en.live.start })).toBeInTheDocument();
  });

  it('can stop while the browser asks for the microphone, and releases it once granted', async () => {
    const audio = fakeAudio();
    let grant: () => void = () => {};
    audio.getUserMedia.mockImplementation(
      () => new Promise<MediaStream>((resolve) => (grant = () => resolve(audio.stream))),
    );
    renderLive({ analyze: vi.fn(), ...audio });
    const user = await startListening();
    expect(screen.getByRole('status')).toHaveTextContent(en.live.status.starting);
    await user.click(screen.getByRole('button', { name: en.live.stop }));
    await act(async () => grant());
    expect(audio.track.stop).toHaveBeenCalled();
    expect(audio.context.close).toHaveBeenCalled();
    expect(FakeWorkletNode.instances).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(en.live.status.idle);
  });

  it('turns the microphone off when the page is left', async () => {
    const audio = fakeAudio();
    const view = renderLive({ analyze: vi.fn(), ...audio });
    await startListening();
    view.unmount();
    expect(audio.track.stop).toHaveBeenCalled();
    expect(audio.context.close).toHaveBeenCalled();
  });

  it('speaks Chinese', async () => {
    renderLive({ analyze: vi.fn(async () => ANALYSIS), ...fakeAudio() }, 'zh');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: zh.live.start }));
    await advance(0);
    hear(...values(1, 11));
    await advance(4000);
    expect(screen.getByText('A 小调')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh.live.stop })).toBeInTheDocument();
  });
});
