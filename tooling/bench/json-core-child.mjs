// Runs in its own Node process, spawned by json-vs-jq.mjs:
//   node json-core-child.mjs <bundled core> <data file> time|plain|verify
// `time`: reads the file, times only runJsonTool format (wall and CPU, whole call and the part until
// the formatted text exists), prints { ms, cpuMs, formatMs, formatCpuMs, maxRssKb, outputLength }.
// `plain`: the same for plain V8, JSON.stringify(JSON.parse(text), null, 2): the anchor.
// `verify`: checks that the formatted output parses to the same value as the input.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { peakRssKb } from './peak-rss.mjs';

const [corePath, dataPath, mode = 'time'] = process.argv.slice(2);
const { runJsonTool } = await import(pathToFileURL(corePath).href);
const input = readFileSync(dataPath, 'utf8');

const hashOf = (text) =>
  createHash('sha256')
    .update(JSON.stringify(JSON.parse(text)))
    .digest('hex');

/** CPU time of this process (all its threads, the engine's GC helpers included), in ms. */
const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

if (mode === 'time') {
  const cpu = process.cpuUsage();
  const start = performance.now();
  // The tool reports 'measuring' once the formatted text exists: what follows is the UTF-8 sizes
  // and the character count, which plain V8 does not compute.
  let formatted;
  const result = runJsonTool({
    mode: 'format',
    input,
    indent: '2',
    onProgress: (_ratio, stage) => {
      if (stage === 'measuring') formatted = { ms: performance.now() - start, cpuMs: cpuMs(cpu) };
    },
  });
  const ms = performance.now() - start;
  const cpuUsed = cpuMs(cpu);
  const maxRssKb = peakRssKb();
  if (!result.validation.isValid || typeof result.output !== 'string' || !formatted) {
    throw new Error(`runJsonTool did not format the input: ${JSON.stringify(result.validation)}`);
  }
  process.stdout.write(
    JSON.stringify({
      ms,
      cpuMs: cpuUsed,
      formatMs: formatted.ms,
      formatCpuMs: formatted.cpuMs,
      maxRssKb,
      outputLength: result.output.length,
    }),
  );
} else if (mode === 'plain') {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const output = JSON.stringify(JSON.parse(input), null, 2);
  const ms = performance.now() - start;
  const cpuUsed = cpuMs(cpu);
  const maxRssKb = peakRssKb();
  process.stdout.write(JSON.stringify({ ms, cpuMs: cpuUsed, maxRssKb, outputLength: output.length }));
} else if (mode === 'verify') {
  const result = runJsonTool({ mode: 'format', input, indent: '2' });
  if (typeof result.output !== 'string') throw new Error('runJsonTool returned no output');
  const inputHash = hashOf(input);
  const outputHash = hashOf(result.output);
  const indented = result.output.startsWith('{\n  "') || result.output.startsWith('[\n  ');
  process.stdout.write(JSON.stringify({ same: inputHash === outputHash, inputHash, outputHash, indented }));
} else {
  throw new Error(`unknown mode ${mode}`);
}
