import { describe, expect, it } from 'vitest';
import en from './en.json';
import zh from './zh.json';

/** Flattens nested messages: { a: { b: 'x' } } → [['a.b', 'x']]. */
function flatten(messages: object, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

const keys = (messages: object) => flatten(messages).map(([path]) => path);

/** The {{placeholders}} of each message, so a translation cannot drop or rename one. */
const placeholders = (messages: object) =>
  Object.fromEntries(
    flatten(messages).map(([path, value]) => [
      path,
      [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort(),
    ]),
  );

describe('ui locales', () => {
  it('en and zh have exactly the same keys', () => {
    expect(keys(en).length).toBeGreaterThan(0);
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it('en and zh use the same placeholders in each message', () => {
    expect(placeholders(zh)).toEqual(placeholders(en));
  });

  it.each([
    ['en', en],
    ['zh', zh],
  ])('every %s message is a non-empty string', (_language, messages) => {
    for (const [path, value] of flatten(messages)) {
      expect({ path, isText: typeof value === 'string' && value.trim() !== '' }).toEqual({
        path,
        isText: true,
      });
    }
  });
});
