import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { downloadFrom, type Page, type RunningSite, startSite } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, pageLabels } from '../../../packages/tool-pdf-merge/src/core/test-pdfs';

// The installable, offline site: its service worker, in a browser profile of its own per test.
// Each test starts its own server, since the offline test stops it (the strongest proof that
// nothing comes from the network) and the update test serves a changed /sw.js.
const siteDir = fileURLToPath(new URL('..', import.meta.url));
const { state, baseUrl } = setupBrowserPage({ serviceWorkers: 'allow' });
let site: RunningSite | undefined;
let folder: string;
let alpha: string;
let beta: string;
let picture: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'offline-e2e-'));
  alpha = join(folder, 'alpha.pdf');
  beta = join(folder, 'beta.pdf');
  await writeFile(alpha, await makePdf('Alpha', 3, 301));
  await writeFile(beta, await makePdf('Beta', 2, 302));
  picture = join(folder, 'picture.png');
  execFileSync('convert', ['-size', '60x40', 'gradient:red-blue', picture]);
});

afterEach(async () => {
  await site?.stop();
  site = undefined;
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Opens a page and waits until it is hydrated; for a tool, until it is ready and stored offline. */
async function visit(page: Page, url: string, tool?: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  if (!tool) return;
  await page.locator(`html[data-tool-ready="${tool}"]`).waitFor({ state: 'attached' });
  await page.locator(`html[data-offline-tool="${tool}"]`).waitFor({ state: 'attached' });
}

async function formatJson(page: Page, labels: { input: string; run: string; result: string }) {
  await page.getByLabel(labels.input).fill('{"offline":true,"tools":[1,2]}');
  await page.getByRole('button', { name: labels.run, exact: true }).click();
  const result = page.getByRole('textbox', { name: labels.result });
  await expect
    .poll(() => result.inputValue())
    .toBe('{\n  "offline": true,\n  "tools": [\n    1,\n    2\n  ]\n}');
}

describe('installable', () => {
  it('serves the worker and the manifests unhashed but revalidated, links the manifest, and never serves the chunk graph', async () => {
    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toContain('javascript');
    const script = await worker.text();
    expect(script).not.toContain('__WB_MANIFEST');
    expect(script).toContain('"url":"offline/zh.html"');
    for (const path of ['/manifest.webmanifest', '/zh/manifest.webmanifest']) {
      const manifest = await fetch(`${baseUrl}${path}`);
      expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(`${baseUrl}/.vite/manifest.json`)).status).toBe(404);
    const page = await fetch(`${baseUrl}/zh/`);
    expect(page.headers.get('content-security-policy')).toContain("manifest-src 'self'");
    expect(await page.text()).toContain('<link rel="manifest" href="/zh/manifest.webmanifest"/>');
  });
});

describe('offline', () => {
  it('after one visit, JSON, PDF merge and the image compressor work with the server stopped and the browser offline, in both languages', async () => {
    site = await startSite({ siteDir });
    const { page } = state;
    const at = (path: string) => `${(site as RunningSite).url}${path}`;

    // One visit online. The first page is stored once the worker controls it.
    await visit(page, at('/'));
    await page.locator('html[data-offline-ready="true"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(at('/sw.js'));
    // A client-side navigation, so its data request is stored too.
    await page.getByRole('link', { name: 'JSON Tools', exact: true }).first().click();
    await page.locator('html[data-offline-tool="json-tools"]').waitFor({ state: 'attached' });
    await visit(page, at('/tool/pdf-merge'), 'pdf-merge');
    await visit(page, at('/tool/image-compressor'), 'image-compressor');
    await visit(page, at('/zh/tool/json-tools'), 'json-tools');
    await visit(page, at('/tool/web-crawler'), 'web-crawler');
    await visit(page, at('/'));

    // The network goes away: the server stops, and Chromium is told it is offline.
    await (site as RunningSite).stop();
    await expect(fetch(at('/api/health'))).rejects.toThrow();
    await page.context().setOffline(true);
    // Requests that fail offline (the crawler's page asks nothing, but the browser may) are expected.
    state.allowErrors.push(/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to fetch/);

    // Home from the cache, then a client-side navigation whose data comes from the cache.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'JSON Tools', exact: true }).first().click();
    await page.locator('html[data-tool-ready="json-tools"]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await formatJson(page, { input: 'JSON input', run: 'Run', result: 'Result' });

    // PDF merge: two PDFs made here, merged in the tool's worker, downloaded.
    await visit(page, at('/tool/pdf-merge'));
    await page.locator('html[data-tool-ready="pdf-merge"]').waitFor({ state: 'attached' });
    await page.locator('input[type=file]').setInputFiles([alpha, beta]);
    await page.getByText('The merged PDF will have 5 pages.').waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Merge PDFs' }).click();
    const merged = await readFile((await (await downloading).path()) as string);
    expect(await pageLabels(merged)).toEqual(['301:1', '301:2', '301:3', '302:1', '302:2']);

    // Image compressor: PNG to AVIF, whose WASM encoder was stored on the first visit (never used).
    await visit(page, at('/tool/image-compressor'));
    await page.locator('html[data-tool-ready="image-compressor"]').waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: 'Format' }).click();
    await page.getByLabel('Output format').selectOption('avif');
    await page.locator('input[type=file]').setInputFiles([picture]);
    await page.getByText('1 image compressed.').waitFor();
    const avif = await downloadFrom(page, 'Download compressed_picture.avif');
    const avifBytes = await readFile(avif.path);
    expect(avifBytes.subarray(4, 12).toString('latin1')).toBe('ftypavif');

    // Chinese: the same tool, its Chinese page from the cache.
    await visit(page, at('/zh/tool/json-tools'));
    await page.locator('html[data-tool-ready="json-tools"]').waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await formatJson(page, { input: 'JSON 输入', run: '运行', result: '结果' });

    // A server feature says it needs a connection instead of failing unexplained.
    await visit(page, at('/tool/web-crawler'));
    await page
      .getByRole('status')
      .filter({ hasText: 'This tool needs a connection to the server' })
      .waitFor();

    // A page never opened: the translated offline page, not the browser's error.
    await page.goto(at('/tool/text-diff'));
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    await page.goto(at('/zh/tool/text-diff'));
    await page.getByRole('heading', { level: 1, name: '你已离线' }).waitFor();
  });

  it('a new version shows "Update available" and its Reload moves the page to it in one reload', async () => {
    // The built site served from a folder of links to it, with a real copy of sw.js to change.
    const copy = await mkdtemp(join(tmpdir(), 'offline-update-e2e-'));
    try {
      copyFileSync(join(siteDir, 'server.js'), join(copy, 'server.js'));
      copyFileSync(join(siteDir, 'package.json'), join(copy, 'package.json'));
      symlinkSync(join(siteDir, 'node_modules'), join(copy, 'node_modules'));
      mkdirSync(join(copy, 'build/client'), { recursive: true });
      for (const entry of readdirSync(join(siteDir, 'build'))) {
        if (entry !== 'client') symlinkSync(join(siteDir, 'build', entry), join(copy, 'build', entry));
      }
      for (const entry of readdirSync(join(siteDir, 'build/client'))) {
        const from = join(siteDir, 'build/client', entry);
        if (entry === 'sw.js') copyFileSync(from, join(copy, 'build/client', entry));
        else symlinkSync(from, join(copy, 'build/client', entry));
      }
      site = await startSite({ siteDir: copy });
      const { page } = state;
      await visit(page, `${site.url}/`);
      await page.locator('html[data-offline-ready="true"]').waitFor({ state: 'attached' });

      // A new version is deployed: the worker's bytes change.
      await appendFile(join(copy, 'build/client/sw.js'), '\n// the next version\n');
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await page.getByText('Update available').waitFor();
      const waiting = () =>
        page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
      // It waits for the user: the page keeps running on the version it loaded.
      expect(await waiting()).toBe(true);

      await page.evaluate(() => {
        (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
      });
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload', exact: true }).click();
      await reloaded;
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(
        await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
      ).toBeUndefined();
      // The waiting worker took over: none waits any more, and it controls the reloaded page.
      expect(await waiting()).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    } finally {
      await site?.stop();
      site = undefined;
      await rm(copy, { recursive: true, force: true });
    }
  });
});
