import { findAccessibilityViolations, formatViolations } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { seededRandom } from '@toolbox/kit/seeded-random';
import { describe, expect, it } from 'vitest';
import { type Phase, parseTicket, targetCenter } from '../src/core';

const { state, open } = setupBrowserPage();

const canvas = () => state.page.getByRole('img', { name: 'Play area: click each target as fast as you can' });
const phase = async () => (await canvas().getAttribute('data-phase')) as Phase;

/** The current target's centre in page coordinates, from the canvas's data attributes. */
async function targetOnPage() {
  const element = canvas();
  const [box, x, y] = await Promise.all([
    element.boundingBox(),
    element.getAttribute('data-target-x'),
    element.getAttribute('data-target-y'),
  ]);
  if (!box || x === null || y === null) throw new Error('no target on the canvas');
  return { x: box.x + Number(x), y: box.y + Number(y), local: { x: Number(x), y: Number(y) }, box };
}

/** The nickname in the badge ("Playing as Bunny 123"). */
async function nickname() {
  const badge = state.page.getByText(/^(Playing as|当前昵称)/).locator('..');
  await expect
    .poll(async () => (await badge.textContent())?.replace(/^(Playing as|当前昵称)/, ''))
    .toMatch(/ \d{3}$/);
  return ((await badge.textContent()) ?? '').replace(/^(Playing as|当前昵称)/, '');
}

/** Writes rows the way version 1 of the history database did (Dexie's version 1 is IndexedDB's 10). */
function writeVersionOneRows(rows: unknown[]) {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.open('aim_trainer_db', 10);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore('sessions', { keyPath: 'id', autoIncrement: true });
      store.createIndex('ts', 'ts');
    };
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const transaction = db.transaction('sessions', 'readwrite');
      for (const row of rows) transaction.objectStore('sessions').add(row);
      transaction.oncomplete = () => {
        db.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

describe('aim-trainer', () => {
  it('plays a round on the server’s seed with a fake clock: countdown, hits, result, the server’s refusal of a too-quick round, history', async () => {
    const { page } = state;
    // The browser reports the server's refusal of the score (400) in its console.
    state.allowErrors.push(/the server responded with a status of 400/);
    await page.clock.install({ time: new Date('2026-11-27T10:00:00Z') });
    await open('/tool/aim-trainer', { tool: 'aim-trainer' });
    await page.getByRole('heading', { level: 1, name: 'Aim Trainer' }).waitFor();
    await page.getByText('Beta', { exact: true }).waitFor();
    await page.getByText('No result yet. Play a warm-up round to see your numbers here.').waitFor();
    const name = await nickname();

    const round = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/leaderboard/rounds') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Start (60 s)' }).click();
    const ticketResponse = await round;
    expect(ticketResponse.status()).toBe(201);
    const ticket = parseTicket(await ticketResponse.json());
    if (!ticket) throw new Error('the server gave no round');
    await page.getByRole('status').filter({ hasText: /^3$/ }).waitFor({ state: 'attached' });
    expect(await page.getByRole('button', { name: 'Start (60 s)' }).isDisabled()).toBe(true);
    await page.clock.runFor(3100);
    expect(await phase()).toBe('running');

    // The first targets are the server's seed's: two numbers of seededRandom(seed) each.
    const random = seededRandom(ticket.seed);
    let hits = 0;
    for (let index = 0; index < 8; index++) {
      const target = await targetOnPage();
      const expected = targetCenter({
        target: { u: random(), v: random() },
        size: { width: target.box.width, height: target.box.height },
      });
      expect(target.local.x).toBeCloseTo(expected.x, 1);
      expect(target.local.y).toBeCloseTo(expected.y, 1);
      await page.clock.runFor(250);
      await page.mouse.click(target.x, target.y);
      hits++;
    }
    const last = await targetOnPage();
    await page.mouse.click(last.x + 30, last.y);
    await page.clock.runFor(61_000);
    expect(await phase()).toBe('finished');

    const result = page.getByRole('region', { name: 'Last result' });
    await result.getByText(`${hits} / ${hits + 1}`).waitFor();
    await result.getByText('88.9%').waitFor();
    // The browser's clock ran 63 s, the server's only a few: the server refuses the round.
    await result.getByText('Not ranked: the score arrived sooner than a full round takes.').waitFor();
    await page.getByText(/^Round over: 8 hits from 9 clicks, 88\.9% hit rate/).waitFor({ state: 'attached' });
    expect(
      await page
        .getByRole('table', { name: /Today's best scores/ })
        .getByText(name)
        .count(),
    ).toBe(0);

    const score = (await result.locator('dd').last().textContent()) ?? '';
    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Round history' });
    await dialog.getByText('1 round kept in this browser').waitFor();
    await dialog.getByText(`Score ${score} · ${hits}/${hits + 1} hits`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: /^Delete the round of / }).click();
    await page
      .getByRole('dialog', { name: 'Delete this round?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Round deleted.').waitFor();
    await dialog.getByText('No rounds yet. Every round you finish is kept here, in this browser.').waitFor();
  });

  it('keeps the rounds of the first database version, lists them 10 a page, and passes axe in both themes and languages', async () => {
    const { page } = state;
    await open('/tool/aim-trainer', { tool: 'aim-trainer' });
    const rows = Array.from({ length: 12 }, (_, index) => ({
      ts: Date.UTC(2026, 10, 1 + index, 18, 0),
      durationMs: 60_000,
      hits: 40 + index,
      attempts: 50,
      avgReactionMs: 450,
      score: 100 + index,
    }));
    await page.evaluate(writeVersionOneRows, [...rows, { ts: Date.UTC(2026, 10, 20), hits: 'damaged' }]);
    await open('/tool/aim-trainer', { tool: 'aim-trainer' });

    await page.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Round history' });
    await dialog.getByText('12 rounds kept in this browser').waitFor();
    await dialog.getByText('Page 1 of 2').waitFor();
    const items = dialog.getByRole('list', { name: 'Rounds, newest first' }).getByRole('listitem');
    expect(await items.count()).toBe(10);
    expect(await items.first().textContent()).toContain('Score 111');
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');

    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Page 2 of 2').waitFor();
    expect(await items.count()).toBe(2);
    await items
      .last()
      .getByRole('button', { name: /^Delete the round of / })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this round?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await items
      .last()
      .getByRole('button', { name: /^Delete the round of / })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('11 rounds kept in this browser').waitFor();
    // The old rows now carry the mode version 2 added.
    const modes = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const request = indexedDB.open('aim_trainer_db');
          request.onsuccess = () => {
            const read = request.result.transaction('sessions').objectStore('sessions').getAll();
            read.onsuccess = () => resolve(read.result.map((row: { mode?: string }) => String(row.mode)));
          };
        }),
    );
    expect(new Set(modes)).toEqual(new Set(['reaction']));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');

    await open('/zh/tool/aim-trainer', { tool: 'aim-trainer' });
    await page.getByRole('button', { name: '开始（60 秒）' }).waitFor();
    await page.getByText('测试版', { exact: true }).waitFor();
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
  });

  it('makes a nickname, keeps it across visits, and makes a new one on reset', async () => {
    const { page } = state;
    await open('/zh/tool/aim-trainer', { tool: 'aim-trainer' });
    const first = await nickname();
    expect(first).toMatch(/^\S+ [1-9]\d\d$/u);
    await open('/tool/aim-trainer', { tool: 'aim-trainer' });
    expect(await nickname()).toBe(first);
    let next = first;
    for (let reset = 0; reset < 5 && next === first; reset++) {
      await page.getByRole('button', { name: 'New nickname' }).click();
      next = await nickname();
    }
    expect(next).not.toBe(first);
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('toolbox:aim-trainer:user_name'))) ?? '""'),
    ).toBe(next);
  });

  it('plays a real 63-second ranked round: the server accepts it and today’s leaderboard shows it', {
    timeout: 150_000,
  }, async () => {
    const { page } = state;
    await open('/tool/aim-trainer', { tool: 'aim-trainer' });
    const name = await nickname();
    await page.getByRole('button', { name: 'Start (60 s)' }).click();
    await page.locator('canvas[data-phase="running"]').waitFor({ timeout: 10_000 });
    let hits = 0;
    while ((await phase()) === 'running') {
      // A human pause: reactions under 80 ms are refused as anticipation.
      await page.waitForTimeout(200);
      if ((await phase()) !== 'running') break;
      const target = await targetOnPage().catch(() => undefined);
      if (!target) break;
      await page.mouse.click(target.x, target.y);
      hits++;
    }
    expect(hits).toBeGreaterThan(20);
    const result = page.getByRole('region', { name: 'Last result' });
    await result.getByText(/^Ranked: you are #\d+ on today's leaderboard\.$/).waitFor({ timeout: 20_000 });
    const board = page.getByRole('table', { name: /Today's best scores/ });
    const own = board.getByRole('row').filter({ hasText: '(you)' });
    await own.waitFor();
    expect(await own.textContent()).toContain(name);
  });
});
