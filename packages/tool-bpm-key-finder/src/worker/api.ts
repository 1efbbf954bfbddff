import { transfer, type WorkerContext } from '@toolbox/kit/worker-expose';
import { type Analysis, analyzeAudio, mixToMono } from '../core/analyze';
import type { EssentiaLike } from '../core/essentia';
import { type Waveform, waveformOf } from '../core/waveform';

/** Loads essentia (WebAssembly) once per worker: the page never carries it. */
export type EssentiaLoader = () => Promise<EssentiaLike>;

const STAGE_PROGRESS = { tempo: 'tempo', key: 'key', chroma: 'chroma' } as const;

export interface AnalyzedAudio {
  analysis: Analysis;
  waveform: Waveform;
}

/** The tool's analysis off the main thread; `load` is the browser's or a test's essentia. */
export function createBpmKeyApi(load: EssentiaLoader) {
  let essentia: Promise<EssentiaLike> | undefined;
  return {
    /**
     * Tempo, key, chroma and spectrum of audio at 44.1 kHz, and its waveform: the channels are
     * mixed to mono here, so the page does no pass over the samples.
     */
    async analyze(
      { channels }: { channels: Float32Array[] },
      context: WorkerContext,
    ): Promise<AnalyzedAudio> {
      context.progress(0, 'loading');
      essentia ??= load();
      const engine = await essentia;
      const samples = mixToMono(channels);
      const analysis = analyzeAudio(engine, samples, (ratio, stage) =>
        context.progress(ratio, STAGE_PROGRESS[stage]),
      );
      const waveform = waveformOf(samples);
      return transfer({ analysis, waveform }, [waveform.min.buffer, waveform.max.buffer]);
    },
  };
}

export type BpmKeyApi = ReturnType<typeof createBpmKeyApi>;
