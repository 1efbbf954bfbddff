import { findAccessibilityViolations, formatViolations } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

describe('drawing-prompt-generator', () => {
  it('streams a structured prompt from the real AI endpoint (offline engine), copies it, in both themes', async () => {
    const { page } = state;
    await open('/tool/drawing-prompt-generator', { tool: 'drawing-prompt-generator' });
    await page.getByRole('heading', { level: 1, name: 'AI Drawing Prompt Generator' }).waitFor();
    const generate = page.getByRole('button', { name: 'Generate prompt' });
    expect(await generate.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Core idea' }).fill('a lighthouse on a stormy coast');
    await generate.click();
    const fullPrompt = page.getByRole('textbox', { name: 'Full prompt' });
    await fullPrompt.waitFor({ timeout: 30_000 });
    const text = await fullPrompt.inputValue();
    expect(text).toMatch(/--ar \d+:\d+/);
    const structure = page.getByRole('region', { name: 'Structured prompt' });
    // The offline engine reads "coast" as its coastline setting.
    await structure.getByText('a wind-swept coastline under a wide sky').waitFor();
    for (const section of ['Theme and scene', 'Composition and lighting', 'Art style', 'Parameters'])
      await structure.getByRole('heading', { name: section }).waitFor();
    await page.getByRole('button', { name: 'Copy prompt' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
  });

  it('asks in Chinese and answers in Chinese; says an idea is required', async () => {
    const { page } = state;
    await open('/zh/tool/drawing-prompt-generator', { tool: 'drawing-prompt-generator' });
    const idea = page.getByRole('textbox', { name: '核心创意' });
    await idea.focus();
    await page.keyboard.press('Control+Enter');
    await page.getByText('请先输入核心创意。').waitFor();
    await idea.fill('森林里的小屋');
    await page.getByRole('button', { name: '生成提示词' }).click();
    const structure = page.getByRole('region', { name: '结构化提示词' });
    await structure.getByText('古老的森林，苔藓覆盖的树干间薄雾弥漫').waitFor({ timeout: 30_000 });
  });

  it('says so when the AI service fails, and keeps the idea', async () => {
    const { page } = state;
    state.allowErrors.push(/503/);
    await page.route('**/api/ai/prompt-generate/stream', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"the model is asleep"}',
      }),
    );
    await open('/tool/drawing-prompt-generator', { tool: 'drawing-prompt-generator' });
    await page.getByRole('textbox', { name: 'Core idea' }).fill('a cat');
    await page.getByRole('button', { name: 'Generate prompt' }).click();
    await page.getByRole('alert').filter({ hasText: 'Could not generate the prompt' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Core idea' }).inputValue()).toBe('a cat');
  });
});
