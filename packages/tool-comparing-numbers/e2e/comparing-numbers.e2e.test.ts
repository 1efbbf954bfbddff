import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

async function openTool(path = '/tool/comparing-numbers') {
  const { page } = state;
  await open(path, { tool: 'comparing-numbers' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

describe('comparing-numbers', () => {
  it('compares two notations exactly and shows the steps and the decimal check', async () => {
    const page = await openTool();
    await page.getByRole('heading', { level: 1, name: 'Comparing Numbers' }).waitFor();
    await page.getByLabel('First number').fill('1/3');
    await page.getByLabel('Second number').fill('0.33333333333');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '1/3 is greater than 0.33333333333' }).waitFor();
    await page
      .getByText('Common denominator 300000000000: 100000000000/300000000000 and 99999999999/300000000000')
      .waitFor();
    await page.getByText('0.3333333333 = 0.3333333333').waitFor();
    await page.getByText('The rounded decimals look the same, but the exact values differ.').waitFor();
  });

  it('shows an error in red under the input', async () => {
    const page = await openTool();
    await page.getByLabel('First number').fill('3/0');
    await page.getByLabel('Second number').fill('1');
    await page.getByLabel('Second number').press('Enter');
    const error = page.getByText('The denominator cannot be zero.');
    await error.waitFor();
    expect(await error.evaluate((node) => getComputedStyle(node).color)).not.toBe(
      await page.getByLabel('First number').evaluate((node) => getComputedStyle(node).color),
    );
  });

  it('sorts rows ascending and descending', async () => {
    const page = await openTool();
    await page.getByRole('tab', { name: 'Sort' }).click();
    await page.getByLabel('Number 1', { exact: true }).fill('3/4');
    await page.getByLabel('Number 2', { exact: true }).fill('50%');
    await page.getByLabel('Number 3', { exact: true }).fill('1e-1');
    await page.getByRole('button', { name: 'Add row' }).click();
    await page.getByLabel('Number 4', { exact: true }).fill('1:2');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    const result = page.getByRole('region', { name: 'Sorted' }).getByRole('listitem');
    await expect
      .poll(() => result.allTextContents())
      .toEqual([
        '#11e-1= 0.100000',
        '#250%= 0.500000',
        '#21:2= 0.500000(equal to the previous value)',
        '#43/4= 0.750000',
      ]);
    await page.getByRole('button', { name: 'Descending' }).click();
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect.poll(() => result.first().textContent()).toBe('#13/4= 0.750000');
  });

  it('runs a practice session to its results, then retries', async () => {
    const page = await openTool();
    await page.getByRole('tab', { name: 'Practice' }).click();
    await page
      .getByRole('group', { name: 'Questions' })
      .getByRole('button', { name: '5', exact: true })
      .click();
    await page.getByRole('button', { name: 'Start practice' }).click();
    for (let index = 1; index <= 5; index += 1) {
      await page.getByText(`Question ${index} of 5`).waitFor();
      await page.getByRole('button', { name: 'Equal' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /Correct|Not quite/ })
        .waitFor();
    }
    await page.getByRole('heading', { name: 'Results' }).waitFor({ timeout: 5000 });
    await page.getByText(/of 5 correct/).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Start practice' }).waitFor();
  });

  it('prints an A4 worksheet with an answer key', async () => {
    const page = await openTool();
    await page.getByRole('tab', { name: 'Practice' }).click();
    await page.getByRole('button', { name: 'Printable worksheet' }).click();
    const sheet = page.getByRole('article', { name: 'Comparing numbers worksheet' });
    await sheet.getByText('Estimated time: 15 minutes').waitFor();
    expect(await sheet.locator('ol > li').count()).toBe(10);
    expect(await sheet.locator('tr').count()).toBe(2);
    await page.emulateMedia({ media: 'print' });
    // Hidden elements leave the accessibility tree, so the page title is found by tag here.
    expect(await page.locator('h1').evaluate((node) => getComputedStyle(node).visibility)).toBe('hidden');
    expect(await sheet.evaluate((node) => getComputedStyle(node).visibility)).toBe('visible');
    await page.emulateMedia({ media: 'screen' });
  });

  it('prints the title, header, footer and answer key the print form sets', async () => {
    const page = await openTool();
    await page.getByRole('tab', { name: 'Practice' }).click();
    await page.getByRole('button', { name: 'Printable worksheet' }).click();
    const form = page.getByRole('group', { name: 'Print settings' });
    await form.getByLabel('Title', { exact: true }).fill('Class 5B: which is bigger?');
    await form.getByLabel('Header text').fill('Greenfield Primary School');
    await form.getByLabel('Footer text').fill('Hand in on Friday');
    await form.getByRole('checkbox', { name: 'Print the answer key' }).uncheck();
    const sheet = page.getByRole('article', { name: 'Class 5B: which is bigger?' });
    await sheet.getByRole('heading', { name: 'Class 5B: which is bigger?' }).waitFor();
    await sheet.getByText('Greenfield Primary School').waitFor();
    await sheet.getByText('Hand in on Friday').waitFor();
    expect(await sheet.getByText('Answer key').count()).toBe(0);
    await page.emulateMedia({ media: 'print' });
    // The form itself is not printed; the texts it set are.
    const formBox = page.locator('fieldset', { has: page.locator('legend', { hasText: 'Print settings' }) });
    expect(await formBox.evaluate((node) => getComputedStyle(node).display)).toBe('none');
    expect(
      await sheet.getByText('Hand in on Friday').evaluate((node) => getComputedStyle(node).visibility),
    ).toBe('visible');
    await page.emulateMedia({ media: 'screen' });
  });

  it('works in Chinese', async () => {
    const page = await openTool('/zh/tool/comparing-numbers');
    await page.getByLabel('第一个数').fill('1 1/2');
    await page.getByLabel('第二个数').fill('150%');
    await page.getByRole('button', { name: '比较', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '1 1/2 等于 150%' }).waitFor();
    await page.getByText('第一个数 1 1/2（带分数）= 3/2').waitFor();
  });
});
