// Starting the project's servers for a benchmark: one way for every bench module.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `node <script>` in `cwd` (the site's server.js or api-worker's src/main.ts, which Node runs
 * as TypeScript) in production mode on a free loopback port, with its embedded database in a
 * throwaway folder unless `env` names a database (`DATABASE_URL` or `PGLITE_DIR`), and resolves once GET /api/health answers.
 * An `env` value of `undefined` removes that variable. The process is never left behind: `stop()`
 * ends it (SIGTERM, then SIGKILL after 10 s), and it is killed if the bench itself exits.
 */
export async function startService({
  label,
  cwd,
  script,
  env = {},
  log = () => {},
  healthTimeoutMs = 30_000,
}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir =
    env.DATABASE_URL || env.PGLITE_DIR ? undefined : mkdtempSync(join(tmpdir(), 'toolbox-bench-db-'));
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    LOG_LEVEL: 'warn',
    ...(dataDir ? { PGLITE_DIR: dataDir } : {}),
    ...env,
  };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];

  // `toolbox-source`: the API's TypeScript imports workspace packages, which Node then reads from src/.
  const child = spawn(process.execPath, ['--conditions=toolbox-source', script], {
    cwd,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  log(`started ${label} (pid ${child.pid}) on ${origin}`);
  const deadline = Date.now() + healthTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${label} exited before it was healthy:\n${output}`);
    }
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${label} did not answer /api/health within ${healthTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop };
}
