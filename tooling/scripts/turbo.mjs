// Runs Turborepo with the root node_modules/.bin first on PATH as an absolute path: pnpm puts a
// relative `./node_modules/.bin` there, and turbo then fails to spawn `pnpm` inside packages.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const rootBin = fileURLToPath(new URL('../../node_modules/.bin', import.meta.url));

export function turboEnv() {
  return { ...process.env, PATH: `${rootBin}:${process.env.PATH ?? ''}`, TURBO_TELEMETRY_DISABLED: '1' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = spawnSync(`${rootBin}/turbo`, process.argv.slice(2), { stdio: 'inherit', env: turboEnv() });
  process.exit(result.status ?? 1);
}
