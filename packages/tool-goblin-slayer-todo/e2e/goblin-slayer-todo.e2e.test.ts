import type { Page } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

async function openTodo(path = '/tool/goblin-slayer-todo'): Promise<Page> {
  await open(path, { tool: 'goblin-slayer-todo' });
  return state.page;
}

/** The list row of a task (its <li>, the innermost one holding its title button). */
function row(page: Page, title: string) {
  return rows(page, title).last();
}

function rows(page: Page, title: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Mark ${title} as done or open`, exact: true }) });
}

/** The titles of the direct sub-tasks of `parent`, in order. */
async function subTaskTitles(page: Page, parent: string) {
  const nested = rows(page, parent).first().getByRole('list').first();
  return nested
    .locator(':scope > li')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('button[aria-label^="Mark "]')?.textContent ?? ''),
    );
}

/** The `queue_v2` rows of the shared task database, read in the page (runs in the browser). */
function readQueue(): Promise<{ kind: string; minutes: number; groupId: string | null }[]> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('toolbox-tasks');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const read = request.result.transaction('queue_v2').objectStore('queue_v2').getAll();
      read.onerror = () => reject(read.error);
      read.onsuccess = () => {
        request.result.close();
        resolve(read.result);
      };
    };
  });
}

describe('goblin-slayer-todo', () => {
  it('splits a task with the offline AI engine, sums an edited estimate, reorders, keeps it all across a reload, and imports to the pomodoro queue', async () => {
    const page = await openTodo();
    await page.getByRole('heading', { level: 1, name: 'Goblin Slayer To-do' }).waitFor();
    await page
      .getByLabel('New task', { exact: true })
      .fill('Plan the trip: book flights, reserve a hotel, pack the bags');
    await page.getByRole('button', { name: 'Break down with AI' }).click();

    const parent = 'Plan the trip: book flights, reserve a hotel, pack the bags';
    await page.getByRole('button', { name: `Collapse ${parent}`, exact: true }).waitFor({ timeout: 20_000 });
    const children = await subTaskTitles(page, parent);
    expect(children.length).toBeGreaterThanOrEqual(2);
    const [first, second] = children as [string, string];
    await expect.poll(() => row(page, first).getByText('AI', { exact: true }).count()).toBe(1);

    // Edit the first sub-task's estimate: the parent shows the new sum.
    const before = Number(
      (await rows(page, parent).first().locator('span[title="Sum of its sub-tasks"]').textContent())?.match(
        /\d+/,
      )?.[0],
    );
    const firstMinutes = Number(
      (await row(page, first).locator('span.whitespace-nowrap').textContent())?.match(/\d+/)?.[0],
    );
    await page.getByRole('button', { name: `Edit ${first}`, exact: true }).click();
    await page.getByLabel('Estimate (minutes)').fill(String(firstMinutes + 40));
    await page.getByLabel('Estimate (minutes)').press('Enter');
    await expect
      .poll(
        async () =>
          (await rows(page, parent).first().locator('span[title="Sum of its sub-tasks"]').textContent()) ??
          '',
      )
      .toContain(`${before + 40} min`);

    // Keyboard reorder: the second sub-task moves above the first.
    const handle = page.getByRole('button', { name: `Drag ${second}`, exact: true });
    await handle.focus();
    // Each step waits for the screen-reader announcement of the previous one.
    await page.keyboard.press('Space');
    // Picked up: it is over its own place, the second.
    await page.getByText(`${second} is now at position 2.`).waitFor({ state: 'attached' });
    // dnd-kit measures the drop targets a frame after the pick-up and ignores keys until then.
    const atTop = page.getByText(`${second} is now at position 1.`);
    await expect
      .poll(
        async () => {
          if ((await atTop.count()) === 0) await page.keyboard.press('ArrowUp');
          return atTop.count();
        },
        { interval: 250 },
      )
      .toBe(1);
    await page.keyboard.press('Space');
    await page.getByText(`Dropped ${second} at position 1.`).waitFor({ state: 'attached' });
    await expect
      .poll(() => subTaskTitles(page, parent).then((titles) => titles.slice(0, 2)))
      .toEqual([second, first]);

    // Everything is stored: a reload shows the same tree, order and sum.
    await page.reload();
    await page.getByRole('button', { name: `Expand ${parent}`, exact: true }).click();
    await expect
      .poll(() => subTaskTitles(page, parent).then((titles) => titles.slice(0, 2)))
      .toEqual([second, first]);
    expect(
      await rows(page, parent).first().locator('span[title="Sum of its sub-tasks"]').textContent(),
    ).toContain(`${before + 40} min`);
    expect(await row(page, first).getByText('AI', { exact: true }).count()).toBe(1);

    // Import to the pomodoro queue: the pomodoro page opens with the group and its tasks.
    await page.getByRole('button', { name: `Send ${parent} to the pomodoro queue`, exact: true }).click();
    await page.waitForURL('**/tool/pomodoro');
    expect(new URL(page.url()).pathname).toBe('/tool/pomodoro');
    // The shared database holds one group plus a leaf per sub-task, with their minutes.
    const queue = await page.evaluate(readQueue);
    expect(queue.filter((entry) => entry.kind === 'group')).toHaveLength(1);
    expect(queue.filter((entry) => entry.kind === 'leaf')).toHaveLength(children.length);
    expect(queue.every((entry) => entry.minutes >= 1)).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Pomodoro' }).waitFor();
    await page
      .getByRole('button', { name: `Details of ${second}`, exact: true })
      .waitFor({ timeout: 15_000 });
    // The first queued task is on the timer; the group lists the others.
    await page.getByRole('button', { name: `Collapse ${parent}`, exact: true }).waitFor();
    await page.getByText(first, { exact: true }).first().waitFor();
  });

  it('toggles, clears completed parents and says when there is nothing to import', async () => {
    const page = await openTodo();
    const input = page.getByLabel('New task', { exact: true });
    await input.fill('Sharpen the sword');
    await input.press('Enter');
    await input.fill('Polish the shield');
    await input.press('Enter');
    await page.getByRole('button', { name: 'Send Polish the shield to the pomodoro queue' }).click();
    await page.getByText('This task has no open sub-tasks to send to the pomodoro queue.').waitFor();
    // The box follows the stored state, which the click changes a moment later.
    await page.getByRole('checkbox', { name: 'Done: Sharpen the sword' }).click();
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Done: Sharpen the sword' }).isChecked())
      .toBe(true);
    await page.getByRole('button', { name: 'Clear completed' }).click();
    await page
      .getByRole('button', { name: 'Mark Sharpen the sword as done or open' })
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Mark Polish the shield as done or open' }).waitFor();
  });

  it('works in Chinese and imports to /zh/tool/pomodoro', async () => {
    const page = await openTodo('/zh/tool/goblin-slayer-todo');
    await page.getByLabel('新任务', { exact: true }).fill('搬家：打包行李，联系搬家公司，清洁旧房子');
    await page.getByRole('button', { name: '用 AI 拆分' }).click();
    await page.getByRole('button', { name: /^收起 / }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: /^将 搬家.* 送入番茄钟队列$/ }).click();
    await page.waitForURL('**/zh/tool/pomodoro');
    const queue = await page.evaluate(readQueue);
    expect(queue.filter((entry) => entry.kind === 'group')).toHaveLength(1);
    expect(queue.filter((entry) => entry.kind === 'leaf').length).toBeGreaterThanOrEqual(2);
  });
});
