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

/** What the text inside one element is, found before printing. */
interface ElementInfo {
  /** Index of the matching close token. */
  close: number;
  /** Holds text or CDATA beside its child elements: whitespace between them is part of the text. */
  isMixed: boolean;
  /** `xml:space="preserve"` on it or an ancestor (until `xml:space="default"`): every byte stays. */
  isPreserved: boolean;
}

const XML_SPACE = /^xml:space\s*=\s*["'](preserve|default)["']$/;

/** One pass over the tokens: each open tag's matching close, and how its content must be treated. */
function describeElements(tokens: XmlToken[]): Map<number, ElementInfo> {
  const elements = new Map<number, ElementInfo>();
  const stack: { open: number; isMixed: boolean; isPreserved: boolean }[] = [];
  tokens.forEach((token, index) => {
    const parent = stack.at(-1);
    if (token.type === 'open') {
      const space = token.attributes.map((attribute) => XML_SPACE.exec(attribute)?.[1]).find(Boolean);
      const isPreserved = space ? space === 'preserve' : (parent?.isPreserved ?? false);
      stack.push({ open: index, isMixed: false, isPreserved });
    } else if (token.type === 'close') {
      const element = stack.pop();
      if (element) elements.set(element.open, { close: index, ...element });
    } else if (parent && (token.type === 'cdata' || (token.type === 'text' && token.raw.trim() !== ''))) {
      parent.isMixed = true;
    }
  });
  return elements;
}

/**
 * Minify and remove-whitespace (CONTEXT.md § XML): whitespace-only text between elements goes;
 * in mixed content it becomes one space (`<b>big</b> <i>cat</i>` must not read "bigcat"); under
 * `xml:space="preserve"` it stays as written. Other text and CDATA stay byte for byte.
 */
function compact(tokens: XmlToken[], keepComments: boolean): string {
  const elements = describeElements(tokens);
  const parents: ElementInfo[] = [];
  let output = '';
  tokens.forEach((token, index) => {
    const parent = parents.at(-1);
    if (token.type === 'open') parents.push(elements.get(index) as ElementInfo);
    if (token.type === 'close') parents.pop();
    if (token.type === 'comment' && !keepComments) return;
    if (token.type === 'text' && token.raw.trim() === '' && !parent?.isPreserved) {
      if (parent?.isMixed) output += ' ';
      return;
    }
    output += printToken(token);
  });
  return output;
}

/**
 * One node per line, 2-space indent. An element whose text is mixed with elements, or preserved,
 * stays on one line as written (re-indenting it would change its text); so does an element holding
 * only text.
 */
function beautify(input: string, tokens: XmlToken[]): string {
  const elements = describeElements(tokens);
  const lines: string[] = [];
  let depth = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as XmlToken;
    if (token.type === 'text' && token.raw.trim() === '') continue;
    const pad = INDENT.repeat(depth);
    const element = token.type === 'open' ? elements.get(index) : undefined;
    if (token.type === 'open' && element) {
      const isEmpty = element.close === index + 1;
      if (element.isPreserved) {
        const close = tokens[element.close] as XmlToken;
        lines.push(pad + input.slice(token.start, close.start + close.raw.length));
      } else if (element.isMixed || isEmpty) {
        lines.push(pad + compact(tokens.slice(index, element.close + 1), true));
      } else {
        lines.push(pad + printTag(token));
        depth += 1;
        continue;
      }
      index = element.close;
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
      return { ok: true, output: beautify(input, tokens) };
    case 'remove-comments': {
      const ranges = tokens
        .filter((token) => token.type === 'comment')
        .map((token) => ({ start: token.start, end: token.start + token.raw.length }));
      return { ok: true, output: stripRanges({ text: input, ranges }) };
    }
  }
}
