// `node tooling/scripts/with-postgres.mjs <command...>`: runs a command against a throwaway
// PostgreSQL cluster. It creates the cluster in a temp dir with Debian's initdb, starts it on a free
// loopback port (127.0.0.1 only, unix socket in the temp dir; trust auth, so only this machine can
// reach it, and only while the command runs), creates a database, runs the command with TEST_DATABASE_URL set, then stops the cluster and
// deletes the dir, also on failure or Ctrl-C, and exits with the command's exit code.
// The bench imports startPostgres() to run the API on the same kind of cluster.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DATABASE = 'toolbox_test';

/** Debian's server binaries (`/usr/lib/postgresql/<version>/bin`), newest version first. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}

function freePort() {
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
 * initdb and pg_ctl refuse to run as root: as root, run them as the `postgres` user that Debian's
 * package creates (runuser, else su).
 */
function asClusterOwner(command, args) {
  if (process.getuid?.() !== 0) return [command, args];
  if (spawnSync('sh', ['-c', 'command -v runuser'], { stdio: 'ignore' }).status === 0) {
    return ['runuser', ['-u', 'postgres', '--', command, ...args]];
  }
  const quoted = [command, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
  return ['su', ['postgres', '-s', '/bin/sh', '-c', quoted]];
}

function run(command, args, what) {
  const [file, argv] = asClusterOwner(command, args);
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (${file} ${argv.join(' ')}):\n${result.error?.message ?? ''}${result.stderr}`,
    );
  }
  return result.stdout;
}

function postgresUserIds() {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (result.status !== 0 || group.status !== 0) {
    throw new Error(
      "Running as root, but there is no `postgres` user to own the throwaway cluster (initdb refuses root); install Debian's postgresql package.",
    );
  }
  return { uid: Number(result.stdout), gid: Number(group.stdout) };
}

/**
 * Creates and starts a throwaway cluster. `durable: false` (tests) turns off fsync and synchronous
 * commit, which a cluster deleted afterwards does not need; the bench keeps PostgreSQL's defaults.
 * Returns `{ url, port, dir, stop() }`; `stop` is idempotent and never throws.
 */
export async function startPostgres({ durable = false, log = () => {} } = {}) {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: no /usr/lib/postgresql/*/bin/initdb. Install it with `apt-get install -y postgresql`.',
    );
  }
  // As root the cluster's owner must reach the dir: /tmp is world-traversable, a root TMPDIR may not be.
  const dir = mkdtempSync(join(process.getuid?.() === 0 ? '/tmp' : tmpdir(), 'toolbox-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    // Also after a failed or timed-out start, which can leave a server running.
    if (existsSync(join(data, 'postmaster.pid'))) {
      const [file, argv] = asClusterOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      spawnSync(file, argv, { stdio: 'ignore' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (process.getuid?.() === 0) {
      const { uid, gid } = postgresUserIds();
      chownSync(dir, uid, gid);
    }
    log(`initdb (${bin}) in ${dir}`);
    run(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      'initdb',
    );
    const settings = [
      '-c listen_addresses=127.0.0.1',
      // Each test file opens its own pool of up to 10 connections.
      '-c max_connections=200',
      `-k ${dir}`,
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ];
    // A free port can be taken between the check and the start: try a few.
    let port;
    let started = false;
    for (let attempt = 1; !started; attempt++) {
      port = await freePort();
      const [file, argv] = asClusterOwner(join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-l',
        logFile,
        '-w',
        '-t',
        '30',
        '-o',
        `${settings.join(' ')} -p ${port}`,
        'start',
      ]);
      const result = spawnSync(file, argv, { encoding: 'utf8' });
      if (result.status === 0) started = true;
      else if (attempt >= 3) {
        const serverLog = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        throw new Error(`pg_ctl start failed:\n${result.stderr}${serverLog}`);
      }
    }
    run(
      join(bin, 'createdb'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE],
      'createdb',
    );
    log(`PostgreSQL listening on 127.0.0.1:${port}`);
    return { url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`, port, dir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/** Runs `command` with TEST_DATABASE_URL on a throwaway cluster; resolves to its exit code. */
export async function withPostgres(command, args) {
  // Handlers go in before the cluster starts: a signal during start-up must still clean it up.
  let child;
  let interrupted;
  const onSignal = (signal) => {
    interrupted ??= signal;
    child?.kill(signal);
  };
  for (const signal of Object.keys(signalNumbers)) process.on(signal, onSignal);
  let cluster;
  try {
    cluster = await startPostgres({ log: (message) => console.error(`[with-postgres] ${message}`) });
    if (interrupted) return 128 + signalNumbers[interrupted];
    return await new Promise((resolve) => {
      child = spawn(command, args, {
        stdio: 'inherit',
        env: { ...process.env, TEST_DATABASE_URL: cluster.url },
      });
      child.on('error', (error) => {
        console.error(`[with-postgres] could not run ${command}: ${error.message}`);
        resolve(127);
      });
      child.on('exit', (code, signal) => resolve(code ?? 128 + (signalNumbers[signal] ?? 15)));
    });
  } finally {
    for (const signal of Object.keys(signalNumbers)) process.off(signal, onSignal);
    cluster?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node tooling/scripts/with-postgres.mjs <command...>');
    process.exit(2);
  }
  try {
    process.exit(await withPostgres(command, args));
  } catch (error) {
    console.error(`[with-postgres] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
