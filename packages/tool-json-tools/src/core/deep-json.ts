/**
 * JSON for documents nested too deeply for the engine (CONTEXT.md § Deep nesting). V8's
 * `JSON.parse` is iterative, but its reviver and `JSON.stringify` recurse and throw "Maximum call
 * stack size exceeded" a few thousand levels down. These do the same work with explicit stacks and
 * give the same results, so the tool never calls such a document invalid.
 */

type RawJson = (text: string) => unknown;
const rawJSON = (JSON as unknown as { rawJSON?: RawJson }).rawJSON;
const isRawJSON = (JSON as unknown as { isRawJSON?: (value: unknown) => boolean }).isRawJSON;

/** A number with more digits than this keeps its written form (`docs/decisions/004`). */
export const EXACT_NUMBER_DIGITS = 15;

/** The longest string V8 can make (2^29 − 24 UTF-16 units on 64-bit): Chrome's limit. */
export const MAX_STRING_LENGTH = 2 ** 29 - 24;

/** The formatted text would be longer than a string may be. */
export class OutputTooLargeError extends Error {
  override name = 'OutputTooLargeError';
}

type Container = unknown[] | Record<string, unknown>;

function countDigits(token: string): number {
  let digits = 0;
  for (let index = 0; index < token.length; index++) {
    const code = token.charCodeAt(index);
    if (code >= 0x30 && code <= 0x39) digits++;
  }
  return digits;
}

/** Adds a member as JSON.parse does: an own data property, even for `__proto__`. */
function setMember(object: Record<string, unknown>, key: string, value: unknown) {
  if (key === '__proto__') {
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    object[key] = value;
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * `JSON.parse` with an explicit stack, keeping numbers of 16+ digits as written (JSON.rawJSON),
 * like the tool's normal parse. For text that `JSON.parse` already accepted; anything unexpected
 * throws a SyntaxError.
 */
export function parseIteratively(text: string): unknown {
  const length = text.length;
  const stack: { container: Container; key: string }[] = [];
  let index = 0;
  let root: unknown;

  const skipWhitespace = () => {
    while (index < length) {
      const code = text.charCodeAt(index);
      if (code !== 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return;
      index++;
    }
  };
  const fail = (): never => {
    throw new SyntaxError(`Unexpected character at position ${index}`);
  };
  const readString = (): string => {
    const start = index;
    index++;
    while (index < length) {
      const code = text.charCodeAt(index);
      if (code === 0x22) break;
      index += code === 0x5c ? 2 : 1;
    }
    if (index >= length) fail();
    index++;
    return JSON.parse(text.slice(start, index)) as string;
  };
  const readKey = () => {
    skipWhitespace();
    if (text.charCodeAt(index) !== 0x22) fail();
    const key = readString();
    skipWhitespace();
    if (text.charCodeAt(index) !== 0x3a) fail();
    index++;
    return key;
  };
  const place = (value: unknown) => {
    const top = stack.at(-1);
    if (!top) root = value;
    else if (Array.isArray(top.container)) top.container.push(value);
    else setMember(top.container, top.key, value);
  };

  while (true) {
    // A value.
    skipWhitespace();
    const code = text.charCodeAt(index);
    if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      index++;
      skipWhitespace();
      const isObject = code === 0x7b;
      const container: Container = isObject ? {} : [];
      place(container);
      if (text.charCodeAt(index) !== (isObject ? 0x7d : 0x5d)) {
        stack.push({ container, key: isObject ? readKey() : '' });
        continue;
      }
      index++;
    } else if (code === 0x22) {
      place(readString());
    } else if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
      NUMBER.lastIndex = index;
      const token = NUMBER.exec(text)?.[0] ?? fail();
      index += token.length;
      place(rawJSON && countDigits(token) > EXACT_NUMBER_DIGITS ? rawJSON(token) : Number(token));
    } else {
      const literal = (['true', 'false', 'null'] as const).find((word) => text.startsWith(word, index));
      if (!literal) fail();
      index += (literal as string).length;
      place(literal === 'null' ? null : literal === 'true');
    }
    // After a value: commas and closing brackets until the next value or the end.
    while (true) {
      skipWhitespace();
      const top = stack.at(-1);
      if (!top) {
        if (index < length) fail();
        return root;
      }
      const next = text.charCodeAt(index);
      const isArray = Array.isArray(top.container);
      if (next === 0x2c /* , */) {
        index++;
        if (!isArray) top.key = readKey();
        break;
      }
      if (next !== (isArray ? 0x5d : 0x7d)) fail();
      index++;
      stack.pop();
    }
  }
}

/** Leaves as JSON.stringify writes them (a raw JSON number is a leaf too). */
function isLeaf(value: unknown): boolean {
  return value === null || typeof value !== 'object' || (isRawJSON?.(value) ?? false);
}

/**
 * The length of the line breaks and indentation `JSON.stringify(value, null, space)` would write,
 * found without writing it: on deep documents this part grows with the square of the depth.
 */
export function measureIndentation(value: unknown, spaceLength: number): { length: number; depth: number } {
  if (spaceLength === 0) return { length: 0, depth: 0 };
  const stack: { container: Container; depth: number }[] = [];
  let length = 0;
  let deepest = 0;
  const visit = (item: unknown, depth: number) => {
    if (isLeaf(item)) return;
    const container = item as Container;
    const count = Array.isArray(container) ? container.length : Object.keys(container).length;
    if (count === 0) return;
    deepest = Math.max(deepest, depth + 1);
    // Each member on its own line one level in, then the closing bracket's line.
    length += count * (1 + spaceLength * (depth + 1)) + 1 + spaceLength * depth;
    stack.push({ container, depth });
  };
  visit(value, 0);
  while (stack.length > 0) {
    const { container, depth } = stack.pop() as { container: Container; depth: number };
    for (const item of Array.isArray(container) ? container : Object.values(container)) {
      visit(item, depth + 1);
    }
  }
  return { length, depth: deepest };
}

/**
 * `JSON.stringify(value, null, space)` with an explicit stack, for values from `JSON.parse` (no
 * `toJSON`, no undefined, no cycles). Throws OutputTooLargeError past `maxLength`.
 */
export function stringifyIteratively(value: unknown, space: string, maxLength = MAX_STRING_LENGTH): string {
  const chunks: string[] = [];
  let chunk = '';
  let total = 0;
  const emit = (text: string) => {
    total += text.length;
    if (total > maxLength) throw new OutputTooLargeError('The formatted JSON is too large.');
    chunk += text;
    if (chunk.length > 65_536) {
      chunks.push(chunk);
      chunk = '';
    }
  };
  const newline = (depth: number) => {
    if (space === '') return;
    if (total + 1 + space.length * depth > maxLength)
      throw new OutputTooLargeError('The formatted JSON is too large.');
    emit(`\n${space.repeat(depth)}`);
  };
  const colon = space === '' ? ':' : ': ';

  type Frame =
    | { kind: 'array'; items: unknown[]; index: number; depth: number }
    | { kind: 'object'; object: Record<string, unknown>; keys: string[]; index: number; depth: number };
  const stack: Frame[] = [];
  const write = (item: unknown, depth: number) => {
    if (isLeaf(item)) {
      emit(JSON.stringify(item));
    } else if (Array.isArray(item)) {
      if (item.length === 0) emit('[]');
      else {
        emit('[');
        stack.push({ kind: 'array', items: item, index: 0, depth });
      }
    } else {
      const object = item as Record<string, unknown>;
      const keys = Object.keys(object);
      if (keys.length === 0) emit('{}');
      else {
        emit('{');
        stack.push({ kind: 'object', object, keys, index: 0, depth });
      }
    }
  };

  write(value, 0);
  while (stack.length > 0) {
    const frame = stack.at(-1) as Frame;
    const count = frame.kind === 'array' ? frame.items.length : frame.keys.length;
    if (frame.index === count) {
      stack.pop();
      newline(frame.depth);
      emit(frame.kind === 'array' ? ']' : '}');
      continue;
    }
    if (frame.index > 0) emit(',');
    newline(frame.depth + 1);
    let item: unknown;
    if (frame.kind === 'array') {
      item = frame.items[frame.index];
    } else {
      const key = frame.keys[frame.index] as string;
      emit(JSON.stringify(key) + colon);
      item = frame.object[key];
    }
    frame.index++;
    write(item, frame.depth + 1);
  }
  chunks.push(chunk);
  return chunks.join('');
}
