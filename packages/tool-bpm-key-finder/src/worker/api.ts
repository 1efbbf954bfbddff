import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { type Analysis, analyzeAudio } from '../core/analyze';
import type { EssentiaLike } from '../core/essentia';

/** Loads essentia (WebAssembly) once per worker: the page never carries it. */
export type EssentiaLoader = () => Promise<EssentiaLike>;

const STAGE_PROGRESS = { tempo: 'tempo', key: 'key', chroma: 'chroma' } as const;

/** The tool's analysis off the main thread; `load` is the browser's or a test's essentia. */
export function createBpmKeyApi(load: EssentiaLoader) {
  let essentia: Promise<EssentiaLike> | undefined;
  return {
    /** Tempo, key, chroma and spectrum of mono audio at 44.1 kHz. */
    async analyze({ samples }: { samples: Float32Array }, context: WorkerContext): Promise<Analysis> {
      context.progress(0, 'loading');
      essentia ??= load();
      const engine = await essentia;
      return analyzeAudio(engine, samples, (ratio, stage) => context.progress(ratio, STAGE_PROGRESS[stage]));
    },
  };
}

export type BpmKeyApi = ReturnType<typeof createBpmKeyApi>;
