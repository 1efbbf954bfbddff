import type { CodeMode, CodeResult } from './options';
import { stripRanges } from './strip-ranges';
import { tokenizeXml, XmlSyntaxError, type XmlToken, xmlErrorToSyntaxError } from './xml-tokens';

const INDENT = '  ';

/** A tag rewritten with single spaces between attributes; values stay exactly as written. */
function printTag(token: Extract<XmlToken, { type: 'open' | 'self-closing' }>): string {
  const attributes = token.attributes.map((attribute) => ` ${attribute}`).join('');
  return `<${token.name}${attributes}${token.type === 'self-closing' ? '/>' : '>'}`;
}

function printToken(token: XmlToken): string {
  return token.type === 'open' || token.type === 'self-closing' ? printTag(token) : token.raw;
}

/** Whitespace-only text between tags goes; other text and CDATA stay byte for byte. */
function compact(tokens: XmlToken[], keepComments: boolean): string {
  return tokens
    .filter((token) => !(token.type === 'text' && token.raw.trim() === ''))
    .filter((token) => keepComments || token.type !== 'comment')
    .map(printToken)
    .join('');
}

/** One node per line, 2-space indent; an element holding only text stays on one line. */
function beautify(tokens: XmlToken[]): string {
  const lines: string[] = [];
  const nodes = tokens.filter((token) => !(token.type === 'text' && token.raw.trim() === ''));
  let depth = 0;
  for (let index = 0; index < nodes.length; index++) {
    const token = nodes[index] as XmlToken;
    const pad = INDENT.repeat(depth);
    if (token.type === 'open') {
      const text = nodes[index + 1];
      const close = nodes[index + 2];
      if (text?.type === 'text' && close?.type === 'close') {
        lines.push(`${pad}${printTag(token)}${text.raw.trim()}</${close.name}>`);
        index += 2;
        continue;
      }
      if (text?.type === 'close') {
        lines.push(`${pad}${printTag(token)}</${text.name}>`);
        index += 1;
        continue;
      }
      lines.push(pad + printTag(token));
      depth += 1;
    } else if (token.type === 'close') {
      depth -= 1;
      lines.push(INDENT.repeat(depth) + token.raw);
    } else if (token.type === 'text') {
      lines.push(pad + token.raw.trim());
    } else {
      lines.push(pad + printToken(token));
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Our own XML formatter (no library for it is small and careful enough): CDATA, processing
 * instructions, DOCTYPE and attribute values are kept exactly; comments are kept or dropped.
 */
export function processXml({
  mode,
  input,
  keepComments,
}: {
  mode: CodeMode;
  input: string;
  keepComments: boolean;
}): CodeResult {
  let tokens: XmlToken[];
  try {
    tokens = tokenizeXml(input);
  } catch (error) {
    if (error instanceof XmlSyntaxError) return { ok: false, error: xmlErrorToSyntaxError(input, error) };
    throw error;
  }
  switch (mode) {
    case 'minify':
      return { ok: true, output: compact(tokens, keepComments) };
    case 'remove-whitespace':
      return { ok: true, output: compact(tokens, true) };
    case 'beautify':
      return { ok: true, output: beautify(tokens) };
    case 'remove-comments': {
      const ranges = tokens
        .filter((token) => token.type === 'comment')
        .map((token) => ({ start: token.start, end: token.start + token.raw.length }));
      return { ok: true, output: stripRanges({ text: input, ranges }) };
    }
  }
}
