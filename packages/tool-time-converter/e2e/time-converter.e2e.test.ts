import { collectPageErrors } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { baseUrl, state, open } = setupBrowserPage();

// 2026-01-05 14:07:09 UTC, frozen so the live clock shows a known time (timers still run).
const NOW = new Date(Date.UTC(2026, 0, 5, 14, 7, 9));

/**
 * Swaps the shared page for one whose browser zone is `timezoneId` and whose clock is frozen at
 * NOW. The shared set-up closes `state.page`'s context after the test, so this one is closed too.
 */
async function openInZone(timezoneId: string, path = '/tool/time-converter') {
  const browser = state.page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    baseURL: baseUrl,
    timezoneId,
    viewport: { width: 1280, height: 900 },
  });
  await state.page.context().close();
  state.page = await context.newPage();
  state.errors = collectPageErrors(state.page);
  await state.page.clock.setFixedTime(NOW);
  await open(path, { tool: 'time-converter' });
  return state.page;
}

describe('time-converter', () => {
  it('uses the browser zone for the live clock and converts seconds and milliseconds', async () => {
    const page = await openInZone('Asia/Shanghai');
    await page.getByRole('heading', { level: 1, name: 'Timestamp Converter' }).waitFor();
    await expect.poll(() => page.getByLabel('Time zone', { exact: true }).inputValue()).toBe('Asia/Shanghai');
    await expect.poll(() => page.getByTestId('clock-date').textContent()).toBe('2026-01-05 22:07:09');
    await expect.poll(() => page.getByTestId('clock-seconds').textContent()).toBe('1767622029');

    await page.getByLabel('Timestamp 1', { exact: true }).fill('1767622029');
    await expect
      .poll(() => page.getByLabel('Date 1', { exact: true }).inputValue())
      .toBe('2026-01-05 22:07:09');
    await page.getByText('10 digits: read as seconds').waitFor();

    await page.getByRole('button', { name: 'Add timestamp', exact: true }).click();
    await page.getByLabel('Timestamp 2', { exact: true }).fill('-1000000000000');
    await expect
      .poll(() => page.getByLabel('Date 2', { exact: true }).inputValue())
      .toBe('1938-04-25 06:13:20');
    await page.getByText('Read as milliseconds').waitFor();

    await page.getByLabel('Time zone', { exact: true }).selectOption('America/New_York');
    await expect
      .poll(() => page.getByLabel('Date 1', { exact: true }).inputValue())
      .toBe('2026-01-05 09:07:09');
  });

  it('detects a pasted nanosecond timestamp and shows its digits below the millisecond', async () => {
    const page = await openInZone('UTC');
    await page.getByLabel('Date format', { exact: true }).selectOption('YYYY-MM-DD HH:mm:ss.SSS');
    const input = page.getByLabel('Timestamp 1', { exact: true });
    await input.focus();
    // One input event with the whole text, as a paste gives.
    await page.keyboard.insertText('1767622029045123456');
    await expect
      .poll(() => page.getByLabel('Date 1', { exact: true }).inputValue())
      .toBe('2026-01-05 14:07:09.045123456');
    await page.getByText('18 or more digits: read as nanoseconds').waitFor();
    const unit = page.getByLabel('Unit 1', { exact: true });
    expect(await unit.locator('option:checked').textContent()).toBe('Detect from the digits (nanoseconds)');
    await unit.selectOption('microseconds');
    await expect
      .poll(() => page.getByLabel('Date 1', { exact: true }).inputValue())
      .toBe('57983-09-18 07:10:45.123456');
  });

  it('turns a date in a chosen zone into a timestamp, across a DST gap', async () => {
    const page = await openInZone('UTC');
    await page.getByLabel('Time zone', { exact: true }).selectOption('America/New_York');
    await page.getByLabel('Date to convert 1', { exact: true }).fill('2026-07-01 08:00:00');
    await expect
      .poll(() => page.getByLabel('Seconds 1', { exact: true }).inputValue())
      .toBe(String(Date.UTC(2026, 6, 1, 12) / 1000));
    await expect
      .poll(() => page.getByLabel('Milliseconds 1', { exact: true }).inputValue())
      .toBe(String(Date.UTC(2026, 6, 1, 12)));

    await page.getByLabel('Date to convert 1', { exact: true }).fill('2026-03-08 02:30:00');
    await expect
      .poll(() => page.getByLabel('Seconds 1', { exact: true }).inputValue())
      .toBe(String(Date.UTC(2026, 2, 8, 7, 30) / 1000));
    await page.getByText(/does not exist in America\/New_York/).waitFor();

    await page.getByLabel('Date to convert 1', { exact: true }).fill('not a date');
    await page.getByText(/^Invalid date/).waitFor();
  });

  it('formats with a custom format and clears everything', async () => {
    const page = await openInZone('Europe/London');
    await page.getByLabel('Date format', { exact: true }).selectOption('custom');
    await page.getByLabel('Custom format', { exact: true }).fill('[Week day] DD.MM.YY hh:mm A Z');
    await page.getByLabel('Timestamp 1', { exact: true }).fill('1751371200000');
    await expect
      .poll(() => page.getByLabel('Date 1', { exact: true }).inputValue())
      .toBe('Week day 01.07.25 01:00 PM +01:00');
    await expect
      .poll(() => page.getByTestId('clock-date').textContent())
      .toBe('Week day 05.01.26 02:07 PM +00:00');

    await page.getByLabel('Date to convert 1', { exact: true }).fill('2026-01-05');
    await expect.poll(() => page.getByLabel('Seconds 1', { exact: true }).inputValue()).toBe('1767571200');
    await page.getByRole('button', { name: 'Clear all' }).click();
    expect(await page.getByLabel('Timestamp 1', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Date to convert 1', { exact: true }).inputValue()).toBe('');
    await expect.poll(() => page.getByLabel('Seconds 1', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Date 1', { exact: true }).inputValue()).toBe('');
  });

  it('works in Chinese', async () => {
    const page = await openInZone('Asia/Tokyo', '/zh/tool/time-converter');
    await page.getByRole('heading', { level: 1, name: '时间戳转换器' }).waitFor();
    await expect.poll(() => page.getByLabel('时区', { exact: true }).inputValue()).toBe('Asia/Tokyo');
    await page.getByLabel('时间戳 1', { exact: true }).fill('abc');
    await page.getByText(/^无效的时间戳/).waitFor();
    await page.getByLabel('时间戳 1', { exact: true }).fill('0');
    await expect
      .poll(() => page.getByLabel('日期 1', { exact: true }).inputValue())
      .toBe('1970-01-01 09:00:00');
    await page.getByRole('button', { name: '全部清空' }).click();
    expect(await page.getByLabel('时间戳 1', { exact: true }).inputValue()).toBe('');
  });
});
