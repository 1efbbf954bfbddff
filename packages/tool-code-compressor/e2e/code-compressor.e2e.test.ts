import { readFile } from 'node:fs/promises';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

async function openTool(path = '/tool/code-compressor') {
  await open(path, { tool: 'code-compressor' });
  return state.page;
}

const JS = 'function add(first, second) {\n  // sum\n  return first + second;\n}\n';

describe('code-compressor', () => {
  it('minifies JavaScript in the worker, shows the stats, and downloads code.min.js', async () => {
    const page = await openTool();
    await page.getByLabel('Input code').fill(JS);
    await page.getByRole('button', { name: 'Process' }).click();
    const output = page.getByRole('textbox', { name: 'Output code' });
    await expect.poll(() => output.inputValue(), { timeout: 20_000 }).toBe('function add(n,d){return n+d}');
    const stats = page.getByRole('region', { name: 'Statistics' });
    expect(await stats.getByTestId('stat-originalSize').textContent()).toBe('66 bytes');
    expect(await stats.getByTestId('stat-compressedSize').textContent()).toBe('29 bytes');
    expect(await stats.getByTestId('stat-ratio').textContent()).toBe('56.1%');
    expect(await stats.getByTestId('stat-originalLines').textContent()).toBe('4');
    expect(await stats.getByTestId('stat-compressedLines').textContent()).toBe('1');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('code.min.js');
    expect(await readFile(await download.path(), 'utf8')).toBe('function add(n,d){return n+d}');
  });

  it('beautifies JavaScript and minifies and beautifies CSS, downloading .css', async () => {
    const page = await openTool();
    const output = page.getByRole('textbox', { name: 'Output code' });
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Beautify' }).click();
    await page.getByLabel('Input code').fill('const a={b:1};if(a){a.b++}');
    await page.getByRole('button', { name: 'Process' }).click();
    await expect
      .poll(() => output.inputValue(), { timeout: 20_000 })
      .toBe('const a = { b: 1 };\nif (a) {\n  a.b++;\n}\n');

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'CSS' }).click();
    await page.getByLabel('Input code').fill('a{color:red;margin:0}');
    await page.getByRole('button', { name: 'Process' }).click();
    await expect.poll(() => output.inputValue()).toBe('a {\n  color: red;\n  margin: 0;\n}\n');
    expect(await page.getByTestId('stat-compressedLines').textContent()).toBe('4');

    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Minify' }).click();
    await page
      .getByLabel('Input code')
      .fill('a { color: #ffffff; margin: 0px; }\nb { color: #ffffff; margin: 0px; }\n');
    await page.getByRole('button', { name: 'Process' }).click();
    await expect.poll(() => output.inputValue()).toBe('a,b{color:#fff;margin:0}');
    expect(await page.getByTestId('stat-ratio').textContent()).toBe('65.7%');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('code.min.css');
  });

  it('shows a syntax error with its line and column', async () => {
    const page = await openTool();
    await page.getByLabel('Input code').fill('let total = 1;\nlet broken = ;\n');
    await page.getByRole('button', { name: 'Process' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Syntax error: Line 2, column 14' });
    await alert.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('textbox', { name: 'Output code' }).inputValue()).toBe('');
  });

  it('minifies HTML and formats XML in the worker, keeping CDATA', async () => {
    const page = await openTool();
    const output = page.getByRole('textbox', { name: 'Output code' });
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'HTML' }).click();
    await page.getByLabel('Input code').fill('<!-- c -->\n<div  class="x" >\n  <p>Hi   there</p>\n</div>\n');
    await page.getByRole('button', { name: 'Process' }).click();
    await expect
      .poll(() => output.inputValue(), { timeout: 20_000 })
      .toBe('<div class="x"><p>Hi there</p></div>');

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'XML' }).click();
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Beautify' }).click();
    await page.getByLabel('Input code').fill('<a><b>t</b><c><![CDATA[x  <y>]]></c></a>');
    await page.getByRole('button', { name: 'Process' }).click();
    await expect
      .poll(() => output.inputValue())
      // CDATA is text: it stays inside its element, where new lines would change the text.
      .toBe('<a>\n  <b>t</b>\n  <c><![CDATA[x  <y>]]></c>\n</a>\n');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('code.formatted.xml');
  });

  it('removes only comments from other text, with the markers ticked', async () => {
    const page = await openTool();
    const output = page.getByRole('textbox', { name: 'Output code' });
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Remove comments' }).click();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Other' }).click();
    await page.getByLabel('Input code').fill('# Title\n\n---\n#include <a.h>\n/* x */ code(); // why\n');
    await page.getByRole('button', { name: 'Process' }).click();
    await expect
      .poll(() => output.inputValue(), { timeout: 20_000 })
      .toBe('# Title\n\n---\n#include <a.h>\ncode();\n');
    await page.getByRole('group', { name: 'Comment markers' }).getByLabel('# (shell, Python)').check();
    await page.getByRole('button', { name: 'Process' }).click();
    await expect.poll(() => output.inputValue()).toBe('\n---\n#include <a.h>\ncode();\n');
  });

  it('says so when the input is empty or there is no output yet', async () => {
    const page = await openTool();
    await page.getByRole('button', { name: 'Process' }).click();
    await page.getByText('Enter some code first.').waitFor();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('There is no output yet: process some code first.').waitFor();
  });

  it('loads the libraries inside the worker, never in the page', async () => {
    const page = await openTool();
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Beautify' }).click();
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'CSS' }).click();
    await page.getByLabel('Input code').fill('a{color:red}');
    await page.getByRole('button', { name: 'Process' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Output code' }).inputValue(), { timeout: 20_000 })
      .toBe('a {\n  color: red;\n}\n');
    // A worker's fetches are in its own timeline: the page's shows none of the libraries.
    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(resources.some((name) => name.includes('code-compressor-tool'))).toBe(true);
    expect(
      resources.filter((name) => /standalone|postcss|csso|htmlminifier|babel|estree/.test(name)),
    ).toEqual([]);
  });

  it('works in Chinese', async () => {
    const page = await openTool('/zh/tool/code-compressor');
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'XML' }).click();
    await page.getByLabel('输入代码').fill('<a>\n  <b>x</b>\n</a>');
    await page.getByRole('button', { name: '处理' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: '输出代码' }).inputValue(), { timeout: 20_000 })
      .toBe('<a><b>x</b></a>');
    await page.getByText('原始大小').waitFor();
  });
});
