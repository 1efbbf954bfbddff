import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { downloadFrom } from '@toolbox/e2e';
import { findAccessibilityViolations, formatViolations } from '@toolbox/e2e/a11y';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { state, open } = setupBrowserPage();

const editor = () => state.page.getByRole('textbox', { name: /code$/ });
const preview = () => state.page.getByRole('img', { name: /^The rendered/ });

describe('diagram-tools', () => {
  it('renders a Mermaid template in the browser and exports SVG and PNG at twice its size', async () => {
    const { page } = state;
    await open('/tool/diagram-tools', { tool: 'diagram-tools' });
    await page.getByRole('heading', { level: 1, name: 'Diagram Tools' }).waitFor();
    await page.getByRole('combobox', { name: 'Template' }).selectOption('flowchart');
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    await preview().waitFor();
    await expect
      .poll(() => preview().evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(100);

    const svg = await downloadFrom(page, 'Export SVG');
    expect(svg.name).toMatch(/^diagram-\d{8}-\d{6}\.svg$/);
    const svgText = await readFile(svg.path, 'utf8');
    expect(svgText).toContain('<svg');
    expect(svgText).toContain('working?'); // labels are SVG text, one tspan per word
    const png = await downloadFrom(page, 'Export PNG');
    expect(png.name).toMatch(/^diagram-\d{8}-\d{6}\.png$/);
    const [pngWidth] = execFileSync('identify', ['-format', '%w %h', png.path], { encoding: 'utf8' })
      .split(' ')
      .map(Number);
    const viewBoxWidth = Number(/viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(svgText)?.[1]);
    expect(pngWidth).toBe(Math.ceil(viewBoxWidth * 2));

    await page.getByRole('button', { name: 'Copy SVG' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('<svg');
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await findAccessibilityViolations(page).then(formatViolations)).toBe('');
  });

  it('shows a syntax error with its line, and runs no script a diagram carries (strict mode)', async () => {
    const { page } = state;
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await open('/tool/diagram-tools', { tool: 'diagram-tools' });
    await editor().fill('flowchart TD\n  A --> B\n  B --> (((');
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    await page.getByRole('alert').getByText('Error on line 3', { exact: true }).waitFor();

    // Mermaid's DOMPurify parses the label in an inert document; Chromium still reports the inline
    // handler it finds there against the page's CSP, though it can never run (DOMParser alone does
    // the same). That report is expected; a dialog or a handler in the SVG would not be.
    state.allowErrors.push(/Executing inline event handler violates the following Content Security Policy/);
    await editor().fill(
      'flowchart TD\n  A["<img src=x onerror=alert(1)>"] --> B\n  click A "javascript:alert(2)"\n  click B call alert(3)',
    );
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    await preview().waitFor();
    await page.getByRole('button', { name: 'Copy SVG' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('<svg');
    const svg = await page.evaluate(() => navigator.clipboard.readText());
    expect(svg).not.toMatch(/onerror|javascript:/i);
    expect(dialogs).toBe(0);
  });

  it('renders PlantUML on the server, keeps each syntax its code across a reload, and shares by link', async () => {
    const { page } = state;
    await open('/tool/diagram-tools', { tool: 'diagram-tools' });
    await editor().fill('graph LR\n  mine --> kept');
    await page.getByRole('button', { name: 'PlantUML' }).click();
    await page.getByRole('combobox', { name: 'Template' }).selectOption('sequence');
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    await preview().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Copy SVG' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('Browser');

    // A PlantUML syntax error comes back from the server with its line (a 400, which Chromium logs).
    state.allowErrors.push(/status of 400 \(Bad Request\)/);
    const template = await editor().inputValue();
    await editor().fill('@startuml\nAlice -> Bob : hi\nthis is not plantuml ->\n@enduml');
    await page.getByRole('button', { name: 'Render', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText(/^Error on line \d+$/)
      .waitFor({ timeout: 60_000 });
    await editor().fill(template);

    await page.reload();
    await page.locator('html[data-tool-ready="diagram-tools"]').waitFor({ state: 'attached' });
    await expect.poll(() => editor().inputValue()).toContain('@startuml');
    await page.getByRole('button', { name: 'Mermaid' }).click();
    await expect.poll(() => editor().inputValue()).toBe('graph LR\n  mine --> kept');

    await page.getByRole('button', { name: 'Copy link', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('#s=');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const other = await page
      .context()
      .browser()
      ?.newContext({ baseURL: new URL(link).origin });
    const visitor = await other?.newPage();
    if (!visitor) throw new Error('no second page');
    await visitor.goto(link);
    await visitor.locator('html[data-tool-ready="diagram-tools"]').waitFor({ state: 'attached' });
    await expect
      .poll(() => visitor.getByRole('textbox', { name: /code$/ }).inputValue())
      .toBe('graph LR\n  mine --> kept');
    expect(new URL(visitor.url()).hash).toBe('');
    await other?.close();
  });

  it('works in Chinese on a phone', async () => {
    const { page } = state;
    await page.setViewportSize({ width: 360, height: 780 });
    await open('/zh/tool/diagram-tools', { tool: 'diagram-tools' });
    await page.getByRole('combobox', { name: '模板' }).selectOption('class');
    await page.getByRole('button', { name: '渲染', exact: true }).click();
    await page.getByRole('img', { name: '渲染后的 Mermaid 图表' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
