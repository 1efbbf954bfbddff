/**
 * Where the first JSON syntax error is, as a character offset (the text's length for an unexpected
 * end), or undefined when the text is valid JSON. V8's own messages only sometimes carry a position
 * ("Unexpected token 'x', ... is not valid JSON" has none), so the tool finds it itself. Iterative,
 * so deeply nested input cannot overflow the stack; it runs only after JSON.parse has failed.
 */
export function findJsonErrorOffset(text: string): number | undefined {
  const length = text.length;
  const stack: number[] = []; // char codes of the open containers: { or [
  let index = 0;
  let state: 'value' | 'after' | 'key' = 'value';

  const skipWhitespace = () => {
    while (index < length) {
      const code = text.charCodeAt(index);
      if (code !== 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return;
      index++;
    }
  };

  while (true) {
    skipWhitespace();
    if (state === 'value') {
      if (index >= length) return length;
      const code = text.charCodeAt(index);
      if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
        index++;
        skipWhitespace();
        const close = code === 0x7b ? 0x7d : 0x5d;
        if (text.charCodeAt(index) === close) {
          index++;
          state = 'after';
        } else {
          stack.push(code);
          state = code === 0x7b ? 'key' : 'value';
        }
      } else if (code === 0x22 /* " */) {
        const end = scanString(text, index);
        if (end < 0) return -end - 1;
        index = end;
        state = 'after';
      } else if (code === 0x2d /* - */ || (code >= 0x30 && code <= 0x39)) {
        const end = scanNumber(text, index);
        if (end < 0) return -end - 1;
        index = end;
        state = 'after';
      } else {
        const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, index));
        if (!literal) return index;
        index += literal.length;
        state = 'after';
      }
    } else if (state === 'key') {
      if (text.charCodeAt(index) !== 0x22) return Math.min(index, length);
      const end = scanString(text, index);
      if (end < 0) return -end - 1;
      index = end;
      skipWhitespace();
      if (text.charCodeAt(index) !== 0x3a /* : */) return Math.min(index, length);
      index++;
      state = 'value';
    } else {
      const open = stack.at(-1);
      if (open === undefined) return index < length ? index : undefined;
      const code = text.charCodeAt(index);
      if (code === 0x2c /* , */) {
        index++;
        state = open === 0x7b ? 'key' : 'value';
      } else if ((open === 0x7b && code === 0x7d) || (open === 0x5b && code === 0x5d)) {
        index++;
        stack.pop();
      } else {
        return Math.min(index, length);
      }
    }
  }
}

/** Scans a string starting at its opening quote: the offset after it, or -(error offset + 1). */
function scanString(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 0x22) return index + 1;
    if (code < 0x20) return -index - 1;
    if (code === 0x5c /* \ */) {
      const escapeChar = text[index + 1];
      if (escapeChar === undefined) return -text.length - 1;
      if (escapeChar === 'u') {
        for (let digit = 2; digit < 6; digit++) {
          if (!/[\da-fA-F]/.test(text[index + digit] ?? '')) return -Math.min(index + digit, text.length) - 1;
        }
        index += 6;
        continue;
      }
      if (!'"\\/bfnrt'.includes(escapeChar)) return -(index + 1) - 1;
      index += 2;
      continue;
    }
    index++;
  }
  return -text.length - 1;
}

/** Scans a number per RFC 8259: the offset after it, or -(error offset + 1). */
function scanNumber(text: string, start: number): number {
  const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  match.lastIndex = start;
  const found = match.exec(text);
  if (!found) return -(text[start] === '-' ? start + 1 : start) - 1;
  const end = start + found[0].length;
  // A dangling fraction or exponent ("1." or "1e") is an error at the character after it.
  const next = text[end];
  if (next === '.' || next === 'e' || next === 'E') {
    const partial = /(?:\.\d*)?(?:[eE][+-]?\d*)?/y;
    partial.lastIndex = end;
    const tail = partial.exec(text)?.[0] ?? '';
    return -(end + Math.max(tail.length, 1)) - 1;
  }
  return end;
}

/** 1-based line and column of an offset; CRLF counts as one line break. */
export function lineAndColumn(text: string, offset: number): { lineNumber: number; columnNumber: number } {
  let lineNumber = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let index = text.indexOf('\n'); index !== -1 && index < end; index = text.indexOf('\n', index + 1)) {
    lineNumber++;
    lineStart = index + 1;
  }
  return { lineNumber, columnNumber: end - lineStart + 1 };
}
