// Benchmark: what an app that installs a tool package pays (package-build CONTEXT.md): each tool's
// published UI entry bundled as an app would (minified, gzip), with the packages it imports
// (@toolbox/ui, kit, lucide, Radix…) but not the peers (React, i18next), and only what loads with
// it (lazy chunks such as workers and engines are not counted); and its precompiled stylesheet.
// Sizes are the same on any machine: they need no anchor.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KB = 1024;
const PEERS = ['react', 'react-dom', 'i18next', 'react-i18next'];
/** Budgets in KB gzip, the same as a tool page's own share on the site (bundle-size.mjs). */
const ENTRY_TARGET_KB = 170;
const STYLES_TARGET_KB = 30;

/** Gzip bytes of the entry and every chunk it imports statically. */
async function entrySize(entry) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'] },
      rollupOptions: { external: (id) => PEERS.some((peer) => id === peer || id.startsWith(`${peer}/`)) },
    },
    worker: { format: 'es' },
  });
  const chunks = new Map(
    [output]
      .flat()
      .flatMap((result) => result.output)
      .filter((item) => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const seen = new Set();
  const visit = (fileName) => {
    if (seen.has(fileName) || !chunks.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName).imports) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...seen].reduce((sum, fileName) => sum + gzipSync(chunks.get(fileName).code).length, 0);
}

export async function packageSizeBench({ log }) {
  log('building the packages (a cache hit when nothing changed)');
  const built = spawnSync(
    join(root, 'node_modules/.bin/turbo'),
    ['run', 'build', '--filter=./packages/*', '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('building the packages failed');
  const rows = [];
  for (const name of readdirSync(join(root, 'packages')).filter((dir) => dir.startsWith('tool-'))) {
    const dir = join(root, 'packages', name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const entry = await entrySize(join(dir, manifest.exports['./ui'].import));
    const styles = gzipSync(readFileSync(join(dir, 'dist/styles.css'))).length;
    rows.push(
      {
        label: `${manifest.name}/ui`,
        value: (entry / KB).toFixed(1),
        unit: 'KB gzip',
        target: `≤ ${ENTRY_TARGET_KB}`,
        pass: entry <= ENTRY_TARGET_KB * KB,
      },
      {
        label: `${manifest.name}/styles.css`,
        value: (styles / KB).toFixed(1),
        unit: 'KB gzip',
        target: `≤ ${STYLES_TARGET_KB}`,
        pass: styles <= STYLES_TARGET_KB * KB,
      },
    );
  }
  return { name: 'tool packages: entry and stylesheet', rows, pass: rows.every((row) => row.pass) };
}
