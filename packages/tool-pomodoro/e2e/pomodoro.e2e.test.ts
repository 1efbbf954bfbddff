import { setupBrowserPage } from '@toolbox/e2e/vitest';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

// A fixed morning, so the whole test stays inside one local day.
const START = new Date('2026-11-23T09:00:00');

async function openPomodoro(path = '/tool/pomodoro'): Promise<Page> {
  const { page } = state;
  await page.clock.install({ time: START });
  await open(path, { tool: 'pomodoro' });
  return page;
}

async function quickAdd(
  page: Page,
  title: string,
  minutes: string,
  labels = { title: 'New task title', minutes: 'Minutes for the new task', add: 'Add to queue' },
) {
  await page.getByLabel(labels.title, { exact: true }).fill(title);
  await page.getByLabel(labels.minutes, { exact: true }).fill(minutes);
  await page.getByRole('button', { name: labels.add, exact: true }).click();
}

const timeLeft = (page: Page) => page.getByTestId('time-left');

describe('pomodoro', () => {
  it('runs a quick-added task through a focus segment: log, queue and statistics update', async () => {
    const page = await openPomodoro();
    await page.getByRole('heading', { level: 1, name: 'Pomodoro' }).waitFor();
    await page.getByText('The queue is empty.', { exact: false }).waitFor();
    await quickAdd(page, 'Write the summary', '25');
    await quickAdd(page, 'Review pull requests', '10');
    await expect.poll(() => page.getByTestId('current-task').textContent()).toBe('Write the summary');
    await expect.poll(() => timeLeft(page).textContent()).toBe('25:00');
    await expect.poll(() => page.getByTestId('queue-leaf').count()).toBe(2);

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.runFor('05:00');
    await expect.poll(() => timeLeft(page).textContent()).toBe('20:00');

    await page.clock.fastForward('20:00');
    await page.clock.runFor(1000);
    await page.getByTestId('log-entry').filter({ hasText: 'Write the summary · 25 min' }).waitFor();
    await expect.poll(() => page.getByTestId('stat-pomodoros').textContent()).toBe('1');
    await expect.poll(() => page.getByTestId('stat-minutes').textContent()).toBe('25');
    await expect.poll(() => page.getByTestId('queue-leaf').count()).toBe(1);
    await expect.poll(() => page.getByTestId('phase').textContent()).toBe('Short break');
    // autoStartNext: the short break runs by itself.
    await page.clock.runFor('01:00');
    await expect.poll(() => timeLeft(page).textContent()).toMatch(/^0[34]:[0-5]\d$/);
    await expect.poll(() => page.getByTestId('current-task').textContent()).toBe('Review pull requests');

    // The task detail dialog opens from the queue and closes on Escape.
    await page.getByRole('button', { name: 'Review pull requests', exact: true }).click();
    await page.getByRole('dialog').getByText('Task details').waitFor();
    await page.keyboard.press('Escape');
  });

  it('continues the remaining time after a reload in the middle of a segment', async () => {
    const page = await openPomodoro();
    await quickAdd(page, 'Deep work', '25');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.runFor('10:00');
    await expect.poll(() => timeLeft(page).textContent()).toBe('15:00');

    await page.reload();
    await page.locator('html[data-tool-ready="pomodoro"]').waitFor({ state: 'attached' });
    await expect.poll(() => timeLeft(page).textContent()).toMatch(/^1[45]:[0-5]\d$/);
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await page.clock.runFor('02:00');
    await expect.poll(() => timeLeft(page).textContent()).toMatch(/^1[23]:[0-5]\d$/);

    // A long sleep: the segment ends at once when the page wakes, and is logged.
    await page.clock.fastForward('30:00');
    await page.clock.runFor(1000);
    await page.getByTestId('log-entry').filter({ hasText: 'Deep work' }).waitFor();
  });

  it('keyboard shortcuts drive the timer, and are ignored while typing', async () => {
    const page = await openPomodoro();
    await quickAdd(page, 'First', '25');
    await quickAdd(page, 'Second', '15');
    await expect.poll(() => page.getByTestId('queue-leaf').count()).toBe(2);
    await page.locator('body').click({ position: { x: 5, y: 5 } });

    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await page.clock.runFor('01:00');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    await expect.poll(() => timeLeft(page).textContent()).toBe('24:00');

    await page.getByLabel('New task title', { exact: true }).focus();
    await page.keyboard.press('r');
    await expect.poll(() => timeLeft(page).textContent()).toBe('24:00');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+r').catch(() => undefined);
    await page.keyboard.press('r');
    await expect.poll(() => timeLeft(page).textContent()).toBe('25:00');

    await page.keyboard.press('s');
    await expect.poll(() => page.getByTestId('current-task').textContent()).toBe('Second');
    await expect.poll(() => timeLeft(page).textContent()).toBe('15:00');
    await expect.poll(() => page.getByTestId('log-entry').count()).toBe(0);

    await page.keyboard.press('f');
    const overlay = page.getByRole('dialog', { name: 'Pomodoro fullscreen' });
    await overlay.waitFor();
    await expect.poll(() => overlay.getByTestId('fullscreen-time').textContent()).toBe('15:00');
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });

    await page.keyboard.press('Space');
    await page.clock.runFor('03:00');
    await page.keyboard.press('c');
    await page.getByTestId('log-entry').filter({ hasText: 'Second · 3 min' }).waitFor();
    await expect.poll(() => page.getByTestId('phase').textContent()).toBe('Short break');
  });

  it('works in Chinese', async () => {
    const page = await openPomodoro('/zh/tool/pomodoro');
    await page.getByRole('link', { name: '打开待办清单' }).waitFor();
    expect(await page.getByRole('link', { name: '打开待办清单' }).getAttribute('href')).toBe(
      '/zh/tool/goblin-slayer-todo',
    );
    await quickAdd(page, '写周报', '1', { title: '新任务标题', minutes: '新任务的分钟数', add: '加入队列' });
    await expect.poll(() => page.getByTestId('current-task').textContent()).toBe('写周报');
    await page.getByRole('button', { name: '开始', exact: true }).click();
    await page.clock.runFor('01:01');
    await page.getByTestId('log-entry').filter({ hasText: '写周报 · 1 分钟' }).waitFor();
    await expect.poll(() => page.getByTestId('phase').textContent()).toBe('短休息');
  });
});
