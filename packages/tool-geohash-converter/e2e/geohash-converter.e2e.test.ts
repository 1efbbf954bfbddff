import { readFile } from 'node:fs/promises';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

async function openTool(path = '/tool/geohash-converter') {
  await open(path, { tool: 'geohash-converter' });
  return state.page;
}

/** The value shown under a term of the result card. */
async function term(name: string) {
  const { page } = state;
  const card = page.getByRole('region', { name: 'Result' });
  return card
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd')
    .textContent();
}

async function downloadCsv(label = 'Export CSV') {
  const { page } = state;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

describe('geohash-converter', () => {
  it('encodes a point at a chosen precision, shows the cell and decodes a neighbour', async () => {
    const page = await openTool();
    await page.getByRole('heading', { level: 1, name: 'Geohash Converter' }).waitFor();
    await page.getByLabel('Latitude').fill('42.6');
    await page.getByLabel('Longitude').fill('-5.6');
    await page.getByRole('combobox', { name: 'Precision' }).selectOption({ label: '5 characters' });
    await page.getByRole('button', { name: 'Encode', exact: true }).click();
    await expect.poll(() => page.getByTestId('geohash-value').textContent()).toBe('ezs42');
    await page.getByText('Encoded to ezs42.').waitFor();
    expect(await term('Latitude')).toBe('42.600000');
    expect(await term('Min latitude')).toBe('42.583008');
    expect(await term('Min longitude')).toBe('-5.625000');
    expect(await term('Max latitude')).toBe('42.626953');
    expect(await term('Max longitude')).toBe('-5.581055');
    expect(await term('Precision')).toBe('5');
    // Desktop Chromium has no navigator.share: the button is hidden rather than broken.
    expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Decode North neighbour ezs48' }).click();
    await expect.poll(() => page.getByTestId('geohash-value').textContent()).toBe('ezs48');
    expect(await page.getByLabel('Geohash', { exact: true }).inputValue()).toBe('ezs48');
  });

  it('rejects out-of-range coordinates with their message', async () => {
    const page = await openTool();
    await page.getByLabel('Latitude').fill('95');
    await page.getByLabel('Longitude').fill('10');
    await page.getByRole('button', { name: 'Encode', exact: true }).click();
    await page
      .getByRole('region', { name: 'Encode coordinates' })
      .getByText('Latitude must be between -90 and 90.')
      .waitFor();
  });

  it('decodes a geohash case-insensitively and rejects forbidden letters', async () => {
    const page = await openTool();
    await page.getByLabel('Geohash', { exact: true }).fill('U4PRUYDQQVJ');
    await page.getByRole('button', { name: 'Decode', exact: true }).click();
    await expect.poll(() => page.getByTestId('geohash-value').textContent()).toBe('u4pruydqqvj');
    expect(await term('Latitude')).toBe('57.649111');
    expect(await term('Longitude')).toBe('10.407440');
    expect(await term('Precision')).toBe('11');

    await page.getByLabel('Geohash', { exact: true }).fill('ezs4a');
    await page.getByRole('button', { name: 'Decode', exact: true }).click();
    await page
      .getByRole('region', { name: 'Decode geohash' })
      .getByText('A geohash may only contain 0-9 and b-z without a, i, l and o.')
      .waitFor();
  });

  it('batch-encodes, skipping invalid lines, and exports the CSV', async () => {
    const page = await openTool();
    await page.getByRole('tab', { name: 'Batch' }).click();
    await page.getByRole('button', { name: 'Process' }).click();
    await page.getByText('Enter at least one line to process.').waitFor();
    await page
      .getByLabel('Batch input')
      .fill('42.6, -5.6, 5\nParis\n\n57.64911 10.40744 11\n91, 0\n37.8324,112.5584,9');
    await page.getByRole('button', { name: 'Process' }).click();
    await page.getByText('3 results · 2 lines skipped').waitFor();
    await page.getByText('Processed 3 lines.').waitFor();
    const csv = await downloadCsv();
    expect(csv.name).toMatch(/^geohash_results_\d+\.csv$/);
    expect(csv.text).toBe(
      'latitude,longitude,geohash,precision\r\n' +
        '42.600000,-5.600000,ezs42,5\r\n' +
        '57.649110,10.407440,u4pruydqqvj,11\r\n' +
        '37.832400,112.558400,ww8p1r4t8,9\r\n',
    );
    await page.getByText('CSV exported.').waitFor();
  });

  it('batch-decodes with the geohash column first', async () => {
    const page = await openTool();
    await page.getByRole('tab', { name: 'Batch' }).click();
    await page.getByRole('group', { name: 'Batch mode' }).getByRole('button', { name: 'Decode' }).click();
    await page.getByLabel('Batch input').fill('ezs42\nnot-a-hash\nWW8P1R4T8');
    await page.getByRole('button', { name: 'Process' }).click();
    await page.getByText('2 results · 1 line skipped').waitFor();
    const list = page.getByTestId('batch-results');
    await list.getByText('ww8p1r4t8').waitFor();
    const csv = await downloadCsv();
    expect(csv.text).toBe(
      'geohash,latitude,longitude,precision\r\nezs42,42.604980,-5.603027,5\r\nww8p1r4t8,37.832386,112.558386,9\r\n',
    );
  });

  it('runs a large batch in the worker and lists the first 1,000 rows', async () => {
    const page = await openTool();
    await page.getByRole('tab', { name: 'Batch' }).click();
    // 20,000 lines is past the worker threshold (200,000 characters).
    const lines = Array.from(
      { length: 20_000 },
      (_, index) => `${(index % 180) - 89.5}, ${(index % 360) - 179.5}, 7`,
    );
    // Playwright's fill types through the editing pipeline and takes minutes for 300 KB; set it directly.
    await page.getByLabel('Batch input').evaluate((element, value) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setValue?.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }, lines.join('\n'));
    await page.getByRole('button', { name: 'Process' }).click();
    await page.getByText('20000 results').waitFor();
    await page.getByText('Showing the first 1000 of 20000; the CSV export has them all.').waitFor();
    expect(await page.getByTestId('batch-results').locator('tbody tr').count()).toBe(1000);
    const csv = await downloadCsv();
    expect(csv.text.trimEnd().split('\r\n')).toHaveLength(20_001);
  });

  it('works in Chinese', async () => {
    const page = await openTool('/zh/tool/geohash-converter');
    await page.getByLabel('纬度').fill('42.6');
    await page.getByLabel('经度').fill('-5.6');
    await page.getByRole('combobox', { name: '精度' }).selectOption({ label: '5 个字符' });
    await page.getByRole('button', { name: '编码', exact: true }).click();
    await expect.poll(() => page.getByTestId('geohash-value').textContent()).toBe('ezs42');
    await page.getByText('已编码为 ezs42。').waitFor();
    await page.getByRole('tab', { name: '批量' }).click();
    await page.getByLabel('批量输入').fill('42.6 -5.6 5\n坏行');
    await page.getByRole('button', { name: '处理' }).click();
    await page.getByText('1 条结果 · 跳过 1 行').waitFor();
  });
});
