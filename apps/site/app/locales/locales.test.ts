import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * English and Chinese must offer the same messages: a key missing from one locale shows the raw key
 * (or the English text) on the page. Checked for the site and for every tool package.
 */

type Messages = { [key: string]: unknown };

/** i18next plural suffixes. Chinese has one plural form, so `x_other` alone is enough there. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a messages object as a dotted path (`output.characters_one`); arrays are leaves. */
function leafPaths(messages: Messages, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [childPath, childValue] of leafPaths(value as Messages, path)) {
        leaves.set(childPath, childValue);
      }
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

/** The `{{name}}` placeholders of a message, sorted; `{{count, number}}` counts as `count`. */
function placeholders(message: unknown): string[] {
  if (typeof message !== 'string') return [];
  const names = [...message.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

/** Keys in one locale and not the other, plural forms aside (they are checked by `pluralProblems`). */
function missingKeys(en: Messages, zh: Messages) {
  const singular = (messages: Messages) =>
    new Set([...leafPaths(messages).keys()].filter((path) => !pluralSuffix.test(path)));
  const [enKeys, zhKeys] = [singular(en), singular(zh)];
  return {
    missingInZh: [...enKeys].filter((path) => !zhKeys.has(path)),
    missingInEn: [...zhKeys].filter((path) => !enKeys.has(path)),
  };
}

/**
 * Plural keys that do not line up: English needs `x_one` and `x_other`; Chinese needs at least
 * `x_other` for each English plural, and may not pluralise what English does not.
 */
function pluralProblems(en: Messages, zh: Messages): string[] {
  const pluralForms = (messages: Messages) => {
    const forms = new Map<string, Set<string>>();
    for (const path of leafPaths(messages).keys()) {
      const match = pluralSuffix.exec(path);
      if (!match?.[1]) continue;
      const base = path.slice(0, match.index);
      forms.set(base, (forms.get(base) ?? new Set()).add(match[1]));
    }
    return forms;
  };
  const [enForms, zhForms] = [pluralForms(en), pluralForms(zh)];
  const problems: string[] = [];
  for (const [base, forms] of enForms) {
    if (!forms.has('one') || !forms.has('other')) problems.push(`en ${base} needs both _one and _other`);
    if (!zhForms.get(base)?.has('other')) problems.push(`zh ${base} needs ${base}_other`);
  }
  for (const base of zhForms.keys()) {
    if (!enForms.has(base)) problems.push(`zh ${base} is plural but en has no ${base}_one/_other`);
  }
  return problems;
}

/** Messages whose `{{placeholders}}` differ between the locales, for keys both have. */
function placeholderMismatches(en: Messages, zh: Messages) {
  const zhLeaves = leafPaths(zh);
  return [...leafPaths(en)]
    .filter(([path]) => zhLeaves.has(path))
    .map(([path, message]) => ({ path, en: placeholders(message), zh: placeholders(zhLeaves.get(path)) }))
    .filter((entry) => entry.en.join() !== entry.zh.join());
}

const root = new URL('../../../../', import.meta.url);
const readMessages = (url: URL): Messages => JSON.parse(readFileSync(url, 'utf8'));

const toolPackages = readdirSync(new URL('packages/', root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('tool-'))
  .map((entry) => entry.name)
  .filter((name) => existsSync(new URL(`packages/${name}/src/locales/en.json`, root)))
  .sort();

const localeSets = [
  { name: 'site', dir: new URL('apps/site/app/locales/', root) },
  ...toolPackages.map((name) => ({ name, dir: new URL(`packages/${name}/src/locales/`, root) })),
];

describe('the parity helpers', () => {
  const en = {
    meta: { name: 'A', keywords: ['a', 'b'] },
    a: { b: 'x', c: 'y' },
    n_one: '1 item',
    n_other: '{{count}}',
  };

  it('finds a key that one locale lacks, at any depth', () => {
    const zh = { meta: { name: '甲', keywords: ['甲'] }, a: { b: 'x', d: 'z' }, n_other: '{{count}}' };
    expect(missingKeys(en, zh)).toEqual({ missingInZh: ['a.c'], missingInEn: ['a.d'] });
    expect(missingKeys(en, { ...zh, a: 'flat' })).toEqual({
      missingInZh: ['a.b', 'a.c'],
      missingInEn: ['a'],
    });
  });

  it('treats arrays as single messages, whatever their length', () => {
    expect(leafPaths(en).get('meta.keywords')).toEqual(['a', 'b']);
  });

  it.each([
    ['Chinese with _other only', { n_other: '{{count}} 个' }, []],
    ['Chinese with both forms', { n_one: '{{count}} 个', n_other: '{{count}} 个' }, []],
    ['Chinese without _other', { n_one: '{{count}} 个' }, ['zh n needs n_other']],
    ['Chinese with a plain key', { n: '{{count}} 个' }, ['zh n needs n_other']],
  ])('checks plurals: %s', (_case, zh, problems) => {
    expect(pluralProblems({ n_one: 'one', n_other: '{{count}}' }, zh)).toEqual(problems);
  });

  it('wants both English plural forms, and no plural only in Chinese', () => {
    expect(pluralProblems({ n_other: 'x' }, { n_other: 'x', m_other: 'y' })).toEqual([
      'en n needs both _one and _other',
      'zh m is plural but en has no m_one/_other',
    ]);
  });

  it('compares placeholders by name', () => {
    expect(placeholders('{{ shown }} of {{total}}, {{count, number}} {{total}}')).toEqual([
      'count',
      'shown',
      'total',
    ]);
    expect(
      placeholderMismatches({ a: 'Line {{line}}', b: '{{x}}' }, { a: '第 {{line}} 行', b: '{{y}}' }),
    ).toEqual([{ path: 'b', en: ['x'], zh: ['y'] }]);
  });
});

describe('every tool package has locales', () => {
  it.each(toolPackages)('%s has en.json and zh.json', (name) => {
    expect(existsSync(new URL(`packages/${name}/src/locales/zh.json`, root)), `${name} zh.json`).toBe(true);
  });
});

describe.each(localeSets)('$name locales', ({ dir }) => {
  const en = readMessages(new URL('en.json', dir));
  const zh = existsSync(new URL('zh.json', dir)) ? readMessages(new URL('zh.json', dir)) : {};

  it('have the same keys in en and zh', () => {
    expect(missingKeys(en, zh)).toEqual({ missingInZh: [], missingInEn: [] });
  });

  it('have consistent plural keys', () => {
    expect(pluralProblems(en, zh)).toEqual([]);
  });

  it('use the same {{placeholders}} in en and zh', () => {
    expect(placeholderMismatches(en, zh)).toEqual([]);
  });
});

describe('messages for the browser', () => {
  it('the site names the shared components namespace as they do, and hands one language at a time', async () => {
    const { UI_NAMESPACE } = await import('@toolbox/ui/i18n');
    const { UI_MESSAGES_NAMESPACE, SITE_NAMESPACE } = await import('#app/lib/i18n');
    const { siteMessages } = await import('#app/lib/messages.server');
    expect(UI_MESSAGES_NAMESPACE).toBe(UI_NAMESPACE);
    const zhMessages = siteMessages('zh');
    expect(Object.keys(zhMessages).sort()).toEqual([SITE_NAMESPACE, UI_NAMESPACE].sort());
    expect((zhMessages[SITE_NAMESPACE] as { site: { name: string } }).site.name).toBe('工具箱');
  });
});
