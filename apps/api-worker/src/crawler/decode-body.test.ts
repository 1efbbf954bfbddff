import { describe, expect, it } from 'vitest';
import { decodeHtml, isHtmlMediaType, looksLikeHtml, metaCharset, parseContentType } from './decode-body.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

describe('parseContentType', () => {
  it.each([
    ['text/html; charset=UTF-8', 'text/html', 'UTF-8'],
    ['Text/HTML;Charset="gbk"', 'text/html', 'gbk'],
    ['application/xhtml+xml', 'application/xhtml+xml', undefined],
    ['text/html; boundary=x; charset=windows-1252', 'text/html', 'windows-1252'],
    ['', undefined, undefined],
    [undefined, undefined, undefined],
  ])('%s → %s, %s', (header, mediaType, charset) => {
    expect(parseContentType(header)).toEqual({ mediaType, charset });
  });

  it.each([
    ['text/html', true],
    ['application/xhtml+xml', true],
    ['application/pdf', false],
    ['application/json', false],
    ['text/plain', false],
    [undefined, false],
  ])('isHtmlMediaType(%s) is %s', (mediaType, expected) => {
    expect(isHtmlMediaType(mediaType)).toBe(expected);
  });
});

describe('looksLikeHtml', () => {
  it.each([
    ['<!DOCTYPE html><html>', true],
    ['\n  <html lang="en">', true],
    ['\uFEFF<!doctype html>', true],
    ['<!-- comment --><p>', true],
    ['{"json": true}', false],
    ['%PDF-1.7', false],
  ])('%j → %s', (start, expected) => {
    expect(looksLikeHtml(ascii(start))).toBe(expected);
  });
});

describe('decodeHtml', () => {
  it('uses the Content-Type charset', () => {
    const body = concat(ascii('<p>caf'), bytes(0xe9), ascii('</p>'));
    expect(decodeHtml({ body, headerCharset: 'windows-1252' })).toEqual({
      text: '<p>café</p>',
      charset: 'windows-1252',
    });
  });

  it('reads <meta charset> and <meta http-equiv> when the header has none', () => {
    const chinese = bytes(0xd6, 0xd0, 0xce, 0xc4); // 中文 in GBK
    const withCharset = concat(ascii('<html><head><meta charset="gbk"></head><body>'), chinese);
    expect(decodeHtml({ body: withCharset })).toMatchObject({ charset: 'gbk' });
    expect(decodeHtml({ body: withCharset }).text).toContain('中文');
    const httpEquiv = concat(
      ascii('<meta http-equiv="Content-Type" content="text/html; charset=gb2312"><p>'),
      chinese,
    );
    expect(decodeHtml({ body: httpEquiv }).text).toContain('中文');
    expect(metaCharset(ascii('<meta name="x" content="y"><meta charset=shift_jis>'))).toBe('shift_jis');
  });

  it('lets a byte order mark win and defaults to UTF-8', () => {
    const bom = concat(bytes(0xef, 0xbb, 0xbf), ascii('<p>'), new TextEncoder().encode('ü'));
    expect(decodeHtml({ body: bom, headerCharset: 'windows-1252' })).toEqual({
      text: '<p>ü',
      charset: 'utf-8',
    });
    expect(decodeHtml({ body: new TextEncoder().encode('<p>ü') })).toEqual({
      text: '<p>ü',
      charset: 'utf-8',
    });
  });

  it('skips a charset label it does not know', () => {
    expect(decodeHtml({ body: ascii('<p>x'), headerCharset: 'no-such-charset' })).toEqual({
      text: '<p>x',
      charset: 'utf-8',
    });
  });
});
