import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

import {
  base64Modes,
  base64ToBytes,
  bytesToBase64,
  canConvert,
  convertBase64,
  DEFAULT_MODE,
  decodeText,
  encodeText,
  swapBase64,
} from './base64';

// RFC 4648 § 10 test vectors.
const RFC_VECTORS: [string, string][] = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
];

describe('RFC 4648 test vectors', () => {
  it.each(RFC_VECTORS)('BASE64(%j) = %j', (text, encoded) => {
    expect(encodeText({ text })).toBe(encoded);
    expect(decodeText({ text: encoded })).toEqual({ ok: true, output: text });
  });

  it.each(RFC_VECTORS)('BASE64URL(%j) is the same without padding (%j)', (text, encoded) => {
    const unpadded = encoded.replace(/=+$/, '');
    expect(encodeText({ text, isUrlSafe: true })).toBe(unpadded);
    expect(decodeText({ text: unpadded })).toEqual({ ok: true, output: text });
  });
});

describe('alphabets', () => {
  // 0xfb 0xff 0xbf uses index 62 and 63 in every position: the only bytes where the alphabets differ.
  const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0xfe]);
  it.each([
    [false, '+/+//g=='],
    [true, '-_-__g'],
  ])('url-safe %s encodes to %j and both decode back', (isUrlSafe, encoded) => {
    expect(bytesToBase64({ bytes, isUrlSafe })).toBe(encoded);
    expect(base64ToBytes({ text: encoded })).toEqual({ ok: true, bytes });
  });

  it('decodes a mix of both alphabets, whitespace and line breaks', () => {
    expect(base64ToBytes({ text: '-/+_\n/g' })).toEqual({ ok: true, bytes });
  });
});

describe('UTF-8 text (never the Latin-1 btoa trap)', () => {
  it.each([
    ['emoji', '😀', '8J+YgA=='],
    ['Chinese', '你好，世界', '5L2g5aW977yM5LiW55WM'],
    ['mixed', 'Hi 👋 世界!', 'SGkg8J+RiyDkuJbnlYwh'],
    ['accents', 'café', 'Y2Fmw6k='],
    ['line breaks', 'a\nb\r\n', 'YQpiDQo='],
  ])('%s round-trips', (_name, text, encoded) => {
    expect(encodeText({ text })).toBe(encoded);
    expect(decodeText({ text: encoded })).toEqual({ ok: true, output: text });
  });

  it('encodes like Node Buffer on a long multilingual text', () => {
    const text = 'Toolbox 工具箱 🧰 '.repeat(500);
    expect(encodeText({ text })).toBe(Buffer.from(text, 'utf8').toString('base64'));
    expect(encodeText({ text, isUrlSafe: true })).toBe(Buffer.from(text, 'utf8').toString('base64url'));
  });
});

describe('invalid input is reported precisely', () => {
  it.each([
    [
      'a character outside both alphabets',
      'Zm9v!mFy',
      { code: 'invalidCharacter', character: '!', position: 5 },
    ],
    [
      'positions count characters, not UTF-16 units',
      '😀Zg',
      { code: 'invalidCharacter', character: '😀', position: 1 },
    ],
    ['a Chinese character', 'Zm9v你', { code: 'invalidCharacter', character: '你', position: 5 }],
    ['data after padding', 'Zg==Zm8=', { code: 'misplacedPadding', character: '=', position: 3 }],
    ['padding after a full group', 'Zm9v=', { code: 'misplacedPadding', character: '=', position: 5 }],
    ['too much padding', 'Zg===', { code: 'misplacedPadding', character: '=', position: 3 }],
    ['one dangling character', 'Zm9vY', { code: 'invalidLength' }],
    ['bytes that are not UTF-8', '/w==', { code: 'invalidUtf8' }],
  ])('%s', (_name, text, error) => {
    expect(decodeText({ text })).toEqual({ ok: false, error });
  });

  it.each([
    ['missing padding', 'Zm8', 'fo'],
    ['partial padding', 'Zg=', 'f'],
    ['spaces and tabs', ' Zm9v\tYmFy ', 'foobar'],
  ])('tolerates %s', (_name, text, output) => {
    expect(decodeText({ text })).toEqual({ ok: true, output });
  });
});

describe('a pasted data URL (CONTEXT.md § Decoding)', () => {
  it.each([
    ['data:text/plain;base64,aGk=', 'hi'],
    ['DATA:text/plain;charset=utf-8;base64,aGk=', 'hi'],
    ['  data:;base64,\naGk=', 'hi'],
    ['data:image/png;base64,5L2g5aW9', '你好'],
  ])('%j: the header is dropped', (text, output) => {
    expect(decodeText({ text })).toEqual({ ok: true, output });
  });

  it('counts error positions in the whole input, header included', () => {
    expect(decodeText({ text: 'data:;base64,aG!k' })).toEqual({
      ok: false,
      error: { code: 'invalidCharacter', character: '!', position: 16 },
    });
  });

  it('a data URL that is not Base64 is an error', () => {
    expect(decodeText({ text: 'data:text/plain,hi' })).toEqual({
      ok: false,
      error: { code: 'invalidCharacter', character: ':', position: 5 },
    });
  });
});

describe('large input (CONTEXT.md § Large input)', () => {
  it('round-trips 3 MB of random bytes exactly as Node Buffer does', () => {
    const bytes = new Uint8Array(3_000_000);
    let state = 12_345;
    for (let index = 0; index < bytes.length; index++) {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      bytes[index] = state >> 16;
    }
    const encoded = bytesToBase64({ bytes });
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
    const decoded = base64ToBytes({ text: encoded.replace(/.{76}/g, '$&\r\n') });
    expect(decoded.ok && Buffer.from(decoded.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it('decodes ASCII without a regular expression per character', () => {
    const text = `${encodeText({ text: 'x'.repeat(30_000) })}\n`.repeat(3);
    const test = vi.spyOn(RegExp.prototype, 'test');
    const exec = vi.spyOn(RegExp.prototype, 'exec');
    const isDecoded = base64ToBytes({ text }).ok;
    const calls = { test: test.mock.calls.length, exec: exec.mock.calls.length };
    vi.restoreAllMocks();
    expect(isDecoded).toBe(true);
    // Only the one look for a data URL header.
    expect(calls).toEqual({ test: 0, exec: 1 });
  });
});

describe('screen rules', () => {
  it('offers encode and decode, encode first', () => {
    expect(base64Modes).toEqual(['encode', 'decode']);
    expect(DEFAULT_MODE).toBe('encode');
  });

  it.each([
    ['', false],
    [' \n\t', false],
    ['a', true],
  ])('convert is enabled for %j: %s (disabled when blank)', (input, expected) => {
    expect(canConvert({ input })).toBe(expected);
  });

  it('convert runs the chosen mode and counts the result in characters', () => {
    expect(convertBase64({ mode: 'encode', input: '你好' })).toEqual({
      ok: true,
      output: '5L2g5aW9',
      characterCount: 8,
    });
    expect(convertBase64({ mode: 'decode', input: '5L2g5aW9' })).toEqual({
      ok: true,
      output: '你好',
      characterCount: 2,
    });
    expect(convertBase64({ mode: 'decode', input: '8J+YgA==' })).toMatchObject({ characterCount: 1 });
    expect(convertBase64({ mode: 'decode', input: '*' }).ok).toBe(false);
  });

  it('swap flips the mode and exchanges input and result when the result is of that input', () => {
    expect(swapBase64({ mode: 'encode', input: 'hi', output: 'aGk=', isOutputOfInput: true })).toEqual({
      mode: 'decode',
      input: 'aGk=',
      output: 'hi',
    });
    expect(swapBase64({ mode: 'decode', input: 'aGk=', output: 'hi', isOutputOfInput: true }).mode).toBe(
      'encode',
    );
  });

  it('swap after a failed decode keeps the invalid text in the input, never in the result', () => {
    expect(swapBase64({ mode: 'decode', input: 'not base64!', output: '', isOutputOfInput: false })).toEqual({
      mode: 'encode',
      input: 'not base64!',
      output: '',
    });
    // A result of an older input (edited since) is dropped, not moved into the input.
    expect(swapBase64({ mode: 'encode', input: 'hello', output: 'aGk=', isOutputOfInput: false })).toEqual({
      mode: 'decode',
      input: 'hello',
      output: '',
    });
  });
});
