import { type CodeSyntaxError, offsetToPosition } from './options';

export type XmlToken =
  | { type: 'text'; raw: string; start: number }
  | { type: 'comment' | 'cdata' | 'declaration' | 'doctype'; raw: string; start: number }
  | { type: 'open' | 'self-closing'; raw: string; start: number; name: string; attributes: string[] }
  | { type: 'close'; raw: string; start: number; name: string };

export class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const NAME = /^[A-Za-z_:][\w.:-]*/;
const ATTRIBUTE = /^\s+([A-Za-z_:][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/;

/** Finds `>` that ends a tag, skipping quoted attribute values (which may hold `>`). */
function findTagEnd(text: string, from: number): number {
  let quote: string | undefined;
  for (let index = from; index < text.length; index++) {
    const character = text[index];
    if (quote) {
      if (character === quote) quote = undefined;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '>') return index;
    else if (character === '<') return -1;
  }
  return -1;
}

function parseTag(raw: string, start: number): XmlToken {
  const isClose = raw.startsWith('</');
  const isSelfClosing = !isClose && raw.endsWith('/>');
  let body = raw.slice(isClose ? 2 : 1, isSelfClosing ? -2 : -1);
  const name = NAME.exec(body)?.[0];
  if (!name) throw new XmlSyntaxError('Invalid tag name', start);
  body = body.slice(name.length);
  if (isClose) {
    if (body.trim() !== '') throw new XmlSyntaxError(`Unexpected content in closing tag </${name}>`, start);
    return { type: 'close', raw, start, name };
  }
  const attributes: string[] = [];
  for (let match = ATTRIBUTE.exec(body); match; match = ATTRIBUTE.exec(body)) {
    attributes.push(`${match[1]}=${match[2]}`);
    body = body.slice(match[0].length);
  }
  if (body.trim() !== '') {
    const offset =
      start + raw.length - (isSelfClosing ? 2 : 1) - body.length + (body.length - body.trimStart().length);
    throw new XmlSyntaxError(`Malformed attribute in <${name}>`, offset);
  }
  return { type: isSelfClosing ? 'self-closing' : 'open', raw, start, name, attributes };
}

const SPECIAL = [
  { prefix: '<!--', end: '-->', type: 'comment', what: 'comment' },
  { prefix: '<![CDATA[', end: ']]>', type: 'cdata', what: 'CDATA section' },
  { prefix: '<?', end: '?>', type: 'declaration', what: 'processing instruction' },
] as const;

/** Splits XML into tokens and checks that tags nest; errors carry the offset where they start. */
export function tokenizeXml(text: string): XmlToken[] {
  const tokens: XmlToken[] = [];
  const open: { name: string; start: number }[] = [];
  let index = 0;
  while (index < text.length) {
    const next = text.indexOf('<', index);
    if (next !== index) {
      const end = next === -1 ? text.length : next;
      tokens.push({ type: 'text', raw: text.slice(index, end), start: index });
      index = end;
      continue;
    }
    const special = SPECIAL.find(({ prefix }) => text.startsWith(prefix, index));
    if (special) {
      const close = text.indexOf(special.end, index + special.prefix.length);
      if (close === -1) throw new XmlSyntaxError(`Unterminated ${special.what}`, index);
      const end = close + special.end.length;
      tokens.push({ type: special.type, raw: text.slice(index, end), start: index });
      index = end;
      continue;
    }
    if (text.startsWith('<!', index)) {
      // <!DOCTYPE ...> with an optional [internal subset] that may contain `>`.
      let depth = 0;
      let end = index + 2;
      for (; end < text.length; end++) {
        if (text[end] === '[') depth += 1;
        else if (text[end] === ']') depth -= 1;
        else if (text[end] === '>' && depth === 0) break;
      }
      if (end >= text.length) throw new XmlSyntaxError('Unterminated declaration', index);
      tokens.push({ type: 'doctype', raw: text.slice(index, end + 1), start: index });
      index = end + 1;
      continue;
    }
    const end = findTagEnd(text, index + 1);
    if (end === -1) throw new XmlSyntaxError('Unterminated tag', index);
    const token = parseTag(text.slice(index, end + 1), index);
    if (token.type === 'open') open.push({ name: token.name, start: index });
    if (token.type === 'close') {
      const expected = open.pop();
      if (!expected) throw new XmlSyntaxError(`Closing tag </${token.name}> has no opening tag`, index);
      if (expected.name !== token.name) {
        throw new XmlSyntaxError(`Expected </${expected.name}> but found </${token.name}>`, index);
      }
    }
    tokens.push(token);
    index = end + 1;
  }
  const unclosed = open.pop();
  if (unclosed) throw new XmlSyntaxError(`<${unclosed.name}> is never closed`, unclosed.start);
  return tokens;
}

export function xmlErrorToSyntaxError(text: string, error: XmlSyntaxError): CodeSyntaxError {
  return { message: error.message, ...offsetToPosition({ text, offset: error.offset }) };
}
