/** Media types the crawler reads; anything else is refused before the body is downloaded. */
const htmlMediaTypes = new Set(['text/html', 'application/xhtml+xml']);

export interface ContentType {
  /** Lower-cased `type/subtype`, or undefined when the header is missing or empty. */
  mediaType: string | undefined;
  charset: string | undefined;
}

export function parseContentType(header: string | undefined): ContentType {
  if (!header) return { mediaType: undefined, charset: undefined };
  const [type = '', ...parameters] = header.split(';');
  const charsetParameter = parameters
    .map((parameter) => parameter.trim())
    .find((parameter) => parameter.toLowerCase().startsWith('charset='));
  const charset = charsetParameter
    ?.slice('charset='.length)
    .trim()
    .replace(/^["']|["']$/g, '');
  return { mediaType: type.trim().toLowerCase() || undefined, charset: charset || undefined };
}

export function isHtmlMediaType(mediaType: string | undefined): boolean {
  return mediaType !== undefined && htmlMediaTypes.has(mediaType);
}

/** For a response without Content-Type: does the body start like an HTML document? */
export function looksLikeHtml(body: Uint8Array): boolean {
  const start = latin1(body.subarray(0, 512))
    .replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '')
    .trimStart();
  return /^<(!doctype html|html|head|body|!--)/i.test(start);
}

/**
 * Decodes an HTML body the way browsers choose its encoding, in order: a byte order mark, the
 * Content-Type charset, a `<meta charset>` or `<meta http-equiv>` declaration in the first 4 KB,
 * then UTF-8. Labels TextDecoder does not know are skipped. `charset` is the encoding used.
 */
export function decodeHtml({ body, headerCharset }: { body: Uint8Array; headerCharset?: string }): {
  text: string;
  charset: string;
} {
  const candidates = [bomEncoding(body), headerCharset, metaCharset(body), 'utf-8'];
  for (const label of candidates) {
    if (!label) continue;
    try {
      const decoder = new TextDecoder(label);
      return { text: decoder.decode(body), charset: decoder.encoding };
    } catch {
      // a label TextDecoder does not know: try the next candidate
    }
  }
  return { text: new TextDecoder().decode(body), charset: 'utf-8' };
}

function bomEncoding(body: Uint8Array): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** `<meta charset="gbk">` or `<meta http-equiv="Content-Type" content="text/html; charset=gbk">`. */
export function metaCharset(body: Uint8Array): string | undefined {
  const head = latin1(body.subarray(0, 4096));
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const match = /charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag);
    if (match) return match[1];
  }
  return undefined;
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
