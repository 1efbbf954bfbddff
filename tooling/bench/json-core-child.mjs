// Runs in its own Node process, spawned by json-vs-jq.mjs:
//   node json-core-child.mjs <bundled core> <data file> time|plain|verify
// `time`: reads the file, times only runJsonTool format, prints { ms, maxRssKb, outputLength }.
// `plain`: the same for plain V8, JSON.stringify(JSON.parse(text), null, 2): the anchor.
// `verify`: checks that the formatted output parses to the same value as the input.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const [corePath, dataPath, mode = 'time'] = process.argv.slice(2);
const { runJsonTool } = await import(pathToFileURL(corePath).href);
const input = readFileSync(dataPath, 'utf8');

const hashOf = (text) =>
  createHash('sha256')
    .update(JSON.stringify(JSON.parse(text)))
    .digest('hex');

if (mode === 'time') {
  const start = performance.now();
  const result = runJsonTool({ mode: 'format', input, indent: '2' });
  const ms = performance.now() - start;
  const maxRssKb = process.resourceUsage().maxRSS;
  if (!result.validation.isValid || typeof result.output !== 'string') {
    throw new Error(`runJsonTool did not format the input: ${JSON.stringify(result.validation)}`);
  }
  process.stdout.write(JSON.stringify({ ms, maxRssKb, outputLength: result.output.length }));
} else if (mode === 'plain') {
  const start = performance.now();
  const output = JSON.stringify(JSON.parse(input), null, 2);
  const ms = performance.now() - start;
  const maxRssKb = process.resourceUsage().maxRSS;
  process.stdout.write(JSON.stringify({ ms, maxRssKb, outputLength: output.length }));
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
