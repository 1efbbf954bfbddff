// Benchmark: the BPM and key finder's analysis (essentia.js WebAssembly) on generated tracks (clicks
// on every beat, a chord pad in the key). Targets (issue 15): tempo within ±0.5 BPM at 97, 128 and
// 140; the key right in at least 22 of the 24 major and minor keys; at most 2 s of analysis per
// minute of audio in the worker. Accuracy is measured on the core under Node; the time both under
// Node and in the tool's own worker in Chromium (the built site's worker file, the same minute of
// audio), which is the figure the target judges; their ratio shows what the browser adds.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';
import { median, siteDir, withToolPage } from './site.mjs';

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

/**
 * Runs in the page: starts the tool's worker from the built site, sends it the samples the way the
 * page does (the bridge's `call` message), and times each answer. The first run includes fetching
 * and compiling the 2 MB WebAssembly.
 */
function timeWorkerInPage({ workerUrl, base64, runs }) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const worker = new Worker(workerUrl, { type: 'module' });
  const times = [];
  let id = 0;
  const once = () =>
    new Promise((resolve, reject) => {
      const samples = new Float32Array(bytes.buffer.slice(0));
      const callId = ++id;
      const started = performance.now();
      const listen = (event) => {
        if (event.data.id !== callId || event.data.type === 'progress') return;
        worker.removeEventListener('message', listen);
        if (event.data.type === 'error') reject(new Error(event.data.error.message));
        else resolve({ ms: performance.now() - started, bpm: event.data.value.analysis.bpm.tempo });
      };
      worker.addEventListener('message', listen);
      worker.postMessage({ type: 'call', id: callId, method: 'analyze', input: { channels: [samples] } }, [
        samples.buffer,
      ]);
    });
  return (async () => {
    for (let run = 0; run < runs; run++) times.push(await once());
    worker.terminate();
    return times;
  })();
}

async function workerMinute(log, minute) {
  const workerFile = readdirSync(join(siteDir, 'build', 'client', 'assets')).find((name) =>
    /^bpm-key-finder\.worker-.+\.js$/.test(name),
  );
  if (!workerFile) throw new Error('no bpm-key-finder worker in apps/site/build: build the site');
  const base64 = Buffer.from(minute.buffer, minute.byteOffset, minute.byteLength).toString('base64');
  return withToolPage(log, '/tool/bpm-key-finder', async ({ page }) => {
    log('one minute in the worker, 1 + 3 runs');
    return page.evaluate(timeWorkerInPage, { workerUrl: `/assets/${workerFile}`, base64, runs: 4 });
  });
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
  const nodeMsPerMinute = median(times);
  const inWorker = await workerMinute(log, minute);
  const [first, ...warm] = inWorker;
  const msPerMinute = median(warm.map((run) => run.ms));
  const tempoOk = tempos.every((entry) => entry.error <= 0.5);
  return {
    name: 'BPM and key finder (essentia.js WebAssembly): generated tracks, core under Node and the tool worker in Chromium',
    rows: [
      ...tempos.map((entry) => ({
        label: `tempo at ${entry.bpm} BPM (±0.5)`,
        value: entry.found.toFixed(1),
        unit: 'BPM',
      })),
      { label: `keys right of 24 (≥ ${KEY_TARGET})`, value: String(right), unit: '' },
      { label: 'one minute in the worker, median of 3 (≤ 2000)', value: msPerMinute.toFixed(0), unit: 'ms' },
      {
        label: 'one minute in the worker, first run (WebAssembly compile)',
        value: first.ms.toFixed(0),
        unit: 'ms',
      },
      { label: 'one minute under Node, median of 3', value: nodeMsPerMinute.toFixed(0), unit: 'ms' },
      { label: 'worker / Node', value: (msPerMinute / nodeMsPerMinute).toFixed(2), unit: '×' },
    ],
    ratio: msPerMinute / MS_PER_MINUTE_TARGET,
    target: `tempo ±0.5; keys ≥ ${KEY_TARGET}/24; ≤ ${MS_PER_MINUTE_TARGET} ms per minute`,
    pass: tempoOk && right >= KEY_TARGET && msPerMinute <= MS_PER_MINUTE_TARGET,
    notes: keys
      .filter((entry) => entry.want !== entry.found)
      .map((entry) => `key ${entry.want} found as ${entry.found}`),
    details: [
      `one-minute runs under Node (ms): ${times.map((time) => time.toFixed(0)).join(', ')}`,
      `one-minute runs in the worker (ms): ${inWorker.map((run) => run.ms.toFixed(0)).join(', ')}; BPM found ${inWorker[0]?.bpm}`,
    ],
  };
}
