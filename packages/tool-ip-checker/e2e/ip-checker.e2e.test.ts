import { fileURLToPath } from 'node:url';
import { type RunningSite, startSite } from '@toolbox/e2e';
import { setupBrowserPage } from '@toolbox/e2e/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A site of its own, set up as a dual-stack deployment: listening on IPv4 and IPv6, with
// 127.0.0.1 as the IPv4-only origin and a host name that Chromium resolves to ::1 as the IPv6-only
// one (a CSP source cannot be an IPv6 literal), and the loopback addresses trusted as proxies so
// each request can claim a public address (the GeoIP databases know nothing about loopback).
const V6_HOST = 'ipv6.toolbox.test';
let site: RunningSite;
let v6Origin = '';
beforeAll(async () => {
  site = await startSite({
    siteDir: fileURLToPath(new URL('../../../apps/site/', import.meta.url)),
    env: (port) => {
      v6Origin = `http://${V6_HOST}:${port}`;
      return {
        HOST: '::',
        TRUSTED_PROXIES: '127.0.0.1, ::1',
        IPV4_ORIGIN: `http://127.0.0.1:${port}`,
        IPV6_ORIGIN: v6Origin,
      };
    },
  });
}, 60_000);
afterAll(() => site?.stop());

const { state, open } = setupBrowserPage({
  baseUrl: () => site.url,
  chromiumArgs: () => [`--host-resolver-rules=MAP ${V6_HOST} [::1]`],
});

const PUBLIC_V4 = '8.8.8.8';
const PUBLIC_V6 = '2001:4860:4860::8888';

/** Each /api/ip request claims the public address of its family; counts the requests. */
async function claimPublicAddresses() {
  const requests: string[] = [];
  await state.page.route('**/api/ip', (route) => {
    const url = route.request().url();
    requests.push(url);
    const claimed = url.startsWith(v6Origin) ? PUBLIC_V6 : PUBLIC_V4;
    return route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': claimed } });
  });
  return requests;
}

const tileValue = (label: string) => state.page.locator('dt', { hasText: label }).locator('+ dd');

describe('ip-checker', () => {
  it("shows both addresses, the four tiles from the server's own databases, refreshes and copies", async () => {
    const { page } = state;
    const requests = await claimPublicAddresses();
    await open('/tool/ip-checker', { tool: 'ip-checker' });
    await expect.poll(() => page.getByTestId('ip-address').textContent()).toBe(PUBLIC_V4);
    await page.getByText(PUBLIC_V6).waitFor();
    await expect.poll(() => tileValue('ISP').textContent()).toBe('Google LLC (AS15169)');
    expect(await tileValue('City').textContent()).toBe('Mountain View');
    expect(await tileValue('Region').textContent()).toBe('California');
    expect(await tileValue('Country').textContent()).toBe('United States');
    // Only this site's server was asked: its own origin, then its IPv6-only origin.
    expect(requests.map((url) => new URL(url).origin)).toEqual([site.url, v6Origin]);
    await page.getByRole('link', { name: 'IP Geolocation by DB-IP' }).waitFor();

    await page.getByRole('button', { name: 'Copy IP', exact: true }).click();
    await page.getByText('IP address copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PUBLIC_V4);
    await page.getByRole('button', { name: 'Copy the IPv6 address' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(PUBLIC_V6);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => requests.length).toBe(4);
    await expect.poll(() => page.getByRole('button', { name: 'Refresh' }).isEnabled()).toBe(true);

    await page.getByText('Why is the location not exactly where I am?').click();
    await page.getByText('An IP address does not carry a location.', { exact: false }).waitFor();
  });

  it('says it could not fetch the IP after three attempts, then recovers on refresh (Chinese)', async () => {
    const { page } = state;
    state.allowErrors.push(/503/);
    let failing = true;
    let attempts = 0;
    await page.route('**/api/ip', (route) => {
      attempts++;
      if (failing)
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' });
      return route.continue({
        headers: { ...route.request().headers(), 'x-forwarded-for': '114.114.114.114' },
      });
    });
    await open('/zh/tool/ip-checker', { tool: 'ip-checker' });
    await page.getByTestId('ip-address').getByText('无法获取 IP').waitFor();
    await page.getByText('获取 IP 信息失败，请稍后重试').first().waitFor();
    expect(attempts).toBe(3);
    failing = false;
    await page.getByRole('button', { name: '刷新' }).click();
    await expect.poll(() => page.getByTestId('ip-address').textContent()).toBe('114.114.114.114');
    await expect.poll(() => tileValue('国家').textContent()).toBe('中国');
  });

  it('fits a phone screen', async () => {
    const { page } = state;
    await claimPublicAddresses();
    await page.setViewportSize({ width: 360, height: 740 });
    await open('/tool/ip-checker', { tool: 'ip-checker' });
    await page.getByText(PUBLIC_V6).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
