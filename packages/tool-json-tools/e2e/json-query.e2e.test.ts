import { findAccessibilityViolations, formatViolations } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

// Written as text: a JavaScript number could not hold the 20-digit id.
const sample =
  '{"items":[{"id":12345678901234567890,"name":"cheap","price":5},{"id":2,"name":"dear","price":15}]}';

async function openQueryTab(path = '/tool/json-tools', tab = 'Query', group = 'Mode') {
  const { page } = state;
  await open(path, { tool: 'json-tools' });
  await page.getByRole('group', { name: group }).getByRole('button', { name: tab }).click();
  return page;
}

describe('json-tools query tab', () => {
  it('runs a JSONPath filter on pasted JSON, keeps big numbers exact, and copies the result', async () => {
    const page = await openQueryTab();
    await page.getByLabel('JSON input').fill(sample);
    await page.getByLabel('Query', { exact: true }).fill('$.items[?@.price < 10].id');
    const result = page.getByRole('textbox', { name: 'Result' });
    await expect.poll(() => result.inputValue()).toBe('[\n  12345678901234567890\n]');
    await page.getByText('1 match', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('[\n  12345678901234567890\n]');
  });

  it('runs a jq filter through its WebAssembly build in the worker', async () => {
    const page = await openQueryTab();
    await page.getByRole('group', { name: 'Query syntax' }).getByRole('button', { name: 'jq' }).click();
    await page.getByLabel('JSON input').fill(sample);
    await page.getByLabel('Query', { exact: true }).fill('.items[] | select(.price > 10) | {name, id}');
    const result = page.getByRole('textbox', { name: 'Result' });
    await expect
      .poll(() => result.inputValue(), { timeout: 20_000 })
      .toBe('{\n  "name": "dear",\n  "id": 2\n}');
    await page.getByText('1 result', { exact: true }).waitFor();
    expect(page.workers().some((worker) => worker.url().includes('json-tools.worker'))).toBe(true);
  });

  it('shows an invalid query with its position, and passes axe in both themes', async () => {
    const page = await openQueryTab();
    await page.getByLabel('JSON input').fill(sample);
    await page.getByLabel('Query', { exact: true }).fill('$.items[?@.price <]');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid query' });
    await alert.waitFor();
    await alert.getByText('Line 1, column 19').waitFor();
    // axe with the error shown, in both themes (the site's page test sees only the format tab).
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    // Invalid JSON input: the validity panel, in dark too.
    await page.getByLabel('Query', { exact: true }).fill('$.items');
    await page.getByLabel('JSON input').fill('{"a": tru}');
    await page.getByRole('status').filter({ hasText: 'Line 1, column 7' }).waitFor();
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByLabel('JSON input').fill(sample);

    await page.getByRole('group', { name: 'Query syntax' }).getByRole('button', { name: 'jq' }).click();
    await page.getByLabel('Query', { exact: true }).fill('.items[');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Invalid query' })
      .getByText(/syntax error/)
      .waitFor();
    // A result on screen: axe again.
    await page.getByLabel('Query', { exact: true }).fill('.items[0].name');
    await expect.poll(() => page.getByRole('textbox', { name: 'Result' }).inputValue()).toBe('"cheap"');
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
  });

  it('works on a phone: an example fills the query and nothing scrolls sideways', async () => {
    await state.page.setViewportSize({ width: 360, height: 740 });
    const page = await openQueryTab();
    await page.getByLabel('JSON input').fill(sample);
    await page.getByRole('combobox', { name: 'Examples' }).selectOption('descendant');
    expect(await page.getByLabel('Query', { exact: true }).inputValue()).toBe('$..price');
    await page.getByText('2 matches', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('works in Chinese at /zh/tool/json-tools', async () => {
    const page = await openQueryTab('/zh/tool/json-tools', '查询', '模式');
    await page.getByRole('group', { name: '查询语法' }).waitFor();
    await page.getByLabel('JSON 输入').fill('[1,2,3]');
    await page.getByLabel('查询语句').fill('$[1:]');
    await page.getByText('2 个匹配').waitFor();
  });
});
