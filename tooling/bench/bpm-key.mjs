// Benchmark: the BPM and key finder's analysis core (essentia.js WebAssembly) under Node, on
// generated tracks (clicks on every beat, a chord pad in the key). Targets (issue 15): tempo within
// ±0.5 BPM at 97, 128 and 140; the key right in at least 22 of the 24 major and minor keys; at most
// 2 s of analysis per minute of audio. Run in Node, not yet in the tool's worker (the tool's page is
// not built yet): the same WebAssembly, without the browser.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const cacheDir = join(here, '.cache');
const toolDir = join(here, '../../packages/tool-bpm-key-finder');
const TEMPOS = [97, 128, 140];
const KEY_TARGET = 22;
const MS_PER_MINUTE_TARGET = 2000;

async function bundleCore() {
  const outfile = join(cacheDir, 'bpm-key-core.mjs');
  await bundleForNode({
    outfile,
    contents: [
      `export { analyzeAudio, clickTrackWithChords, PITCH_CLASSES } from './src/core/index.ts';`,
      `import essentia from 'essentia.js';`,
      `export const { Essentia, EssentiaWASM } = essentia;`,
    ].join('\n'),
    resolveDir: toolDir,
    commonJs: true,
  });
  return outfile;
}

export async function bpmKeyBench({ log = () => {} } = {}) {
  const core = await import(pathToFileURL(await bundleCore()).href);
  const essentia = new core.Essentia(core.EssentiaWASM);
  // Warm-up: the first analysis compiles the WebAssembly's hot paths.
  core.analyzeAudio(essentia, core.clickTrackWithChords({ bpm: 120, key: 'C', scale: 'major', seconds: 10 }));

  const tempos = TEMPOS.map((bpm) => {
    log(`tempo ${bpm}`);
    const analysis = core.analyzeAudio(
      essentia,
      core.clickTrackWithChords({ bpm, key: 'D', scale: 'major', seconds: 30 }),
    );
    return { bpm, found: analysis.bpm.tempo, error: Math.abs(analysis.bpm.tempo - bpm) };
  });
  const keys = [];
  for (const key of core.PITCH_CLASSES)
    for (const scale of ['major', 'minor']) {
      log(`key ${key} ${scale}`);
      const analysis = core.analyzeAudio(
        essentia,
        core.clickTrackWithChords({ bpm: 110, key, scale, seconds: 20 }),
      );
      keys.push({ want: `${key} ${scale}`, found: `${analysis.key.key} ${analysis.key.scale}` });
    }
  const right = keys.filter((entry) => entry.want === entry.found).length;
  const minute = core.clickTrackWithChords({ bpm: 124, key: 'G', scale: 'minor', seconds: 60 });
  const times = [];
  for (let run = 0; run < 3; run++) {
    log(`one minute, run ${run + 1}/3`);
    const start = performance.now();
    core.analyzeAudio(essentia, minute);
    times.push(performance.now() - start);
  }
  const msPerMinute = [...times].sort((a, b) => a - b)[1];
  const tempoOk = tempos.every((entry) => entry.error <= 0.5);
  return {
    name: 'BPM and key finder core (essentia.js WebAssembly, Node): generated tracks',
    rows: [
      ...tempos.map((entry) => ({
        label: `tempo at ${entry.bpm} BPM (±0.5)`,
        value: entry.found.toFixed(1),
        unit: 'BPM',
      })),
      { label: `keys right of 24 (≥ ${KEY_TARGET})`, value: String(right), unit: '' },
      { label: 'analysis of one minute, median of 3 (≤ 2000)', value: msPerMinute.toFixed(0), unit: 'ms' },
    ],
    ratio: msPerMinute / MS_PER_MINUTE_TARGET,
    target: `tempo ±0.5; keys ≥ ${KEY_TARGET}/24; ≤ ${MS_PER_MINUTE_TARGET} ms per minute`,
    pass: tempoOk && right >= KEY_TARGET && msPerMinute <= MS_PER_MINUTE_TARGET,
    notes: keys
      .filter((entry) => entry.want !== entry.found)
      .map((entry) => `key ${entry.want} found as ${entry.found}`),
    details: [`one-minute runs (ms): ${times.map((time) => time.toFixed(0)).join(', ')}`],
  };
}
