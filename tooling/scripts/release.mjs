// `pnpm release [--dry-run]`: publishes every publishable package at the version changesets gave
// them (`pnpm changeset version` first). Builds them, packs each and checks the tarball is
// complete (every export's files, README, LICENSE; no tests, stories or e2e files, no `workspace:`
// range left), then runs `changeset publish`. With --dry-run it stops before publishing: CI runs
// that (tooling/example-app) so an incomplete tarball is found before a release.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rootBin, turboEnv } from './turbo.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dryRun = process.argv.includes('--dry-run');

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: turboEnv() });
  if (result.status !== 0) {
    console.error(`release: ${command} ${args.join(' ')} failed\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
  return result.stdout;
}

/** Every file an export can point at (types, import, default), as paths inside the tarball. */
function exportedFiles(exports) {
  return Object.values(exports).flatMap((target) =>
    typeof target === 'string'
      ? [target]
      : // An export with only the source condition is for the workspace (test fixtures): not published.
        [target.types, target.import, target.default].filter(Boolean),
  );
}

/** What is wrong with a packed tarball, or nothing. */
export function tarballProblems(files, packedManifest) {
  const problems = [];
  for (const file of exportedFiles(packedManifest.exports ?? {})) {
    const path = `package/${file.replace(/^\.\//, '')}`;
    if (file.includes('*')) {
      const [prefix, suffix] = path.split('*');
      if (!files.some((entry) => entry.startsWith(prefix) && entry.endsWith(suffix)))
        problems.push(`no file for export ${file}`);
    } else if (!files.includes(path)) problems.push(`missing ${file}`);
  }
  for (const required of ['package/README.md', 'package/LICENSE', 'package/package.json'])
    if (!files.includes(required)) problems.push(`missing ${required.slice('package/'.length)}`);
  for (const file of files)
    if (/\.(test|stories)\.|\/e2e\/|\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      problems.push(`ships ${file.slice('package/'.length)}`);
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
    for (const [name, range] of Object.entries(packedManifest[field] ?? {}))
      if (range.startsWith('workspace:')) problems.push(`${field} ${name}: ${range}`);
  return problems;
}

function publishablePackages() {
  return readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Building the publishable packages…');
  run(join(rootBin, 'turbo'), ['run', 'build', '--filter=./packages/*', '--output-logs=errors-only']);
  const packs = mkdtempSync(join(tmpdir(), 'toolbox-release-'));
  let failed = false;
  try {
    for (const { dir, manifest } of publishablePackages()) {
      run(join(rootBin, 'pnpm'), ['pack', '--pack-destination', packs], dir);
      const tarball = join(
        packs,
        `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`,
      );
      const files = run('tar', ['-tzf', tarball]).trim().split('\n');
      const packed = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json']));
      const problems = tarballProblems(files, packed);
      failed ||= problems.length > 0;
      console.log(
        problems.length === 0
          ? `✔ ${manifest.name}@${manifest.version}: ${files.length} files`
          : `✘ ${manifest.name}@${manifest.version}:\n  ${problems.join('\n  ')}`,
      );
    }
  } finally {
    rmSync(packs, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
  if (dryRun) {
    console.log('Dry run: every tarball is complete; nothing was published.');
  } else {
    const published = spawnSync(join(rootBin, 'changeset'), ['publish'], { cwd: root, stdio: 'inherit' });
    process.exit(published.status ?? 1);
  }
}
