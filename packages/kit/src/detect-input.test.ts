import { describe, expect, it } from 'vitest';
import { DETECT_PREFIX, detectTextFormats } from './detect-input';

const first = (text: string) => detectTextFormats(text)[0];

describe('smart paste detection', () => {
  it('detects each format the tools take', () => {
    expect(first('{"a": [1, 2, {"b": null}]}')).toBe('json');
    expect(first('  [1, 2, 3]\n')).toBe('json');
    expect(first('data:image/png;base64,iVBORw0KGgo=')).toBe('data-url');
    expect(first('https://example.com/a?b=c#d')).toBe('url');
    expect(first('#1e90ff')).toBe('color');
    expect(first('#abc')).toBe('color');
    expect(first('rgb(30, 144, 255)')).toBe('color');
    expect(first('rgba(30 144 255 / 0.5)')).toBe('color');
    expect(first('hsl(210, 100%, 56%)')).toBe('color');
    expect(first('1700000000')).toBe('timestamp');
    expect(first('1700000000123')).toBe('timestamp');
    expect(first('1700000000123456789')).toBe('timestamp');
    expect(first('2026-11-27')).toBe('iso-date');
    expect(first('2026-11-27T15:36:29.123Z')).toBe('iso-date');
    expect(first('2026-11-27 15:36:29+08:00')).toBe('iso-date');
    expect(first('wx4g0ec1')).toBe('geohash');
    expect(first('u4pruydqqvj')).toBe('geohash');
    expect(first('/^\\d{3}-\\d{4}$/g')).toBe('regex');
    expect(first('^[A-Z][a-z]+\\s\\d+$')).toBe('regex');
    expect(first('SGVsbG8sIHdvcmxkISBIZWxsbyE=')).toBe('base64');
    expect(first('# Title\n\n- one\n- two\n\nSee [docs](https://x.example).')).toBe('markdown');
  });

  it('always ends with plain text, and gives nothing for blank input', () => {
    expect(detectTextFormats('just a sentence.')).toEqual(['text']);
    expect(detectTextFormats('{"a":1}').at(-1)).toBe('text');
    expect(detectTextFormats('   \n ')).toEqual([]);
  });

  it('does not mistake ordinary text for the specific formats', () => {
    for (const text of [
      'hello',
      'text',
      'Is this right? Yes.',
      '2026',
      '12345',
      '{not json}',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      '#xyz',
      'www.example.com is nice',
      '2026-13-45',
    ])
      expect(detectTextFormats(text), text).toEqual(['text']);
  });

  it('judges a big text by its prefix and its end', () => {
    const big = `[${'{"id":1,"name":"x"},'.repeat(300_000)}{"id":2}]`;
    expect(big.length).toBeGreaterThan(DETECT_PREFIX * 10);
    expect(first(big)).toBe('json');
    expect(first(`[${'1,'.repeat(100_000)}`)).toBe('text');
    const bigBase64 = 'QUJD'.repeat(400_000);
    expect(first(`${bigBase64.slice(0, 10)}Zz9${bigBase64}`)).toBe('base64');
  });
});
