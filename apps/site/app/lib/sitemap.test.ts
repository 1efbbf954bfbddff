import { describe, expect, it } from 'vitest';
import { registry } from '#app/registry';
import { renderRobots, renderSitemap, sitemapPages } from './sitemap';

describe('sitemap', () => {
  const xml = renderSitemap({ origin: 'https://toolbox.example', pages: sitemapPages(registry) });

  it.each([
    '/',
    '/zh',
    '/tool/json-tools',
    '/zh/tool/json-tools',
    '/licences',
    '/zh/licences',
    '/privacy',
    '/zh/privacy',
    '/settings',
    '/zh/settings',
  ])('lists %s under the configured origin', (path) => {
    expect(xml).toContain(`<loc>https://toolbox.example${path === '/' ? '/' : path}</loc>`);
  });

  it('lists every registered tool in every locale with its date and alternates', () => {
    for (const tool of registry) {
      expect(xml).toContain(
        `<loc>https://toolbox.example/tool/${tool.id}</loc>\n    <lastmod>${tool.updatedAt}</lastmod>`,
      );
      expect(xml).toContain(`hreflang="zh" href="https://toolbox.example/zh/tool/${tool.id}"`);
    }
  });

  it('escapes the origin', () => {
    expect(renderSitemap({ origin: 'https://a.example', pages: [{ path: '/?a=1&b=2' }] })).toContain(
      '&amp;b=2',
    );
  });
});

describe('robots.txt', () => {
  it('names the sitemap by its absolute URL', () => {
    expect(renderRobots('https://toolbox.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://toolbox.example/sitemap.xml\n',
    );
  });
});
