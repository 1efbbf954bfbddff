import { describe, expect, it } from 'vitest';
import { localizePath } from './link';

describe('localizePath (CONTEXT.md Rules: Links)', () => {
  it.each([
    // keeps a leading language segment
    ['/zh/tool/json-tools', 'zh', '/zh/tool/json-tools'],
    // swaps a leading language segment
    ['/zh/tool/json-tools', 'en', '/tool/json-tools'],
    ['/tool/json-tools', 'zh', '/zh/tool/json-tools'],
    ['/en/tool/json-tools', 'zh', '/zh/tool/json-tools'],
    // the default locale has no prefix
    ['/tool/json-tools', 'en', '/tool/json-tools'],
    // an empty path gives the root (of the target locale)
    ['', 'en', '/'],
    ['', 'zh', '/zh'],
    ['   ', 'zh', '/zh'],
    ['/', 'zh', '/zh'],
    ['/', 'en', '/'],
    ['/zh', 'en', '/'],
    ['/zh/', 'en', '/'],
    ['/zh', 'zh', '/zh'],
    // a relative path gets its leading slash
    ['tool/pdf-merge', 'zh', '/zh/tool/pdf-merge'],
    // a segment that only starts like a locale is not one
    ['/zhong/tool', 'en', '/zhong/tool'],
    // query and hash survive
    ['/zh/tool/regex-tools?x=1#p=a', 'en', '/tool/regex-tools?x=1#p=a'],
    ['/?q=json', 'zh', '/zh?q=json'],
  ] as const)('%j in %s gives %j', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it.each([
    'http://example.com/a',
    'https://example.com/zh/a',
    '//cdn.example.com/zh/a.js',
    'mailto:someone@example.com',
  ])('leaves the absolute link %s unchanged', (href) => {
    expect(localizePath(href, 'zh')).toBe(href);
    expect(localizePath(href, 'en')).toBe(href);
  });
});
