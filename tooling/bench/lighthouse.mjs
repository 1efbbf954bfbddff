// Benchmark: Lighthouse (mobile preset) on the production site, in Debian's Chromium.
// Judged: accessibility 100 and cumulative layout shift < 0.05 on every page. Reported: the
// performance score (median of 3 runs: it is noisy on a 2-core machine) and total blocking time.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '@toolbox/e2e';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuilt } from './bundle-size.mjs';
import { startService } from './service.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const siteDir = join(here, '..', '..', 'apps', 'site');
const RUNS = 3;
const CLS_TARGET = 0.05;
/** The home page and three tool pages: a text tool, a file tool and a worker-heavy tool. */
const PAGES = ['/', '/tool/json-tools', '/tool/pdf-merge', '/tool/text-diff'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(chrome, url) {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    },
    // The default config is the mobile preset (Moto G Power, slow 4G, 4× CPU slowdown).
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    tbt: audits['total-blocking-time'].numericValue ?? 0,
    failedAccessibility: categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}

export async function lighthouseBench({ log = () => {} } = {}) {
  ensureBuilt(log);
  const server = await startService({ label: 'the production site', cwd: siteDir, script: 'server.js', log });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_ARGS,
  });
  const rows = [];
  const notes = [];
  let pass = true;
  try {
    for (const path of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        log(`${path}: run ${run + 1} of ${RUNS}`);
        runs.push(await audit(chrome, `${server.origin}${path}`));
      }
      const accessibility = Math.min(...runs.map((entry) => entry.accessibility));
      const cls = Math.max(...runs.map((entry) => entry.cls));
      const accessibilityOk = accessibility === 100;
      const clsOk = cls < CLS_TARGET;
      pass &&= accessibilityOk && clsOk;
      rows.push(
        {
          label: `${path} performance (median of ${RUNS}: ${runs.map((entry) => entry.performance).join(', ')})`,
          value: median(runs.map((entry) => entry.performance)),
          unit: 'score',
        },
        {
          label: `${path} accessibility (lowest of ${RUNS})`,
          value: accessibility,
          unit: 'score',
          target: '100',
          pass: accessibilityOk,
        },
        {
          label: `${path} CLS (highest of ${RUNS})`,
          value: cls.toFixed(3),
          target: `< ${CLS_TARGET}`,
          pass: clsOk,
        },
        {
          label: `${path} total blocking time (median of ${RUNS})`,
          value: Math.round(median(runs.map((entry) => entry.tbt))),
          unit: 'ms',
        },
      );
      const failed = [...new Set(runs.flatMap((entry) => entry.failedAccessibility))];
      if (failed.length > 0) notes.push(`${path}: accessibility audits not passed: ${failed.join(', ')}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  return {
    name: 'Lighthouse (mobile)',
    rows,
    target: 'accessibility 100, CLS < 0.05; performance reported',
    pass,
    notes,
  };
}
