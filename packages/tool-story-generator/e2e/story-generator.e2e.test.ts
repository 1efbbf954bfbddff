import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAccessibilityViolations, formatViolations } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

const grid = () => state.page.getByTestId('card-grid');
const cardHeading = (name: string) => grid().getByRole('heading', { name, exact: true });

async function openWithInitialCards(path = '/tool/story-generator') {
  await open(path, { tool: 'story-generator' });
  await state.page
    .getByRole('tab', { name: path.startsWith('/zh') ? '卡片仓库' : 'Card repository' })
    .click();
  await state.page.getByRole('button', { name: 'Add initial cards' }).first().click();
  await cardHeading('Mara Quill').waitFor();
}

describe('story-generator', () => {
  it('builds a world: initial cards, search, AI-drafted edit with the offline engine, delete and undo, kept after a reload', async () => {
    const { page } = state;
    await openWithInitialCards();
    await page.getByText('6 of 6 cards').waitFor();

    await page.getByLabel('Search').fill('guild');
    await page.getByText('1 of 6 cards').waitFor();
    await page.getByLabel('Search').fill('');
    await page.getByText('6 of 6 cards').waitFor();

    // Edit a card: AI fills the empty fields from its summary (the offline engine streams).
    await page.getByRole('button', { name: 'Edit Mara Quill' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Character card' });
    await editor.waitFor();
    await editor.getByLabel('Fear', { exact: true }).fill('');
    await editor.getByRole('button', { name: 'Fill empty' }).click();
    await editor.getByRole('button', { name: 'Generate with AI' }).click();
    await editor.getByRole('button', { name: 'Accept changes' }).waitFor({ timeout: 30_000 });
    expect(await editor.getByLabel('Fear', { exact: true }).inputValue()).not.toBe('');
    expect(await editor.getByLabel('Desire', { exact: true }).inputValue()).toBe(
      'To find out who is slowing the great clock.',
    );
    await editor.getByLabel('Name', { exact: true }).fill('Mara Quill-Vance');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await editor.waitFor({ state: 'detached' });
    await cardHeading('Mara Quill-Vance').waitFor();

    await page.getByRole('button', { name: 'Delete The Heartspring' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('5 of 5 cards').waitFor();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.getByText('6 of 6 cards').waitFor();

    await page.reload();
    await page.locator('html[data-tool-ready="story-generator"]').waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: 'Card repository' }).click();
    await cardHeading('Mara Quill-Vance').waitFor();
    await cardHeading('The Heartspring').waitFor();
  });

  it('refuses to save a card without a name and keeps the edit open (Chinese)', async () => {
    const { page } = state;
    await open('/zh/tool/story-generator', { tool: 'story-generator' });
    await page.getByRole('tab', { name: '卡片编辑' }).click();
    await page.getByRole('button', { name: '新建势力' }).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('button', { name: '保存', exact: true }).click();
    await editor.getByRole('alert').first().waitFor();
    await editor.getByLabel('名称', { exact: true }).fill('夜市商会');
    await editor.getByRole('button', { name: '保存', exact: true }).click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '卡片仓库' }).click();
    await cardHeading('夜市商会').waitFor();
  });

  it('exports a character as a card PNG and imports it back, and fills slots', async () => {
    const { page } = state;
    await openWithInitialCards();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Mara Quill as a character card (PNG)' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('Mara Quill.png');
    const path = join(tmpdir(), `toolbox-e2e-${process.pid}-mara.png`);
    await download.saveAs(path);

    // Delete it, then import the PNG: the character comes back.
    await page.getByRole('button', { name: 'Delete Mara Quill' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('5 of 5 cards').waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByLabel('File (.json or .png)').setInputFiles(path);
    await cardHeading('Mara Quill').waitFor();
    await page.getByText('Imported 1 card', { exact: false }).first().waitFor();

    // A SillyTavern World Info file becomes cards too.
    const worldInfo = join(tmpdir(), `toolbox-e2e-${process.pid}-world.json`);
    writeFileSync(
      worldInfo,
      JSON.stringify({
        entries: {
          0: {
            uid: 0,
            key: ['lighthouse'],
            comment: 'Location: The Lighthouse',
            content: 'A lighthouse that shines backwards in time.',
          },
        },
      }),
    );
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByLabel('File (.json or .png)').setInputFiles(worldInfo);
    await page.getByText('7 of 7 cards').waitFor();

    await page.getByRole('tab', { name: 'Card editor' }).click();
    await page.getByRole('button', { name: 'Random fill' }).click();
    await page.getByText(/cards? configured/).waitFor();
    await page.getByRole('button', { name: 'Choose Goal cards' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose Goal cards' });
    await picker.getByRole('checkbox', { name: 'Select Keep the clock running' }).waitFor();
    await page.keyboard.press('Control+Enter');
    await picker.waitFor({ state: 'detached' });
  });

  it('has no serious or critical axe violation with cards, in delete mode and in the editor, in both themes, on a phone', async () => {
    const { page } = state;
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize(
        theme === 'dark' ? { width: 360, height: 740 } : { width: 1280, height: 900 },
      );
      // The dark pass opens the Chinese page on the cards the light pass added (same browser storage).
      if (theme === 'light') await openWithInitialCards();
      else {
        await open('/zh/tool/story-generator', { tool: 'story-generator' });
        await page.getByRole('tab', { name: '卡片仓库' }).click();
        await cardHeading('Mara Quill').waitFor();
      }
      const check = async (where: string) => {
        const violations = await findAccessibilityViolations(page);
        if (violations.length > 0) problems.push(`${where} (${theme})\n${formatViolations(violations)}`);
      };
      await check('repository');
      await page.getByRole('button', { name: theme === 'dark' ? '删除模式' : 'Delete mode' }).click();
      await check('delete mode');
      await page.getByRole('button', { name: theme === 'dark' ? '删除模式' : 'Delete mode' }).click();
      await page
        .getByRole('button', { name: theme === 'dark' ? '编辑 Mara Quill' : 'Edit Mara Quill' })
        .click();
      await page.getByRole('dialog').waitFor();
      await check('editor');
      if (theme === 'dark') {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) problems.push(`the editor scrolls sideways by ${overflow} px on a phone`);
      }
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: theme === 'dark' ? 'AI 故事' : 'AI story' }).click();
      if (theme === 'light') await page.getByRole('button', { name: 'Quick create' }).click();
      await page.getByRole('button', { name: theme === 'dark' ? '阅读' : 'Read' }).waitFor();
      await check('evolution panel');
      await page.getByRole('button', { name: theme === 'dark' ? '阅读' : 'Read' }).click();
      await check('viewer');
      await page
        .getByRole('button', { name: theme === 'dark' ? '故事书' : 'Story books' })
        .first()
        .click();
      await check('book manager');
    }
    expect(problems.join('\n\n')).toBe('');
  });

  it('writes a story book: quick create, cards in the slots, a new page from the offline engine, read it', async () => {
    const { page } = state;
    await openWithInitialCards();
    await page.getByRole('tab', { name: 'Card editor' }).click();
    await page.getByRole('button', { name: 'Random fill' }).click();
    await page.getByText(/cards? configured/).waitFor();
    await page.getByRole('tab', { name: 'AI story' }).click();
    await page.getByText('No story books yet', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Quick create' }).click();
    await page.getByRole('button', { name: 'Generate new page' }).click();
    await page.getByText('Page 1 / 1').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Read' }).click();
    await page.getByRole('region', { name: 'Page 1' }).waitFor();
    await page.reload();
    await page.locator('html[data-tool-ready="story-generator"]').waitFor({ state: 'attached' });
    await page.getByText('Page 1 / 1').waitFor();
  });
});
