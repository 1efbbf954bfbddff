import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@toolbox/e2e';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Linux: pids of processes started with `PORT=<port>` in their environment. */
function processesWithPort(port: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`PORT=${port}`);
      } catch {
        return false; // gone, or not ours to read
      }
    })
    .map(Number);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

let pnpm: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  if (pnpm?.exitCode === null) pnpm.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('pnpm start', () => {
  it('serves the built site on this machine and leaves nothing behind when pnpm is stopped', async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'toolbox-start-'));
    // The real pnpm process (not its shell shim), as a supervisor or a terminal would see it.
    const pnpmScript = join(root, 'node_modules/pnpm/bin/pnpm.cjs');
    expect(existsSync(pnpmScript)).toBe(true);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
    };
    delete env.PUBLIC_ORIGIN; // `pnpm start` fills it in for a loopback HOST
    delete env.NODE_ENV;
    pnpm = spawn(process.execPath, [pnpmScript, 'start'], { cwd: root, env, stdio: 'ignore' });
    const origin = `http://127.0.0.1:${port}`;
    await expect.poll(() => answers(`${origin}/api/health`), { timeout: 60_000, interval: 200 }).toBe(true);
    const html = await (await fetch(`${origin}/`)).text();
    expect(html).toContain(`rel="canonical" href="${origin}/"`);

    const started = processesWithPort(port).filter((pid) => pid !== pnpm?.pid);
    expect(started.length).toBeGreaterThan(0);
    pnpm.kill('SIGTERM');
    await expect.poll(() => answers(`${origin}/api/health`), { timeout: 20_000, interval: 200 }).toBe(false);
    await expect
      .poll(() => started.filter((pid) => existsSync(`/proc/${pid}`)), { timeout: 20_000, interval: 200 })
      .toEqual([]);
  });
});
