import { findAccessibilityViolations, formatViolations } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

/** Makes every Math.random() answer `value` (the draw's roll; percent over the pool's 100.001). */
function fixRandom(percent: number) {
  return state.page.addInitScript((value) => {
    Math.random = () => value;
  }, percent / 100.001);
}

const drawButton = () => state.page.getByRole('button', { name: /^(Draw a card|Draw again)$/ });

describe('qixi-card-draw', () => {
  it('draws a card (shuffle, flip), keeps it in the history, shares it and shows the odds, in both themes', async () => {
    const { page } = state;
    await fixRandom(15); // the second common card
    await open('/tool/qixi-card-draw', { tool: 'qixi-card-draw' });
    await page.getByRole('heading', { level: 1, name: 'Qixi Card Draw' }).waitFor();
    await page.getByText(/^Ends .+ days? left$/).waitFor();
    await drawButton().click();
    await page.getByText('Shuffling…').first().waitFor();
    await page.getByRole('button', { name: 'Draw again' }).waitFor();
    const face = page.locator('[data-rarity="common"]');
    await face.getByText('A cup of warm tea, made by someone who cares.').waitFor();
    const history = page.getByRole('region', { name: 'History (1 draw)' });
    await history.getByText('A cup of warm tea, made by someone who cares.').waitFor();

    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('A cup of warm tea, made by someone who cares. (Common)');

    await page.getByRole('button', { name: 'Show the probabilities' }).click();
    const table = page.getByRole('table', { name: "Every card's chance, grouped by rarity" });
    await table.getByRole('rowheader', { name: 'Hidden' }).waitFor();
    expect(await table.getByRole('row').count()).toBe(1 + 6 + 20);

    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');

    // The history is still there after a reload.
    await open('/tool/qixi-card-draw', { tool: 'qixi-card-draw' });
    await page.getByRole('region', { name: 'History (1 draw)' }).waitFor();
    await page.getByRole('button', { name: 'Clear history' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear history' }).click();
    await page.getByText('No draws yet.').waitFor();
  });

  it('gives the saying card a saying from /api/sayings/random, in Chinese', async () => {
    const { page } = state;
    await fixRandom(96.25);
    await open('/zh/tool/qixi-card-draw', { tool: 'qixi-card-draw' });
    const saying = page.waitForResponse((response) =>
      response.url().includes('/api/sayings/random?locale=zh'),
    );
    await page.getByRole('button', { name: '抽一张卡' }).click();
    const { text } = (await (await saying).json()) as { text: string };
    await page.locator('[data-rarity="superRare"]').getByText(text).waitFor();
    await page.getByRole('region', { name: '抽卡记录（1 次）' }).getByText(text).waitFor();
  });

  it('shows the picture card’s picture', async () => {
    const { page } = state;
    await fixRandom(93.75);
    await open('/tool/qixi-card-draw', { tool: 'qixi-card-draw' });
    await drawButton().click();
    const picture = page.getByRole('img', { name: 'A picture for this card' });
    await picture.waitFor();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('after the deadline shows the ended state and refuses to draw', async () => {
    const { page } = state;
    await page.clock.install({ time: new Date('2027-09-01T00:00:00Z') });
    await open('/tool/qixi-card-draw', { tool: 'qixi-card-draw' });
    await page.getByText('Event ended', { exact: true }).waitFor();
    await drawButton().click();
    await page.getByText('The event has ended.').waitFor();
    await page.getByText('No draws yet.').waitFor();
  });
});
