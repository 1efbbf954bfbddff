import { describe, expect, it } from 'vitest';
import { isLocale, localeFromPath } from './locales';

describe('localeFromPath', () => {
  it.each([
    ['/', 'en'],
    ['/zh', 'zh'],
    ['/zh/tool/json-tools', 'zh'],
    ['/tool/json-tools', 'en'],
    ['/zhx/tool', 'en'],
    ['/en/tool', 'en'],
  ] as const)('%s is %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });

  it('knows en and zh only', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('zh')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
