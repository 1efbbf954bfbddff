import { describe, expect, it } from 'vitest';
import { runRegex } from './run';

describe('runRegex', () => {
  const base = { pattern: '(\\w)', flags: 'g', text: 'ab', replacement: '[$1]' };
  it('test mode lists matches', () => {
    expect(runRegex({ ...base, mode: 'test' })).toMatchObject({ mode: 'test', isTruncated: false });
  });
  it('replace mode gives the output', () => {
    expect(runRegex({ ...base, mode: 'replace' })).toEqual({ mode: 'replace', output: '[a][b]' });
  });
  it.each([['test'], ['replace']] as const)('%s mode passes errors on', (mode) => {
    expect(runRegex({ ...base, mode, text: '' }).error?.code).toBe('textRequired');
  });
});
