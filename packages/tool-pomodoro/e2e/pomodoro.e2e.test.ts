import type { Page } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
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

/** Writes rows the way the to-do tool's import does, straight into the shared IndexedDB database. */
async function writeImportedQueue(page: Page) {
  await page.evaluate(async () => {
    const at = new Date().toISOString();
    const item = (id: string, title: string, minutes: number, parentId?: string) => ({
      id,
      ...(parentId ? { parentId } : {}),
      title,
      status: 'open',
      labels: [],
      order: 0,
      pomodoro: { estimateMinutes: minutes, actualMinutes: 0, pomodoroCount: 0 },
      createdAt: at,
      updatedAt: at,
      ai: { source: 'user' },
    });
    const entry = (
      id: string,
      kind: string,
      taskId: string,
      groupId: string | null,
      order: number,
      minutes: number,
    ) => ({
      id,
      kind,
      taskId,
      groupId,
      order,
      minutes,
      ...(kind === 'group' ? { expanded: true } : {}),
      createdAt: at,
      updatedAt: at,
    });
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('toolbox-tasks');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tx = db.transaction(['items', 'queue_v2'], 'readwrite');
    const items = tx.objectStore('items');
    items.put(item('trip', 'Plan the trip', 50));
    items.put(item('flights', 'Book flights', 30, 'trip'));
    items.put(item('hotel', 'Find a hotel', 20, 'trip'));
    const queue = tx.objectStore('queue_v2');
    queue.put(entry('g1', 'group', 'trip', null, 0, 50));
    queue.put(entry('l1', 'leaf', 'flights', 'g1', 0, 30));
    queue.put(entry('l2', 'leaf', 'hotel', 'g1', 1, 20));
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });
}

/** The stored task row, read back from IndexedDB. */
async function readTask(page: Page, id: string) {
  return page.evaluate(async (taskId) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('toolbox-tasks');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const row = await new Promise<{ pomodoro: { actualMinutes: number; pomodoroCount: number } }>(
      (resolve, reject) => {
        const request = db.transaction('items').objectStore('items').get(taskId);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      },
    );
    db.close();
    return row.pomodoro;
  }, id);
}

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

  it('runs the group and leaves the to-do tool imported into the queue', async () => {
    const page = await openPomodoro();
    await page.getByText('The queue is empty.', { exact: false }).waitFor();
    await writeImportedQueue(page);
    await page.reload();
    await page.locator('html[data-tool-ready="pomodoro"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Collapse Plan the trip', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('queue-leaf').count()).toBe(2);
    await expect.poll(() => page.getByTestId('current-task').textContent()).toBe('Book flights');
    await expect.poll(() => timeLeft(page).textContent()).toBe('30:00');

    await page.getByRole('button', { name: 'Details of Book flights', exact: true }).click();
    await page.getByTestId('task-path').filter({ hasText: 'Plan the trip › Book flights' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward('30:00');
    await page.clock.runFor(1000);
    await page.getByTestId('log-entry').filter({ hasText: 'Book flights · 30 min' }).waitFor();
    await expect.poll(() => page.getByTestId('queue-leaf').count()).toBe(1);
    await expect
      .poll(() => readTask(page, 'flights'))
      .toEqual({ estimateMinutes: 30, actualMinutes: 30, pomodoroCount: 1 });

    await page.getByRole('button', { name: 'Collapse Plan the trip', exact: true }).click();
    await expect.poll(() => page.getByTestId('queue-leaf').count()).toBe(0);
    await page.getByRole('button', { name: 'Expand Plan the trip', exact: true }).click();
    await expect.poll(() => page.getByTestId('queue-leaf').count()).toBe(1);
  });

  it('reorders the queue with the keyboard drag handle; the new first task becomes current', async () => {
    const page = await openPomodoro();
    await quickAdd(page, 'Alpha', '25');
    await quickAdd(page, 'Beta', '15');
    await expect.poll(() => page.getByTestId('queue-leaf').count()).toBe(2);
    await expect.poll(() => page.getByTestId('current-task').textContent()).toBe('Alpha');

    await page.getByRole('button', { name: 'Drag to reorder Beta', exact: true }).focus();
    // dnd-kit measures the rows between key presses: give each step a frame or two.
    await page.keyboard.press('Space');
    await page.getByText('Beta is over position 2.').waitFor({ state: 'attached' });
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowUp');
    await page.getByText('Beta is over position 1.').waitFor({ state: 'attached' });
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.getByTestId('queue-leaf').allTextContents())
      .toEqual([expect.stringContaining('Beta'), expect.stringContaining('Alpha')]);
    await expect.poll(() => page.getByTestId('current-task').textContent()).toBe('Beta');
    await expect.poll(() => timeLeft(page).textContent()).toBe('15:00');

    await page.reload();
    await page.locator('html[data-tool-ready="pomodoro"]').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByTestId('current-task').textContent()).toBe('Beta');
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
