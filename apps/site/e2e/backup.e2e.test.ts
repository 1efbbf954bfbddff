import { readFileSync } from 'node:fs';
import { collectPageErrors, downloadFrom, type Page } from '@toolbox/e2e';
import { pageProblems } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open, baseUrl } = setupBrowserPage();

/** Carries on in a new browser context: empty localStorage and IndexedDB, as after clearing site data. */
async function freshBrowser(): Promise<Page> {
  const browser = state.page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    baseURL: baseUrl,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  const old = state.page.context();
  state.page = await context.newPage();
  state.errors.push(...[]);
  state.errors = collectPageErrors(state.page);
  await old.close();
  return state.page;
}

const backupFile = (content: unknown) => ({
  name: 'toolbox-backup-2027-01-01.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(content)),
});

describe('settings & data: backup', () => {
  it('exports a favourite, a task and a preset, and brings them back into an empty browser', async () => {
    let page = state.page;
    await open('/');
    await page.getByRole('button', { name: 'Add JSON Tools to favourites' }).click();
    await page.getByRole('button', { name: 'Remove JSON Tools from favourites' }).waitFor();

    await open('/tool/goblin-slayer-todo', { tool: 'goblin-slayer-todo' });
    const input = page.getByLabel('New task', { exact: true });
    await input.fill('Buy oat milk');
    await input.press('Enter');
    await page.getByRole('button', { name: 'Mark Buy oat milk as done or open' }).waitFor();

    await open('/tool/countdown-timer', { tool: 'countdown-timer' });
    await page.getByRole('tab', { name: 'Presets' }).click();
    await page.getByLabel('Preset name').fill('Tea break');
    await page.getByRole('button', { name: 'Save current settings' }).click();
    await page.getByRole('button', { name: 'Apply Tea break' }).waitFor();

    // The page is linked from the footer.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Settings & data' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings & data' }).waitFor();
    const download = await downloadFrom(page, 'Download backup');
    expect(download.name).toMatch(/^toolbox-backup-\d{4}-\d{2}-\d{2}\.json$/);
    await page.getByText(`Downloaded ${download.name}.`).waitFor();
    // Read now: the download goes with its browser context.
    const text = readFileSync(download.path, 'utf8');
    const file = JSON.parse(text);
    expect(file).toMatchObject({ format: 'toolbox-backup', version: 1 });
    expect(file.localStorage['toolbox:site:favourites']).toEqual(['json-tools']);
    expect(file.localStorage['toolbox:countdown-timer:countdown-presets']).toEqual([
      expect.objectContaining({ name: 'Tea break' }),
    ]);
    expect(file.databases.tasks.tables.items).toEqual([expect.objectContaining({ title: 'Buy oat milk' })]);

    page = await freshBrowser();
    await open('/settings');
    expect(await page.evaluate(() => localStorage.getItem('toolbox:site:favourites'))).toBeNull();
    await page
      .getByLabel('Backup file')
      .setInputFiles({ name: download.name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.getByText('What the file holds').waitFor();
    await page.getByText('1 task', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: /^Site: favourites, theme and usage counts/ }).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('heading', { name: 'Import finished' }).waitFor();

    // Seen at once: the sidebar of this very page lists the favourite, without a reload.
    await page.getByRole('list', { name: 'Favourites' }).getByRole('link', { name: 'JSON Tools' }).waitFor();

    await open('/');
    await page.getByRole('button', { name: 'Remove JSON Tools from favourites' }).waitFor();
    await open('/tool/goblin-slayer-todo', { tool: 'goblin-slayer-todo' });
    await page.getByRole('button', { name: 'Mark Buy oat milk as done or open' }).waitFor();
    await open('/tool/countdown-timer', { tool: 'countdown-timer' });
    await page.getByRole('tab', { name: 'Presets' }).click();
    await page.getByRole('button', { name: 'Apply Tea break' }).waitFor();
  });

  it('replace asks first, then leaves only the file’s copy of the chosen parts', async () => {
    const { page } = state;
    await open('/');
    await page.getByRole('button', { name: 'Add PDF Merge to favourites' }).click();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Remove PDF Merge from favourites' }).waitFor();
    await open('/zh/settings');
    await page.getByLabel('备份文件').setInputFiles(
      backupFile({
        format: 'toolbox-backup',
        version: 1,
        exportedAt: '2027-01-01T10:00:00.000Z',
        localStorage: { 'toolbox:site:favourites': ['json-tools'], 'not-ours': 1 },
        databases: { tasks: { version: 1, tables: { items: 'damaged' } } },
      }),
    );
    // The damaged part is named and skipped; the unknown key is noted.
    await page.getByText('已损坏，将被跳过（tables.items）。').waitFor();
    await page.getByText('“not-ours”不是 Toolbox 的设置，已忽略。').waitFor();
    // The preview, at a phone's width in the dark theme.
    expect(await pageProblems(page)).toBe('');
    await page.getByRole('radio', { name: /^替换/ }).check();
    await page.getByRole('button', { name: '用备份替换' }).click();
    const dialog = page.getByRole('alertdialog', { name: '替换这里保存的内容？' });
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('toolbox:site:favourites'))).toBe('["pdf-merge"]');
    await page.getByRole('button', { name: '用备份替换' }).click();
    await dialog.getByRole('button', { name: '替换', exact: true }).click();
    await page.getByRole('heading', { name: '导入完成' }).waitFor();
    expect(await pageProblems(page)).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('toolbox:site:favourites'))).toBe('["json-tools"]');
  });

  it('refuses a file from a newer version, or one that is not a backup, with a clear message', async () => {
    const { page } = state;
    await open('/settings');
    await page.getByLabel('Backup file').setInputFiles(backupFile({ format: 'toolbox-backup', version: 99 }));
    await page
      .getByRole('alert')
      .getByText(/made by a newer version of Toolbox \(file version 99\)/)
      .waitFor();
    await page.getByLabel('Backup file').setInputFiles(backupFile({ hello: 'world' }));
    await page.getByRole('alert').getByText('This file is not a Toolbox backup.').waitFor();
  });
});
