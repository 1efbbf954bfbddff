// @vitest-environment node
import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { Essentia, EssentiaWASM } from 'essentia.js';
import { describe, expect, it, vi } from 'vitest';
import type { EssentiaLike } from '../core/essentia';
import { clickTrackWithChords } from '../core/synth';
import { createBpmKeyApi } from './api';

function contextRecording(stages: string[]): WorkerContext {
  return {
    progress: (_ratio: number, stage?: string) => stages.push(stage ?? ''),
  } as unknown as WorkerContext;
}

describe('bpm-key-finder worker API', () => {
  it('loads essentia once, reports its stages and answers tempo, key and views', {
    timeout: 120_000,
  }, async () => {
    const load = vi.fn(async () => new Essentia(EssentiaWASM) as unknown as EssentiaLike);
    const api = createBpmKeyApi(load);
    const stages: string[] = [];
    const samples = clickTrackWithChords({ bpm: 100, key: 'G', scale: 'major', seconds: 12 });
    const answer = await api.analyze({ channels: [samples] }, contextRecording(stages));
    // The answer is marked for transfer; its value is what the page receives.
    const { analysis: first, waveform } = (answer as unknown as { value: typeof answer }).value;
    expect(waveform.max).toHaveLength(800);
    expect(stages).toEqual(['loading', 'tempo', 'key', 'chroma']);
    expect(first.key).toMatchObject({ key: 'G', scale: 'major', camelot: '9B' });
    expect(Math.abs(first.bpm.tempo - 100)).toBeLessThanOrEqual(0.5);
    expect(first.spectrum).toHaveLength(160);
    expect(Math.max(...first.spectrum)).toBe(1);
    await api.analyze({ channels: [samples.slice(0, 44_100 * 4)] }, contextRecording([]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes an analysis failure on as an error, never an invented result', async () => {
    const api = createBpmKeyApi(async () => new Essentia(EssentiaWASM) as unknown as EssentiaLike);
    await expect(api.analyze({ channels: [new Float32Array(100)] }, contextRecording([]))).rejects.toThrow(
      'shorter than a second',
    );
  });
});
