import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

const MINUTE = 60_000;

/** Records every beep the page schedules through Web Audio (type and frequency). */
function recordBeeps() {
  const scope = window as unknown as { __beeps: { type: string; frequency: number }[] };
  scope.__beeps = [];
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    const oscillator = createOscillator.call(this);
    let frequency = oscillator.frequency.value;
    const setValueAtTime = oscillator.frequency.setValueAtTime.bind(oscillator.frequency);
    oscillator.frequency.setValueAtTime = (value: number, time: number) => {
      frequency = value;
      return setValueAtTime(value, time);
    };
    const start = oscillator.start.bind(oscillator);
    oscillator.start = (when?: number) => {
      scope.__beeps.push({ type: oscillator.type, frequency });
      start(when);
    };
    return oscillator;
  };
}

async function openTimer(path = '/tool/countdown-timer') {
  const { page } = state;
  await page.addInitScript(recordBeeps);
  // Playwright's clock: Date and timers are under the test's control from the first script on.
  await page.clock.install();
  await open(path, { tool: 'countdown-timer' });
  return page;
}

type Page = Awaited<ReturnType<typeof openTimer>>;

const timerText = (page: Page, name = 'Remaining time') =>
  page.getByRole('timer', { name }).first().textContent();
const beeps = (page: Page) =>
  page.evaluate(() => (window as unknown as { __beeps: { type: string; frequency: number }[] }).__beeps);

describe('countdown-timer', () => {
  it('counts a preset down to its end with beeps, toast and flash', async () => {
    const page = await openTimer();
    await page.getByRole('heading', { level: 1, name: 'Countdown Timer' }).waitFor();
    await page.getByRole('button', { name: '1 minute', exact: true }).click();
    expect(await timerText(page)).toBe('01:00');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Running', { exact: true }).waitFor();
    // Halfway, with the page clock stopped there: what the page shows cannot drift on a busy machine.
    const startedAt = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(startedAt + 30_000);
    await expect.poll(() => timerText(page)).toMatch(/^00:(30|29)$/);
    const elapsed = Number(
      await page.getByRole('progressbar', { name: 'Time elapsed' }).getAttribute('aria-valuenow'),
    );
    expect(elapsed).toBeGreaterThanOrEqual(49);
    expect(elapsed).toBeLessThanOrEqual(51);
    await page.clock.resume();
    await page.clock.fastForward(30_000);
    await page.getByText("Time's up!").first().waitFor();
    await page.locator('[data-testid="countdown-flash"]').waitFor({ state: 'attached' });
    expect(await timerText(page)).toBe('00:00');
    await page.getByText('Stopped', { exact: true }).waitFor();
    // Default sound: three single 880 Hz sine beeps.
    expect(await beeps(page)).toEqual([
      { type: 'sine', frequency: 880 },
      { type: 'sine', frequency: 880 },
      { type: 'sine', frequency: 880 },
    ]);
  });

  it('keeps the time from the end timestamp after a pause and in fullscreen', async () => {
    const page = await openTimer();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.fastForward(MINUTE);
    await expect.poll(() => timerText(page)).toMatch(/^0(4:00|3:59)$/);
    await page.getByRole('button', { name: 'Fullscreen' }).click();
    const overlay = page.getByRole('dialog', { name: 'Fullscreen timer' });
    await overlay.waitFor();
    await overlay.getByRole('button', { name: 'Pause' }).click();
    await overlay.getByRole('button', { name: 'Start' }).waitFor();
    const paused = await overlay.getByRole('timer').textContent();
    expect(paused).toMatch(/^0(4:00|3:5\d)$/);
    await page.clock.fastForward(MINUTE);
    expect(await overlay.getByRole('timer').textContent()).toBe(paused);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(await timerText(page)).toBe(paused);
  });

  it('loops through work, rest and long break with the round counter', async () => {
    const page = await openTimer();
    await page.getByRole('tab', { name: 'Loop' }).click();
    await page.getByRole('button', { name: 'Interval' }).click();
    await page.getByLabel('Rounds', { exact: true }).fill('2');
    await page.getByLabel('Long break every (rounds)').fill('2');
    await page.getByLabel('Long break every (rounds)').blur();
    const badges = page.getByRole('list', { name: 'Timer status' });
    await badges.getByText('Work · 1/2').waitFor();
    expect(await timerText(page)).toBe('25:00');

    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.fastForward(25 * MINUTE);
    await badges.getByText('Rest · 1/2').waitFor();
    await page.getByText('Work finished. Next: Rest (1/2)').first().waitFor();
    await expect.poll(() => timerText(page)).toMatch(/^0[45]:\d\d$/);

    await page.clock.fastForward(5 * MINUTE);
    await badges.getByText('Work · 2/2').waitFor();
    await page.clock.fastForward(25 * MINUTE);
    await badges.getByText('Long break · 2/2').waitFor();
    await badges.getByText('Total 15:00').waitFor();
    await page.clock.fastForward(15 * MINUTE);
    await page.getByText('All 2 rounds done!').first().waitFor();
    await badges.getByText('All rounds done').waitFor();
    await badges.getByText('Stopped').waitFor();
    expect(await timerText(page)).toBe('00:00');
    expect((await beeps(page)).length).toBe(4 * 3);
  });

  it('saves a preset, keeps it after a reload and applies it', async () => {
    const page = await openTimer();
    await page.getByRole('tab', { name: 'Custom' }).click();
    await page.getByLabel('Minutes').fill('2');
    await page.getByLabel('Seconds').fill('30');
    await page.getByRole('tab', { name: 'Alerts' }).click();
    await page.getByLabel('Flash the screen').uncheck();
    await page.getByRole('tab', { name: 'Presets' }).click();
    await page.getByLabel('Preset name').fill('  Tea break  ');
    await page.getByRole('button', { name: 'Save current settings' }).click();
    await page.getByRole('button', { name: 'Apply Tea break' }).waitFor();
    const stored = await page.evaluate(() =>
      localStorage.getItem('toolbox:countdown-timer:countdown-presets'),
    );
    expect(JSON.parse(stored ?? '[]')).toMatchObject([
      { name: 'Tea break', totalSeconds: 150, alertOptions: { flash: false } },
    ]);

    await page.reload();
    await page.locator('html[data-tool-ready="countdown-timer"]').waitFor({ state: 'attached' });
    expect(await timerText(page)).toBe('05:00');
    await page.getByRole('button', { name: 'Apply Tea break' }).click();
    await expect.poll(() => timerText(page)).toBe('02:30');
    await page.getByRole('tab', { name: 'Alerts' }).click();
    expect(await page.getByLabel('Flash the screen').isChecked()).toBe(false);
    await page.getByRole('tab', { name: 'Presets' }).click();
    await page.getByRole('button', { name: 'Delete Tea break' }).click();
    await page.getByText('No saved presets yet', { exact: false }).waitFor();
  });

  it('resets a corrupted preset list with a message', async () => {
    const { page } = state;
    await page.addInitScript(() =>
      localStorage.setItem('toolbox:countdown-timer:countdown-presets', '[{"id":1}'),
    );
    await open('/tool/countdown-timer', { tool: 'countdown-timer' });
    await page.getByRole('alert').filter({ hasText: 'could not be read' }).waitFor();
    expect(await timerText(page)).toBe('05:00');
  });

  it('works in Chinese', async () => {
    const page = await openTimer('/zh/tool/countdown-timer');
    await page.getByRole('heading', { level: 1, name: '倒计时器' }).waitFor();
    await page.getByRole('button', { name: '1 分钟', exact: true }).click();
    await page.getByRole('button', { name: '开始' }).click();
    await page.getByText('运行中', { exact: true }).waitFor();
    await page.clock.fastForward(MINUTE);
    await page.getByText('时间到！').first().waitFor();
    expect(await timerText(page, '剩余时间')).toBe('00:00');
    await page.getByRole('tab', { name: '循环' }).click();
    await page.getByRole('button', { name: '番茄钟' }).click();
    await page.getByRole('list', { name: '计时器状态' }).getByText('工作 · 第 1 轮').waitFor();
  });
});
