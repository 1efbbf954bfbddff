import { gunzipSync } from 'node:zlib';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { describe, expect, it } from 'vitest';

const { baseUrl, state, open } = setupBrowserPage();

describe('licences, privacy and source', () => {
  it('lists the packages the site runs on and the components compiled into the PDF password remover', async () => {
    const { page } = state;
    await open('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Licences' }).click();
    await page.getByRole('heading', { level: 1, name: 'Licences' }).waitFor();
    const packages = page.getByRole('table').last();
    for (const name of ['pdf-lib', 'react', 'hono', '@neslinesli93/qpdf-wasm']) {
      await packages
        .getByRole('row', { name: new RegExp(`^${name.replace(/[/@.]/g, '\\$&')} `) })
        .first()
        .waitFor();
    }
    const bundled = page.getByRole('region', { name: /@toolbox\/tool-pdf-password-remover/ });
    await bundled.getByRole('row', { name: /qpdf 12\.2\.0 Apache-2\.0/ }).waitFor();
    await bundled
      .getByText('This software is based in part on the work of the Independent JPEG Group.')
      .waitFor();
  });

  it('says in Chinese which features send data to the server', async () => {
    const { page } = state;
    await open('/zh');
    await page.getByRole('contentinfo').getByRole('link', { name: '隐私' }).click();
    await page.waitForURL('**/zh/privacy');
    await page.getByRole('heading', { level: 1, name: '隐私' }).waitFor();
    for (const feature of ['网页抓取', '瞄准训练排行榜', 'IP 查询', '上述功能的频率限制']) {
      await page.getByRole('term').filter({ hasText: feature }).waitFor();
    }
    await open('/privacy');
    await page.getByRole('definition').filter({ hasText: 'stored for at most 10 minutes' }).waitFor();
  });

  it('offers the source of the running build from the footer', async () => {
    const { page } = state;
    await open('/');
    const href = await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Source code' })
      .getAttribute('href');
    const response = await fetch(new URL(href ?? '', baseUrl));
    expect(response.status).toBe(200);
    const tar = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('latin1');
    expect(tar).toContain('toolbox/LICENSE');
    expect(tar).toContain('toolbox/apps/site/app/routes/privacy.tsx');
  });
});
