// What the benchmarks that drive Chromium on the production site share: the site lock, the build,
// a page on the running site (`withToolPage`), and the long-task observer with a check that the
// browser's reports can be trusted.
// Node 24 strips the types of the TypeScript e2e helper itself (it uses no TS-only runtime syntax).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, startSite } from '../e2e/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..', '..');
export const siteDir = join(root, 'apps', 'site');
const LOCK = '/tmp/toolbox-site.lock';

/**
 * Holds the shared site lock for the whole run (the build and the e2e suite take it too), so no one
 * rebuilds the site under our server and no e2e run competes for the 2 cores while we measure.
 * Resolves to the function that releases it.
 */
export async function acquireSiteLock(log) {
  const holder = spawn('flock', [LOCK, '-c', 'echo locked; cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  log(`waiting for ${LOCK}`);
  await new Promise((resolve, reject) => {
    holder.stdout.once('data', resolve);
    holder.once('exit', (code) => reject(new Error(`flock exited with ${code}`)));
    holder.once('error', reject);
  });
  return () => holder.stdin.end();
}

/** Builds the site when `apps/site/build` is missing (rebuild yourself after changing it). */
export function ensureSiteBuilt(log) {
  if (existsSync(join(siteDir, 'build', 'server', 'index.js'))) return;
  log('apps/site/build is missing: building the site');
  const result = spawnSync('npx', ['-y', 'pnpm@10.34.9', '--filter', '@toolbox/site...', 'build'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) throw new Error('building @toolbox/site failed');
}

/** Runs in the page: a deliberate 120 ms busy loop, and the longest task the observer reports. */
function busyLoopInPage() {
  return new Promise((resolve) => {
    const seen = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    setTimeout(() => {
      const end = performance.now() + 120;
      while (performance.now() < end) {
        // busy on purpose
      }
      setTimeout(() => {
        observer.disconnect();
        resolve(Math.max(0, ...seen));
      }, 200);
    }, 0);
  });
}

/** Proves the longtask observer works in this browser: a 120 ms busy loop must be reported. */
export async function calibrateLongTasks(page, log) {
  const seen = await page.evaluate(busyLoopInPage);
  if (seen < 100) throw new Error(`the longtask observer missed a 120 ms task (saw ${seen} ms)`);
  log(`calibration: a 120 ms busy loop was reported as ${seen.toFixed(0)} ms`);
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts recording the page's main-thread tasks over 50 ms (the Long Tasks API). */
export async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

/** The longest task recorded since `watchLongTasks` (0 when none), a moment after the work: they are reported late. */
export async function longestTask(page) {
  await page.waitForTimeout(200);
  return page.evaluate(() => Math.max(0, ...window.__longTasks));
}

/**
 * Runs `measure` with a Chromium page on the production site (built first when needed), opened
 * on `path` with the long-task observer calibrated there; the browser, the server and the site
 * lock are released whatever happens.
 */
export async function withToolPage(log, path, measure) {
  const release = await acquireSiteLock(log);
  let site;
  let launched;
  try {
    ensureSiteBuilt(log);
    site = await startSite({ siteDir });
    launched = await launchBrowser();
    const page = await launched.browser.newPage();
    await page.goto(`${site.url}${path}`);
    await calibrateLongTasks(page, log);
    return await measure({ page, origin: site.url });
  } finally {
    await launched?.close();
    await site?.stop();
    release();
  }
}
