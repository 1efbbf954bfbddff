import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * Debian's chromium (never a downloaded browser): CHROMIUM_PATH, else the first of `chromium`,
 * `chromium-browser` on PATH. Fails with the install command when there is none.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH; try the next name
    }
  }
  throw new Error(
    'Chromium not found: install it with `apt-get install chromium fonts-wqy-microhei` or set CHROMIUM_PATH.',
  );
}

/** The flags this machine needs: no sandbox as root, and no background calls to the outside. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Launches headless Chromium; Playwright gives each launch a fresh temporary profile. `extraArgs`
 * add flags, such as a fake microphone playing a WAV file.
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<LaunchedBrowser> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
  return { browser, close: () => browser.close() };
}

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/** Starts the built site (`node server.js` in production mode) in `siteDir` and waits until it answers. */
export async function startSite({
  siteDir,
  env = {},
}: {
  siteDir: string;
  /** More environment; a function receives the chosen port (for origins that name it). */
  env?: Record<string, string> | ((port: number) => Record<string, string>);
}): Promise<RunningSite> {
  if (!existsSync(join(siteDir, 'build/server/index.js'))) {
    throw new Error(`No build in ${siteDir}: run \`pnpm build\` first.`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A throwaway embedded database per run, so tests never see an earlier run's rows.
  const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-e2e-db-'));
  // `toolbox-source`: the API's TypeScript imports workspace packages, which Node then reads from src/.
  const child: ChildProcess = spawn(process.execPath, ['--conditions=toolbox-source', 'server.js'], {
    cwd: siteDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Production requires the public origin: links, the sitemap and the API's Origin check use it.
      PUBLIC_ORIGIN: url,
      PGLITE_DIR: dataDir,
      ...(typeof env === 'function' ? env(port) : env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (Date.now() >= deadline) throw new Error(`The site did not start within 30 s:\n${output}`);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Console errors and uncaught page errors, to assert a page ran cleanly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export type { Browser, BrowserContext, Page };

/**
 * The JavaScript the page's main thread has loaded so far (scripts, module preloads and imports),
 * with each file's text, to check what runs there (e.g. that a tool's engine stays in its worker).
 * A worker's own script is fetched for the page but runs in the worker (its resource entry is not
 * a script or link), and what a worker imports is in the worker's timeline: neither is listed.
 */
export async function pageScripts(page: Page): Promise<Array<{ url: string; text: string }>> {
  const urls = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link')
      .map((entry) => entry.name)
      .filter((name) => /\.m?js(\?|$)/.test(name)),
  );
  return Promise.all(
    [...new Set(urls)].map(async (url) => ({ url, text: await (await page.request.get(url)).text() })),
  );
}

/**
 * Installed before the page loads: while `window.__holdWorkerResults` is true, a worker's final
 * answer (`type: 'result'`) waits until `window.__releaseWorkerResults()`; progress still comes
 * through. A test can then act while a job is surely still running, however fast the machine.
 */
export function holdWorkerResults() {
  const NativeWorker = window.Worker;
  const state = window as unknown as {
    __holdWorkerResults?: boolean;
    __heldWorkerResults?: number;
    __releaseWorkerResults?: () => void;
  };
  const held: Array<() => void> = [];
  const released = new WeakSet<Event>();
  state.__releaseWorkerResults = () => {
    state.__holdWorkerResults = false;
    for (const deliver of held.splice(0)) deliver();
  };
  window.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      // The first listener: it runs before the page's own and can stop them seeing the answer.
      this.addEventListener('message', (event) => {
        if (!state.__holdWorkerResults || released.has(event) || event.data?.type !== 'result') return;
        event.stopImmediatePropagation();
        held.push(() => {
          const again = new MessageEvent('message', { data: event.data });
          released.add(again);
          this.dispatchEvent(again);
        });
        state.__heldWorkerResults = held.length;
      });
    }
  };
}

/**
 * The JPEG with an EXIF segment written by hand (ImageMagick writes none for a new picture):
 * orientation 6 ("turn 90° clockwise") and a GPS latitude of 51° 30′ N, so a test can check that
 * the image tools turn photos upright and keep or strip the position.
 */
export function jpegWithExif(jpeg: Buffer): Buffer {
  const gpsAt = 8 + 2 + 2 * 12 + 4;
  const rationalsAt = gpsAt + 2 + 2 * 12 + 4;
  const tiff = Buffer.alloc(rationalsAt + 24);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  tiff.writeUInt16LE(0x0112, 10); // Orientation, SHORT 6
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(6, 18);
  tiff.writeUInt16LE(0x8825, 22); // GPS IFD pointer
  tiff.writeUInt16LE(4, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt32LE(gpsAt, 30);
  tiff.writeUInt16LE(2, gpsAt);
  tiff.writeUInt16LE(0x0001, gpsAt + 2); // GPSLatitudeRef "N"
  tiff.writeUInt16LE(2, gpsAt + 4);
  tiff.writeUInt32LE(2, gpsAt + 6);
  tiff.write('N\0', gpsAt + 10, 'latin1');
  tiff.writeUInt16LE(0x0002, gpsAt + 14); // GPSLatitude, 3 RATIONALs
  tiff.writeUInt16LE(5, gpsAt + 16);
  tiff.writeUInt32LE(3, gpsAt + 18);
  tiff.writeUInt32LE(rationalsAt, gpsAt + 22);
  for (const [index, value] of [51, 1, 30, 1, 0, 1].entries())
    tiff.writeUInt32LE(value, rationalsAt + index * 4);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 255]);
  const at = jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2; // after the JFIF segment
  return Buffer.concat([jpeg.subarray(0, at), header, payload, jpeg.subarray(at)]);
}

/** Clicks the button with this exact accessible name and returns the download it starts. */
export async function downloadFrom(page: Page, buttonName: string): Promise<{ name: string; path: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), path: (await file.path()) as string };
}
