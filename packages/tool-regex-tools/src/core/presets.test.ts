// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findMatches } from './match';
import { findPreset, regexPresets } from './presets';

/**
 * recheck decides from the pattern itself by automata theory: no clock and no sample input (a
 * timing test missed the Email preset's 11 s on "a.a.a…"). Bounded repeats `{m,n}` are read as `*`
 * (a wider pattern has at least the ambiguity of the narrower one, and its automaton stays small).
 * recheck cannot read look-arounds: a leading look-behind guard is then read as `^` (the guard only
 * limits where an attempt may start; each attempt is one anchored match), and failing that the
 * pattern is checked as written. `pure` keeps recheck in this process: by default it looks for a
 * native binary or Java.
 */
async function analyse(pattern: string, flags: string) {
  process.env.RECHECK_BACKEND = 'pure';
  const { checkSync } = await import('recheck');
  const check = (source: string) => checkSync(source, flags, { checker: 'automaton', timeout: null });
  const isUnsupported = (verdict: ReturnType<typeof check>) =>
    verdict.status === 'unknown' && verdict.error.kind === 'unsupported';
  const widened = pattern.replace(/\{\d+,\d+\}/g, '*');
  const forms = [widened, widened.replace(/^\(\?<!\[[^\]]*\]\)/, '^'), pattern];
  let verdict = check(forms[0] as string);
  for (const form of forms.slice(1)) if (isUnsupported(verdict)) verdict = check(form);
  return verdict;
}

/** Whole-string test: the preset must match all of `value`. */
function matchesWhole(id: string, value: string): boolean {
  const preset = findPreset(id);
  if (!preset) throw new Error(`no preset ${id}`);
  return new RegExp(`^(?:${preset.pattern})$`, preset.flags.replace('g', '')).test(value);
}

const cases: Record<string, { yes: string[]; no: string[] }> = {
  email: {
    yes: ['alice@example.com', 'bob.smith+news@mail.example.co.uk', 'x_y%z@a-b.io'],
    no: ['@example.com', 'alice@', 'alice@localhost', 'alice@.com', 'alice@example.c', 'a b@example.com'],
  },
  phone: {
    yes: ['+14155552671', '+8613812345678', '13812345678', '19912345678'],
    no: ['12345678901', '1381234567', '138123456789', '+0123456789', '+12345', 'phone'],
  },
  url: {
    yes: ['https://example.com', 'http://sub.example.org:8080/a/b?x=1#top', 'HTTPS://EXAMPLE.COM/'],
    no: ['ftp://example.com', 'http://', 'example.com', 'http://localhost', 'https://exa mple.com'],
  },
  ipv4: {
    yes: ['192.168.1.1', '0.0.0.0', '255.255.255.255', '10.0.0.25'],
    no: ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.a'],
  },
  date: {
    yes: ['2024-03-15', '1999-12-31', '2000-01-01'],
    no: ['2024-13-01', '2024-00-10', '2024-01-32', '2024-1-1', '24-01-01', '2024/01/01'],
  },
  time: {
    yes: ['00:00', '09:30', '23:59:59', '17:45:30'],
    no: ['24:00', '12:60', '9:5', '12:30:60', '123:00'],
  },
  hexColor: {
    yes: ['#fff', '#FFFA', '#1e90ff', '#00000080'],
    no: ['#12', '#12345', '#ggg', 'fff', '#1234567'],
  },
  creditCard: {
    yes: [
      '4111111111111111',
      '4111 1111 1111 1111',
      '5500-0000-0000-0004',
      '378282246310005',
      '3782 822463 10005',
      '6011111111111117',
      '2221000000000009',
    ],
    no: [
      '1234 5678 9012 3456',
      '4111 1111 1111',
      '411111111111111111',
      '5600000000000000',
      '3782 8224 6310 005',
    ],
  },
};

describe('presets (CONTEXT.md § Presets)', () => {
  it('are exactly Email, Phone, URL, IPv4, Date, Time, Hex Color, Credit Card, in order', () => {
    expect(regexPresets.map((preset) => preset.id)).toEqual([
      'email',
      'phone',
      'url',
      'ipv4',
      'date',
      'time',
      'hexColor',
      'creditCard',
    ]);
  });
  for (const preset of regexPresets) {
    describe(preset.id, () => {
      const { yes, no } = cases[preset.id] ?? { yes: [], no: [] };
      it.each(yes)('matches %j', (value) => expect(matchesWhole(preset.id, value)).toBe(true));
      it.each(no)('does not match %j', (value) => expect(matchesWhole(preset.id, value)).toBe(false));
      it('finds matches in its own sample, with only allowed flags', () => {
        const result = findMatches({ pattern: preset.pattern, flags: preset.flags, text: preset.sample });
        expect(result.error).toBeUndefined();
        expect(result.error ? 0 : result.matches.length).toBeGreaterThanOrEqual(2);
      });
      it('cannot backtrack catastrophically (ReDoS analysis: safe)', async () => {
        const verdict = await analyse(preset.pattern, preset.flags);
        expect(verdict).toMatchObject({ status: 'safe' });
      });
    });
  }
  it('Date names its groups year, month and day', () => {
    const result = findMatches({
      pattern: findPreset('date')?.pattern ?? '',
      flags: 'g',
      text: '2024-03-15',
    });
    expect(result.error ? undefined : result.matches[0]?.namedGroups).toEqual({
      year: '2024',
      month: '03',
      day: '15',
    });
  });
  it('Email captures the local part and the domain', () => {
    const result = findMatches({ pattern: findPreset('email')?.pattern ?? '', flags: 'g', text: 'a@b.io' });
    expect(result.error ? undefined : result.matches[0]?.groups).toEqual(['a', 'b.io']);
  });
});
