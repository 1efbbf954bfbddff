import { describe, expect, it } from 'vitest';
import { listGroupNames } from './group-names';

describe('listGroupNames', () => {
  it.each([
    ['abc', []],
    ['(a)(b)', [undefined, undefined]],
    ['(?<year>\\d{4})-(\\d\\d)', ['year', undefined]],
    ['(?:a)(?=b)(?!c)(?<=d)(?<!e)(f)', [undefined]],
    ['\\(a\\)(b)', [undefined]],
    ['[(](x)[^)]', [undefined]],
    ['((?<inner>a)b)', [undefined, 'inner']],
    ['[[(](z)', [undefined]],
  ])('%j → %j', (pattern, names) => {
    expect(listGroupNames({ pattern, flags: 'g' })).toEqual(names);
  });
  it('nests classes only with the v flag', () => {
    expect(listGroupNames({ pattern: '[[a-z]--[(]](?<n>y)', flags: 'v' })).toEqual(['n']);
  });
  it('agrees with the engine on the number of groups', () => {
    const pattern = '(?<a>x)(y)(?:z)(?<b>[(]w)';
    expect(listGroupNames({ pattern, flags: '' })).toHaveLength(
      (new RegExp(`${pattern}|`).exec('')?.length ?? 1) - 1,
    );
  });
});
