import { seededRandom } from '@toolbox/kit/seeded-random';
import { describe, expect, it } from 'vitest';
import { displayName, generateNickname, NICKNAME_WORDS } from './nickname';

describe('generated nicknames (CONTEXT.md Rules: Nickname › Generated)', () => {
  it.each(['en', 'zh'] as const)(
    'in %s: a word of the list, a space and a number from 100 to 999',
    (locale) => {
      const random = seededRandom(2026);
      for (let index = 0; index < 2000; index++) {
        const name = generateNickname({ locale, random });
        const match = /^(.+) (\d+)$/u.exec(name);
        expect(match, name).not.toBeNull();
        expect(NICKNAME_WORDS[locale]).toContain(match?.[1]);
        const number = Number(match?.[2]);
        expect(number).toBeGreaterThanOrEqual(100);
        expect(number).toBeLessThanOrEqual(999);
      }
    },
  );

  it('reaches both ends of the words and of the numbers', () => {
    expect(generateNickname({ locale: 'en', random: () => 0 })).toBe('Bunny 100');
    expect(generateNickname({ locale: 'en', random: () => 0.999_999_9 })).toBe('Sprinkle 999');
    expect(generateNickname({ locale: 'zh', random: () => 0 })).toBe('小兔子 100');
  });

  it('falls back to English words for another language', () => {
    expect(generateNickname({ locale: 'fr', random: () => 0 })).toBe('Bunny 100');
  });

  it('fits the server’s 24-character limit with its longest word', () => {
    for (const words of Object.values(NICKNAME_WORDS))
      for (const word of words) expect([...`${word} 999`].length).toBeLessThanOrEqual(24);
  });
});

describe('the guest name (CONTEXT.md Rules: Nickname › Guest)', () => {
  it.each([
    ['a name', 'Bunny 123', 'Bunny 123'],
    ['spaces around it are trimmed', '  Bunny 123 ', 'Bunny 123'],
    ['empty', '', 'Guest'],
    ['blank', ' \t ', 'Guest'],
    ['none', undefined, 'Guest'],
  ])('%s', (_case, name, expected) => {
    expect(displayName({ name, guest: 'Guest' })).toBe(expected);
  });
});
