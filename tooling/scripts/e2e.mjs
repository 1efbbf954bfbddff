// `pnpm e2e [<tool-id>|site] [more vitest args]`: builds the site and the catalogue (a cache hit when
// nothing changed), then runs the end-to-end tests of one tool (packages/tool-<id>/e2e), of the
// site shell (apps/site/e2e) or, with no argument, all of them, in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rootBin, turboEnv } from './turbo.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const [target, ...rest] = process.argv.slice(2);

let files = [];
if (target === 'site') files = ['apps/site/e2e/'];
else if (target && !target.startsWith('-')) {
  const dir = join('packages', `tool-${target}`, 'e2e');
  if (!existsSync(join(root, dir))) {
    console.error(`e2e: no ${dir}/ (give a tool id such as json-tools, or "site" for the shell's tests)`);
    process.exit(1);
  }
  files = [`${dir}/`];
}
const extra = target?.startsWith('-') ? [target, ...rest] : rest;

const run = (command, args, cwd) =>
  spawnSync(command, args, { cwd, stdio: 'inherit', env: turboEnv() }).status ?? 1;

const built = run(
  join(rootBin, 'turbo'),
  ['run', 'build', '--filter=@toolbox/site...', '--filter=@toolbox/storybook', '--output-logs=errors-only'],
  root,
);
if (built !== 0) process.exit(built);
process.exit(
  run(
    join(root, 'apps/site/node_modules/.bin/vitest'),
    ['run', '--config', 'vitest.e2e.config.ts', ...files, ...extra],
    join(root, 'apps/site'),
  ),
);
