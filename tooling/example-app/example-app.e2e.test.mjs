// The README's "Use a tool in your app", proven: the publishable packages are packed into
// tarballs, installed with npm into a copy of examples/react-app (no workspace links, no
// Tailwind), built with Vite, rendered on the server by plain Node importing the packages' dist/,
// and driven in Chromium: the tools work (one of them in a Web Worker), are styled, translated in
// en and zh, leave the host page's own styles alone, and the server HTML hydrates.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectPageErrors, launchBrowser } from '@toolbox/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PACKED = ['kit', 'ui', 'pdf-kit', 'tool-json-tools', 'tool-pdf-merge'];
const pnpm = join(root, 'node_modules/.bin/pnpm');

let work;
let server;
let baseUrl;
let launched;

// A package's dist can pass a megabyte (json-tools carries the jq WebAssembly jq-wasm inlines):
// the default 1 MB output buffer would end the command.
const run = (command, args, cwd) =>
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });

/** A small valid PDF of `pages` pages, each saying `label` and its number. */
function makePdf(pages, label) {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const kids = Array.from({ length: pages }, (_, index) => `${4 + index * 2} 0 R`).join(' ');
  objects.push(`<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let index = 0; index < pages; index++) {
    const content = `BT /F1 24 Tf 72 720 Td (${label} page ${index + 1}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let pdf = '%PDF-1.7\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n\r\n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves a folder as static files on a free loopback port. */
function serve(folder) {
  return new Promise((resolve) => {
    const httpServer = createServer((request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
      const file = join(folder, path === '/' ? 'index.html' : path);
      try {
        if (!file.startsWith(folder) || !statSync(file).isFile()) throw new Error('not a file');
        response.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
        response.end(readFileSync(file));
      } catch {
        response.writeHead(404).end();
      }
    });
    httpServer.listen(0, '127.0.0.1', () => resolve(httpServer));
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'toolbox-example-'));
  const packs = join(work, 'packs');
  // pnpm pack turns `workspace:^` into the real version range, as publishing does.
  for (const name of PACKED) run(pnpm, ['pack', '--pack-destination', packs], join(root, 'packages', name));
  const app = join(work, 'app');
  cpSync(join(root, 'examples/react-app'), app, {
    recursive: true,
    filter: (source) => !/node_modules|dist/.test(source.slice(root.length)),
  });
  const tarballs = readdirSync(packs).map((file) => join(packs, file));
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], app);
  run('npm', ['run', 'build'], app);
  server = await serve(join(app, 'dist'));
  baseUrl = `http://127.0.0.1:${server.address().port}`;
  launched = await launchBrowser();
});

afterAll(async () => {
  await launched?.close();
  server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function openPage(path) {
  const context = await launched.browser.newContext({ acceptDownloads: true, baseURL: baseUrl });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(path);
  return { page, errors };
}

describe('pnpm release --dry-run', () => {
  it('packs every publishable package completely', () => {
    const output = run(process.execPath, [join(root, 'tooling/scripts/release.mjs'), '--dry-run'], root);
    expect(output).toContain('Dry run: every tarball is complete');
    for (const name of ['kit', 'ui', 'pdf-kit', 'task-store', 'tool-json-tools', 'tool-pdf-merge'])
      expect(output).toContain(`✔ @toolbox/${name}@`);
  });
});

describe('a React app using the packed tool packages', () => {
  it('packs no tests, stories or e2e files, and no path of the machine that built it', () => {
    const packs = join(work, 'packs');
    for (const tarball of readdirSync(packs)) {
      const files = run('tar', ['-tzf', join(packs, tarball)])
        .trim()
        .split('\n');
      expect(
        files.filter((file) => /\.test\.|\.stories\.|\/e2e\/|\/src\/.*\.tsx?$/.test(file)),
        tarball,
      ).toEqual([]);
      expect(files, tarball).toEqual(expect.arrayContaining(['package/README.md', 'package/LICENSE']));
      const text = run('tar', ['-xzOf', join(packs, tarball), '--wildcards', 'package/dist/*.js']);
      expect(text.includes(root), tarball).toBe(false);
    }
  });

  it('runs the JSON tool styled, in English and Chinese, without restyling the host page', async () => {
    const { page, errors } = await openPage('/');
    await page.getByLabel('JSON input').fill('{"name":"Toolbox","tools":[1,2]}');
    const runButton = page.getByRole('button', { name: 'Run' });
    await runButton.click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue())
      .toBe('{\n  "name": "Toolbox",\n  "tools": [\n    1,\n    2\n  ]\n}');

    // Styled by the package's stylesheet: the primary button takes the theme colour, light and dark.
    await page.mouse.move(0, 0); // not hovered
    const background = () => runButton.evaluate((element) => getComputedStyle(element).backgroundColor);
    // (polled: the colour eases in over the button's transition)
    await expect.poll(background).toBe('rgb(37, 99, 235)');
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect.poll(background).toBe('rgb(96, 165, 250)');
    // The host's own elements keep the browser's and the host's styles (no global reset).
    const heading = page.getByRole('heading', { name: 'My app' });
    expect(await heading.evaluate((element) => getComputedStyle(element).marginTop)).not.toBe('0px');
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Georgia');

    await page.getByLabel('Language').selectOption('zh');
    await page.getByLabel('JSON 输入').waitFor();
    await page.getByRole('button', { name: '运行' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('merges PDFs in the tool’s Web Worker', async () => {
    const { page, errors } = await openPage('/');
    const files = [
      { name: 'first.pdf', mimeType: 'application/pdf', buffer: makePdf(2, 'First') },
      { name: 'second.pdf', mimeType: 'application/pdf', buffer: makePdf(1, 'Second') },
    ];
    await page.locator('input[type=file][accept*="pdf"]').setInputFiles(files);
    await page.getByText('The merged PDF will have 3 pages.').waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Merge PDFs' }).click();
    const merged = join(work, 'merged.pdf');
    await (await downloading).saveAs(merged);
    expect(readFileSync(merged).subarray(0, 5).toString()).toBe('%PDF-');
    expect(run('qpdf', ['--show-npages', merged]).trim()).toBe('3');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('gives a Tailwind 4 app the tools’ and the ui package’s classes through tailwind.css', async () => {
    const { compile } = await import('@tailwindcss/node');
    const { Scanner } = await import('@tailwindcss/oxide');
    // The app's stylesheet: Tailwind (from this package; the example app does not install it)
    // and the installed tool's one CSS entry, resolved from the app as its bundler would.
    const tailwind = createRequire(import.meta.url).resolve('tailwindcss/index.css');
    const input = `@import '${tailwind}';\n@import '@toolbox/tool-json-tools/tailwind.css';\n`;
    const compiler = await compile(input, { base: join(work, 'app/src'), onDependency: () => {} });
    const css = compiler.build(new Scanner({ sources: compiler.sources }).scan());
    expect(css).toContain('.min-h-64'); // the JSON tool's own editor
    expect(css).toContain('.bg-primary'); // the ui package's Button
    expect(css).toMatch(/--tb-primary: #2563eb/); // the tokens
  });

  it('renders on the server in Node and hydrates in the browser', async () => {
    const html = readFileSync(join(work, 'app/dist/server.html'), 'utf8');
    // The server's HTML already holds both tools, translated.
    expect(html).toContain('JSON input');
    expect(html).toContain('Merge PDFs');
    const { page, errors } = await openPage('/server.html');
    await page.getByLabel('JSON input').fill('[1,2]');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue())
      .toBe('[\n  1,\n  2\n]');
    // A hydration mismatch would be logged as an error.
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
