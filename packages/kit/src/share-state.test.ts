import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';
import {
  buildShareLink,
  decodeShareState,
  encodeShareState,
  findSecretFields,
  MAX_SHARE_LINK_LENGTH,
  readSharePayload,
} from './share-state';

describe('share state', () => {
  it('round-trips any JSON state through the fragment, unicode and all', async () => {
    const state = { pattern: '(\\d+)-文字 🙂', flags: 'gu', nested: { list: [1, 2.5, null, true] } };
    const payload = await encodeShareState(state);
    expect(payload).toMatch(/^1[\w-]+$/);
    expect(await decodeShareState(payload)).toEqual(state);
  });

  it('compresses: a repetitive text makes a much shorter link', async () => {
    const text = 'the same line again\n'.repeat(500);
    const payload = await encodeShareState({ text });
    expect(payload.length).toBeLessThan(text.length / 10);
  });

  it('gives undefined for damaged or foreign payloads, never throws', async () => {
    expect(await decodeShareState('')).toBeUndefined();
    expect(await decodeShareState('2abc')).toBeUndefined();
    expect(await decodeShareState('1***')).toBeUndefined();
    expect(await decodeShareState('1AAAAAAAA')).toBeUndefined();
    const payload = await encodeShareState({ a: 1 });
    expect(await decodeShareState(payload.slice(0, -3))).toBeUndefined();
  });

  it('refuses a state that carries a secret field, at any depth', async () => {
    expect(findSecretFields({ text: 'x', options: { password: 'p' }, keys: [{ apiKey: 'k' }] })).toEqual([
      'options.password',
      'keys[0].apiKey',
    ]);
    await expect(encodeShareState({ settings: { key: 'k' } })).rejects.toThrow(/secrets: settings.key/);
    await expect(encodeShareState({ passphrase: '' })).rejects.toThrow();
    expect(findSecretFields({ keyword: 'a', keySize: 256, monkey: 1 })).toEqual([]);
  });

  it('reads the payload from a location hash and ignores other anchors', () => {
    expect(readSharePayload('#s=1abc')).toBe('1abc');
    expect(readSharePayload('#section-2')).toBeUndefined();
    expect(readSharePayload('')).toBeUndefined();
  });

  it('builds the link on the page address, replacing its fragment, and refuses past the limit', async () => {
    const result = await buildShareLink({
      pageUrl: 'https://t.example/tool/json-tools#old',
      state: { a: 1 },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.url).toMatch(/^https:\/\/t\.example\/tool\/json-tools#s=1/);
    expect(await decodeShareState(readSharePayload(new URL(result.url).hash) as string)).toEqual({ a: 1 });

    // Random text does not compress: past the limit, the length it would have had is given.
    const random = seededRandom(7);
    const noise = Array.from({ length: MAX_SHARE_LINK_LENGTH }, () =>
      String.fromCharCode(33 + Math.floor(random() * 90)),
    ).join('');
    const tooLarge = await buildShareLink({ pageUrl: 'https://t.example/', state: { noise } });
    expect(tooLarge).toMatchObject({ ok: false, reason: 'tooLarge' });
    if (!tooLarge.ok) expect(tooLarge.length).toBeGreaterThan(MAX_SHARE_LINK_LENGTH);
  });
});
