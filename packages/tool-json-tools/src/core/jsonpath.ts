/**
 * JSONPath as RFC 9535 defines it (CONTEXT.md § Query › JSONPath): a parser that checks the whole
 * grammar and the function well-typedness rules, and an evaluator over the values the tool's
 * parser makes, where a number of 16+ digits is a `JSON.rawJSON` object (`docs/decisions/004`):
 * such a number is a number here, compared exactly, and comes out as written.
 */

const isRawJSON = (JSON as unknown as { isRawJSON?: (value: unknown) => boolean }).isRawJSON;

/** A query that breaks the grammar or the typing rules; `offset` is where, in UTF-16 units. */
export class JsonPathSyntaxError extends Error {
  override name = 'JsonPathSyntaxError';
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

// ----- The syntax tree -----

type Selector =
  | { kind: 'name'; name: string }
  | { kind: 'wildcard' }
  | { kind: 'index'; index: number }
  | { kind: 'slice'; start?: number; end?: number; step?: number }
  | { kind: 'filter'; expression: LogicalExpression };

interface Segment {
  descendant: boolean;
  selectors: Selector[];
}

interface Query {
  relative: boolean;
  segments: Segment[];
}

/** A number literal of the query with more digits than a double keeps: compared by its text. */
class BigLiteral {
  constructor(readonly text: string) {}
}
type NumberLiteral = number | BigLiteral;

type Comparable =
  | { kind: 'literal'; value: unknown }
  | { kind: 'query'; query: Query }
  | { kind: 'function'; call: FunctionCall };

type LogicalExpression =
  | { kind: 'or'; operands: LogicalExpression[] }
  | { kind: 'and'; operands: LogicalExpression[] }
  | { kind: 'not'; operand: LogicalExpression }
  | { kind: 'compare'; operator: ComparisonOperator; left: Comparable; right: Comparable }
  | { kind: 'exists'; query: Query }
  | { kind: 'test'; call: FunctionCall };

type ComparisonOperator = '==' | '!=' | '<' | '<=' | '>' | '>=';

type FunctionArgument =
  | { kind: 'literal'; value: unknown }
  | { kind: 'query'; query: Query }
  | { kind: 'function'; call: FunctionCall }
  | { kind: 'logical'; expression: LogicalExpression };

interface FunctionCall {
  name: FunctionName;
  args: FunctionArgument[];
}

// ----- Function extensions (RFC 9535 § 2.4) -----

type ParameterType = 'value' | 'logical' | 'nodes';
type FunctionName = 'length' | 'count' | 'match' | 'search' | 'value';

const FUNCTIONS: Record<FunctionName, { parameters: ParameterType[]; result: ParameterType }> = {
  length: { parameters: ['value'], result: 'value' },
  count: { parameters: ['nodes'], result: 'value' },
  match: { parameters: ['value', 'value'], result: 'logical' },
  search: { parameters: ['value', 'value'], result: 'logical' },
  value: { parameters: ['nodes'], result: 'value' },
};

/** The smallest and largest integers an index or slice bound may be (I-JSON's exact range). */
const MAX_SAFE = 2 ** 53 - 1;

// ----- Parser -----

const isBlank = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n' || char === '\r';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isAlpha = (char: string | undefined) =>
  char !== undefined && ((char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z'));

/** name-first: ALPHA / "_" / %x80-D7FF / %xE000-10FFFF (a surrogate pair counts as one). */
function isNameFirst(code: number) {
  return (
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f ||
    (code >= 0x80 && code <= 0xd7ff) ||
    code >= 0xe000
  );
}

class Parser {
  index = 0;
  constructor(readonly text: string) {}

  fail(message: string, at = this.index): never {
    throw new JsonPathSyntaxError(message, at);
  }
  peek(offset = 0) {
    return this.text[this.index + offset];
  }
  skipBlank() {
    while (isBlank(this.text[this.index])) this.index++;
  }
  eat(token: string) {
    if (this.text.startsWith(token, this.index)) {
      this.index += token.length;
      return true;
    }
    return false;
  }
  expect(token: string, what = `“${token}”`) {
    if (!this.eat(token)) this.fail(`Expected ${what}`);
  }

  parseRootQuery(): Query {
    if (this.peek() !== '$') this.fail('A JSONPath query starts with “$”');
    this.index++;
    const query: Query = { relative: false, segments: this.parseSegments() };
    if (this.index < this.text.length) this.fail(`Unexpected “${this.peek()}”`);
    return query;
  }

  /** segments = *(S segment); blanks before a segment only when one follows. */
  parseSegments(): Segment[] {
    const segments: Segment[] = [];
    while (true) {
      const start = this.index;
      this.skipBlank();
      const char = this.peek();
      if (char === '[' || (char === '.' && this.peek(1) !== '.')) {
        segments.push({ descendant: false, selectors: this.parseChildSegment() });
      } else if (char === '.' && this.peek(1) === '.') {
        this.index += 2;
        segments.push({ descendant: true, selectors: this.parseDescendantTail() });
      } else {
        this.index = start;
        return segments;
      }
    }
  }

  parseChildSegment(): Selector[] {
    if (this.eat('[')) return this.parseBracketed();
    this.index++; // "."
    if (this.eat('*')) return [{ kind: 'wildcard' }];
    return [{ kind: 'name', name: this.parseShorthand() }];
  }

  parseDescendantTail(): Selector[] {
    if (this.eat('[')) return this.parseBracketed();
    if (this.eat('*')) return [{ kind: 'wildcard' }];
    return [{ kind: 'name', name: this.parseShorthand() }];
  }

  parseShorthand(): string {
    const start = this.index;
    const first = this.text.codePointAt(this.index);
    if (first === undefined || !isNameFirst(first)) this.fail('Expected a member name, “*” or “[”');
    while (this.index < this.text.length) {
      const code = this.text.codePointAt(this.index) as number;
      if (!(isNameFirst(code) || (code >= 0x30 && code <= 0x39))) break;
      this.index += code > 0xffff ? 2 : 1;
    }
    return this.text.slice(start, this.index);
  }

  parseBracketed(): Selector[] {
    const selectors: Selector[] = [];
    this.skipBlank();
    selectors.push(this.parseSelector());
    this.skipBlank();
    while (this.eat(',')) {
      this.skipBlank();
      selectors.push(this.parseSelector());
      this.skipBlank();
    }
    this.expect(']', '“]” or “,”');
    return selectors;
  }

  parseSelector(): Selector {
    const char = this.peek();
    if (char === "'" || char === '"') return { kind: 'name', name: this.parseString() };
    if (char === '*') {
      this.index++;
      return { kind: 'wildcard' };
    }
    if (char === '?') {
      this.index++;
      this.skipBlank();
      return { kind: 'filter', expression: this.parseLogicalOr() };
    }
    if (char === ':' || char === '-' || isDigit(char)) {
      const start = char === ':' ? undefined : this.parseInteger();
      const afterStart = this.index;
      this.skipBlank();
      if (this.peek() !== ':') {
        this.index = afterStart;
        return { kind: 'index', index: start as number };
      }
      this.index++;
      this.skipBlank();
      const end = this.peek() === '-' || isDigit(this.peek()) ? this.parseInteger() : undefined;
      this.skipBlank();
      let step: number | undefined;
      if (this.eat(':')) {
        this.skipBlank();
        step = this.peek() === '-' || isDigit(this.peek()) ? this.parseInteger() : undefined;
      }
      return { kind: 'slice', start, end, step };
    }
    return this.fail('Expected a selector: a name in quotes, “*”, an index, a slice or a filter “?”');
  }

  /** int = "0" / (["-"] DIGIT1 *DIGIT), within ±(2^53 − 1). */
  parseInteger(): number {
    const start = this.index;
    this.eat('-');
    if (!isDigit(this.peek())) this.fail('Expected a digit');
    if (this.peek() === '0') {
      this.index++;
      if (this.index - start === 2) this.fail('“-0” is not an integer here', start);
      if (isDigit(this.peek())) this.fail('An integer cannot start with 0', start);
    } else {
      while (isDigit(this.peek())) this.index++;
    }
    const value = Number(this.text.slice(start, this.index));
    if (Math.abs(value) > MAX_SAFE) this.fail('The integer is out of range (±2^53 − 1)', start);
    return value;
  }

  parseString(): string {
    const quote = this.peek() as string;
    const start = this.index;
    this.index++;
    let out = '';
    while (true) {
      const char = this.peek();
      if (char === undefined) this.fail('Unterminated string', start);
      if (char === quote) {
        this.index++;
        return out;
      }
      if (char === '\\') {
        const escaped = this.peek(1);
        const simple: Record<string, string> = {
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t',
          '/': '/',
          '\\': '\\',
        };
        if (escaped !== undefined && escaped in simple) {
          out += simple[escaped];
          this.index += 2;
        } else if (escaped === quote) {
          out += quote;
          this.index += 2;
        } else if (escaped === 'u') {
          this.index += 2;
          const high = this.parseHex4();
          if (high >= 0xdc00 && high <= 0xdfff) this.fail('A lone low surrogate escape', this.index - 6);
          if (high >= 0xd800 && high <= 0xdbff) {
            if (!this.eat('\\u')) this.fail('A high surrogate escape must be followed by a low one');
            const low = this.parseHex4();
            if (low < 0xdc00 || low > 0xdfff)
              this.fail('A high surrogate escape must be followed by a low one');
            out += String.fromCharCode(high, low);
          } else {
            out += String.fromCharCode(high);
          }
        } else {
          this.fail('Invalid escape in a string');
        }
        continue;
      }
      if (char.charCodeAt(0) < 0x20) this.fail('A control character must be escaped in a string');
      out += char;
      this.index++;
    }
  }

  parseHex4(): number {
    const hex = this.text.slice(this.index, this.index + 4);
    if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('Expected four hexadecimal digits');
    this.index += 4;
    return Number.parseInt(hex, 16);
  }

  // logical-or-expr = logical-and-expr *(S "||" S logical-and-expr)
  parseLogicalOr(): LogicalExpression {
    const operands = [this.parseLogicalAnd()];
    while (true) {
      const start = this.index;
      this.skipBlank();
      if (!this.eat('||')) {
        this.index = start;
        break;
      }
      this.skipBlank();
      operands.push(this.parseLogicalAnd());
    }
    return operands.length === 1 ? (operands[0] as LogicalExpression) : { kind: 'or', operands };
  }

  parseLogicalAnd(): LogicalExpression {
    const operands = [this.parseBasic()];
    while (true) {
      const start = this.index;
      this.skipBlank();
      if (!this.eat('&&')) {
        this.index = start;
        break;
      }
      this.skipBlank();
      operands.push(this.parseBasic());
    }
    return operands.length === 1 ? (operands[0] as LogicalExpression) : { kind: 'and', operands };
  }

  /** basic-expr = paren-expr / comparison-expr / test-expr. */
  parseBasic(): LogicalExpression {
    const start = this.index;
    if (this.eat('!')) {
      this.skipBlank();
      if (this.eat('(')) {
        const inner = this.parseParenthesised();
        return { kind: 'not', operand: inner };
      }
      const operand = this.parseTestOperand();
      if (this.comparisonAhead()) this.fail('“!” cannot apply to a comparison without parentheses', start);
      return { kind: 'not', operand };
    }
    if (this.eat('(')) return this.parseParenthesised();
    const operandStart = this.index;
    const left = this.parseComparableOrTest();
    const operator = this.comparisonAhead();
    if (!operator) {
      if (left.kind === 'literal')
        this.fail('A literal alone is not a filter: compare it with something', operandStart);
      if (left.kind === 'query') return { kind: 'exists', query: left.query };
      const call = left.call;
      if (FUNCTIONS[call.name].result === 'value') {
        this.fail(`${call.name}() gives a value: compare it (for example ${call.name}(…) > 0)`, operandStart);
      }
      return { kind: 'test', call };
    }
    this.checkComparable(left, operandStart);
    this.skipBlank();
    this.index += operator.length;
    this.skipBlank();
    const rightStart = this.index;
    const right = this.parseComparableOrTest();
    this.checkComparable(right, rightStart);
    return { kind: 'compare', operator, left, right };
  }

  parseParenthesised(): LogicalExpression {
    this.skipBlank();
    const inner = this.parseLogicalOr();
    this.skipBlank();
    this.expect(')');
    return inner;
  }

  /** After `!`: a filter query or a function (a test-expr), never a literal. */
  parseTestOperand(): LogicalExpression {
    const start = this.index;
    const operand = this.parseComparableOrTest();
    if (operand.kind === 'literal') this.fail('“!” needs a query, a function or parentheses', start);
    if (operand.kind === 'query') return { kind: 'exists', query: operand.query };
    if (FUNCTIONS[operand.call.name].result === 'value') {
      this.fail(`${operand.call.name}() gives a value: compare it instead`, start);
    }
    return { kind: 'test', call: operand.call };
  }

  comparisonAhead(): ComparisonOperator | undefined {
    let probe = this.index;
    while (isBlank(this.text[probe])) probe++;
    for (const operator of ['==', '!=', '<=', '>=', '<', '>'] as const) {
      if (this.text.startsWith(operator, probe)) return operator;
    }
    return undefined;
  }

  /** A comparison side must be a literal, a singular query or a function giving a value. */
  checkComparable(side: Comparable, at: number) {
    if (side.kind === 'query' && !isSingular(side.query)) {
      this.fail('Only a singular query (names and indexes only) can be compared', at);
    }
    if (side.kind === 'function' && FUNCTIONS[side.call.name].result !== 'value') {
      this.fail(`${side.call.name}() gives true or false, which cannot be compared`, at);
    }
  }

  parseComparableOrTest(): Comparable {
    const char = this.peek();
    if (char === '@') {
      this.index++;
      return { kind: 'query', query: { relative: true, segments: this.parseSegments() } };
    }
    if (char === '$') {
      this.index++;
      return { kind: 'query', query: { relative: false, segments: this.parseSegments() } };
    }
    if (char === "'" || char === '"') return { kind: 'literal', value: this.parseString() };
    if (char === '-' || isDigit(char)) return { kind: 'literal', value: this.parseNumber() };
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.index) && !this.isNameCharAt(this.index + word.length)) {
        this.index += word.length;
        return { kind: 'literal', value };
      }
    }
    if (char !== undefined && char >= 'a' && char <= 'z')
      return { kind: 'function', call: this.parseFunction() };
    return this.fail('Expected a query (@ or $), a literal or a function');
  }

  isNameCharAt(position: number) {
    const char = this.text[position];
    return isAlpha(char) || isDigit(char) || char === '_';
  }

  /** number = (int / "-0") [ frac ] [ exp ]. */
  parseNumber(): NumberLiteral {
    const start = this.index;
    this.eat('-');
    if (this.peek() === '0') {
      this.index++;
      if (isDigit(this.peek())) this.fail('A number cannot start with 0', start);
    } else if (isDigit(this.peek())) {
      while (isDigit(this.peek())) this.index++;
    } else {
      this.fail('Expected a digit');
    }
    if (this.eat('.')) {
      if (!isDigit(this.peek())) this.fail('Expected a digit after “.”');
      while (isDigit(this.peek())) this.index++;
    }
    if (this.peek() === 'e' || this.peek() === 'E') {
      this.index++;
      if (this.peek() === '+' || this.peek() === '-') this.index++;
      if (!isDigit(this.peek())) this.fail('Expected a digit in the exponent');
      while (isDigit(this.peek())) this.index++;
    }
    const text = this.text.slice(start, this.index);
    const value = Number(text);
    return countDigits(text) > 15 || !Number.isFinite(value) ? new BigLiteral(text) : value;
  }

  parseFunction(): FunctionCall {
    const start = this.index;
    while (/[a-z0-9_]/.test(this.peek() ?? '')) this.index++;
    const name = this.text.slice(start, this.index);
    if (this.peek() !== '(') this.fail(`Unexpected “${name}”`, start);
    if (!(name in FUNCTIONS)) {
      this.fail(
        `Unknown function ${name}(): the functions are length, count, match, search and value`,
        start,
      );
    }
    const signature = FUNCTIONS[name as FunctionName];
    this.index++;
    this.skipBlank();
    const args: FunctionArgument[] = [];
    if (this.peek() !== ')') {
      while (true) {
        args.push(this.parseArgument(signature.parameters[args.length], name));
        this.skipBlank();
        if (!this.eat(',')) break;
        this.skipBlank();
      }
    }
    this.expect(')', '“)” or “,”');
    if (args.length !== signature.parameters.length) {
      this.fail(`${name}() takes ${signature.parameters.length} argument(s), not ${args.length}`, start);
    }
    return { name: name as FunctionName, args };
  }

  /** One argument, checked against its parameter type (RFC 9535 § 2.4.3). */
  parseArgument(type: ParameterType | undefined, name: string): FunctionArgument {
    const start = this.index;
    if (type === undefined) this.fail(`Too many arguments to ${name}()`);
    const char = this.peek();
    const standaloneAhead =
      char === '@' ||
      char === '$' ||
      char === "'" ||
      char === '"' ||
      char === '-' ||
      isDigit(char) ||
      (char !== undefined && char >= 'a' && char <= 'z');
    if (standaloneAhead) {
      const side = this.parseComparableOrTest();
      if (!this.comparisonAhead() && this.endsArgument()) return this.checkArgument(side, type, name, start);
      this.index = start;
    }
    const expression = this.parseLogicalOr();
    if (type !== 'logical')
      this.fail(`${name}() needs ${type === 'value' ? 'a value' : 'a query'} here`, start);
    return { kind: 'logical', expression };
  }

  checkArgument(side: Comparable, type: ParameterType, name: string, at: number): FunctionArgument {
    if (side.kind === 'literal') {
      if (type !== 'value')
        this.fail(`${name}() needs ${type === 'nodes' ? 'a query' : 'true or false'} here`, at);
      return side;
    }
    if (side.kind === 'query') {
      if (type === 'value' && !isSingular(side.query)) {
        this.fail(`${name}() needs a single value here, not a query that may select several`, at);
      }
      return side;
    }
    const result = FUNCTIONS[side.call.name].result;
    if (type === 'value' && result !== 'value') this.fail(`${name}() needs a value here`, at);
    if (type === 'nodes' && result !== 'nodes') this.fail(`${name}() needs a query here`, at);
    if (type === 'logical' && result === 'value') this.fail(`${name}() needs true or false here`, at);
    return side;
  }

  endsArgument() {
    let probe = this.index;
    while (isBlank(this.text[probe])) probe++;
    return this.text[probe] === ',' || this.text[probe] === ')';
  }
}

function isSingular(query: Query): boolean {
  return query.segments.every(
    (segment) =>
      !segment.descendant &&
      segment.selectors.length === 1 &&
      (segment.selectors[0]?.kind === 'name' || segment.selectors[0]?.kind === 'index'),
  );
}

function countDigits(text: string) {
  let digits = 0;
  for (const char of text) if (char >= '0' && char <= '9') digits++;
  return digits;
}

/** Parses a query, or throws JsonPathSyntaxError with the offset of the problem. */
export function parseJsonPath(text: string): Query {
  const parser = new Parser(text);
  if (isBlank(text[0]) || isBlank(text.at(-1))) {
    parser.fail('A JSONPath query may not start or end with blanks', isBlank(text[0]) ? 0 : text.length - 1);
  }
  return parser.parseRootQuery();
}

// ----- Evaluator -----

type Json = unknown;
/** What a function gives: a value, Nothing (undefined), true/false, or a node list. */
const NOTHING = undefined;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isRawJSON?.(value);
}

function isNumber(value: Json): boolean {
  return typeof value === 'number' || value instanceof BigLiteral || (isRawJSON?.(value) ?? false);
}

/** The decimal text of a number: the literal of a raw JSON number, else the shortest form of the double. */
function numberText(value: Json): string {
  if (typeof value === 'number') return String(value);
  if (value instanceof BigLiteral) return value.text;
  return (value as { rawJSON: string }).rawJSON;
}

/** A finite decimal as sign, significant digits (no leading or trailing zeros) and exponent. */
function decimalParts(text: string): { sign: number; digits: string; exponent: number } {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match) return { sign: 0, digits: '', exponent: 0 };
  const [, minus, whole = '', fraction = '', exp = '0'] = match;
  let digits = whole + fraction;
  let exponent = Number(exp) - fraction.length;
  const leading = digits.search(/[1-9]/);
  if (leading === -1) return { sign: 0, digits: '', exponent: 0 };
  digits = digits.slice(leading);
  const trailing = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - trailing);
  exponent += trailing;
  return { sign: minus ? -1 : 1, digits, exponent };
}

/** Compares two numbers exactly when either is written with more digits than a double keeps. */
function compareNumbers(left: Json, right: Json): number {
  if (typeof left === 'number' && typeof right === 'number') return left < right ? -1 : left > right ? 1 : 0;
  const a = decimalParts(numberText(left));
  const b = decimalParts(numberText(right));
  if (a.sign !== b.sign) return a.sign < b.sign ? -1 : 1;
  if (a.sign === 0) return 0;
  // Same sign: compare magnitudes by the position of the leading digit, then digit by digit.
  const magnitudeA = a.digits.length + a.exponent;
  const magnitudeB = b.digits.length + b.exponent;
  let result = 0;
  if (magnitudeA !== magnitudeB) result = magnitudeA < magnitudeB ? -1 : 1;
  else {
    const length = Math.max(a.digits.length, b.digits.length);
    const digitsA = a.digits.padEnd(length, '0');
    const digitsB = b.digits.padEnd(length, '0');
    result = digitsA < digitsB ? -1 : digitsA > digitsB ? 1 : 0;
  }
  return result * a.sign;
}

function deepEqual(left: Json, right: Json): boolean {
  if (isNumber(left) || isNumber(right))
    return isNumber(left) && isNumber(right) && compareNumbers(left, right) === 0;
  if (left === right) return true;
  if (Array.isArray(left)) {
    return (
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, i) => deepEqual(item, right[i]))
    );
  }
  if (isObject(left) && isObject(right)) {
    const keys = Object.keys(left);
    if (keys.length !== Object.keys(right).length) return false;
    return keys.every((key) => Object.hasOwn(right, key) && deepEqual(left[key], right[key]));
  }
  return false;
}

/** RFC 9535 § 2.3.5.2.2; `undefined` is Nothing (an empty node list or a function's Nothing). */
function compare(operator: ComparisonOperator, left: Json, right: Json): boolean {
  switch (operator) {
    case '==':
      return equalOrNothing(left, right);
    case '!=':
      return !equalOrNothing(left, right);
    case '<':
      return lessThan(left, right);
    case '>':
      return lessThan(right, left);
    case '<=':
      return lessThan(left, right) || equalOrNothing(left, right);
    case '>=':
      return lessThan(right, left) || equalOrNothing(left, right);
  }
}

function equalOrNothing(left: Json, right: Json) {
  if (left === NOTHING || right === NOTHING) return left === NOTHING && right === NOTHING;
  return deepEqual(left, right);
}

function lessThan(left: Json, right: Json) {
  if (left === NOTHING || right === NOTHING) return false;
  if (isNumber(left) && isNumber(right)) return compareNumbers(left, right) < 0;
  if (typeof left === 'string' && typeof right === 'string') return compareCodePoints(left, right) < 0;
  return false;
}

/** Strings compare by Unicode scalar values, which differs from UTF-16 order above U+FFFF. */
function compareCodePoints(left: string, right: string): number {
  const a = [...left];
  const b = [...right];
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = (a[i] as string).codePointAt(0) as number;
    const y = (b[i] as string).codePointAt(0) as number;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

function normalizeIndex(index: number, length: number) {
  return index >= 0 ? index : length + index;
}

/** RFC 9535 § 2.3.4.2.2: the indexes a slice selects, in order. */
export function sliceIndexes(length: number, start?: number, end?: number, step = 1): number[] {
  if (step === 0) return [];
  const result: number[] = [];
  if (step > 0) {
    const lower = Math.min(Math.max(normalizeIndex(start ?? 0, length), 0), length);
    const upper = Math.min(Math.max(normalizeIndex(end ?? length, length), 0), length);
    for (let i = lower; i < upper; i += step) result.push(i);
  } else {
    const upper = Math.min(Math.max(normalizeIndex(start ?? length - 1, length), -1), length - 1);
    const lower = Math.min(Math.max(end === undefined ? -1 : normalizeIndex(end, length), -1), length - 1);
    for (let i = upper; lower < i; i += step) result.push(i);
  }
  return result;
}

/** I-Regexp (RFC 9485) to an ECMAScript pattern: `.` is any character but \n and \r. */
function toEcmaPattern(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '\\') {
      out += char + (pattern[i + 1] ?? '');
      i++;
    } else if (inClass) {
      if (char === ']') inClass = false;
      out += char;
    } else if (char === '[') {
      inClass = true;
      out += char;
    } else if (char === '.') {
      out += '[^\\n\\r]';
    } else {
      out += char;
    }
  }
  return out;
}

const regexCache = new Map<string, RegExp | null>();
function compileRegex(pattern: string, whole: boolean): RegExp | null {
  const key = `${whole ? 'm' : 's'}${pattern}`;
  let regex = regexCache.get(key);
  if (regex === undefined) {
    try {
      const source = toEcmaPattern(pattern);
      regex = new RegExp(whole ? `^(?:${source})$` : source, 'u');
    } catch {
      regex = null; // Not a valid pattern: the function is false (RFC 9535 § 2.4.6).
    }
    if (regexCache.size > 100) regexCache.clear();
    regexCache.set(key, regex);
  }
  return regex;
}

class Evaluator {
  constructor(readonly root: Json) {}

  query(query: Query, current: Json): Json[] {
    let nodes: Json[] = [query.relative ? current : this.root];
    for (const segment of query.segments) {
      const next: Json[] = [];
      for (const node of nodes) {
        if (segment.descendant) this.descend(node, segment.selectors, next);
        else for (const selector of segment.selectors) this.select(node, selector, next);
      }
      nodes = next;
    }
    return nodes;
  }

  /** The node and its descendants in document order, nodes before their children (explicit stack). */
  descend(node: Json, selectors: Selector[], out: Json[]) {
    const stack: Json[] = [node];
    while (stack.length > 0) {
      const item = stack.pop();
      for (const selector of selectors) this.select(item, selector, out);
      const children = childrenOf(item);
      for (let i = children.length - 1; i >= 0; i--) {
        const child = children[i];
        if (Array.isArray(child) || isObject(child)) stack.push(child);
      }
    }
  }

  select(node: Json, selector: Selector, out: Json[]) {
    switch (selector.kind) {
      case 'name':
        if (isObject(node) && Object.hasOwn(node, selector.name)) out.push(node[selector.name]);
        return;
      case 'wildcard':
        for (const child of childrenOf(node)) out.push(child);
        return;
      case 'index':
        if (Array.isArray(node)) {
          const index = normalizeIndex(selector.index, node.length);
          if (index >= 0 && index < node.length) out.push(node[index]);
        }
        return;
      case 'slice':
        if (Array.isArray(node)) {
          for (const index of sliceIndexes(node.length, selector.start, selector.end, selector.step)) {
            out.push(node[index]);
          }
        }
        return;
      case 'filter':
        for (const child of childrenOf(node)) if (this.test(selector.expression, child)) out.push(child);
        return;
    }
  }

  test(expression: LogicalExpression, current: Json): boolean {
    switch (expression.kind) {
      case 'or':
        return expression.operands.some((operand) => this.test(operand, current));
      case 'and':
        return expression.operands.every((operand) => this.test(operand, current));
      case 'not':
        return !this.test(expression.operand, current);
      case 'exists':
        return this.query(expression.query, current).length > 0;
      case 'test': {
        const result = this.call(expression.call, current);
        return Array.isArray(result) ? result.length > 0 : result === true;
      }
      case 'compare':
        return compare(
          expression.operator,
          this.comparable(expression.left, current),
          this.comparable(expression.right, current),
        );
    }
  }

  comparable(side: Comparable, current: Json): Json {
    if (side.kind === 'literal') return side.value;
    if (side.kind === 'query') return this.query(side.query, current)[0];
    return this.call(side.call, current);
  }

  /** A function's result: a value or Nothing, a boolean (LogicalType), or a node list (NodesType). */
  call(call: FunctionCall, current: Json): Json {
    const args = call.args.map((argument, index) => {
      const type = FUNCTIONS[call.name].parameters[index];
      if (argument.kind === 'literal') return argument.value;
      if (argument.kind === 'function') return this.call(argument.call, current);
      if (argument.kind === 'logical') return this.test(argument.expression, current);
      const nodes = this.query(argument.query, current);
      if (type === 'logical') return nodes.length > 0;
      return type === 'nodes' ? { nodes } : nodes[0];
    });
    switch (call.name) {
      case 'length': {
        const [value] = args;
        if (typeof value === 'string') return [...value].length;
        if (Array.isArray(value)) return value.length;
        if (isObject(value)) return Object.keys(value).length;
        return NOTHING;
      }
      case 'count':
        return (args[0] as { nodes: Json[] }).nodes.length;
      case 'value': {
        const { nodes } = args[0] as { nodes: Json[] };
        return nodes.length === 1 ? nodes[0] : NOTHING;
      }
      case 'match':
      case 'search': {
        const [value, pattern] = args;
        if (typeof value !== 'string' || typeof pattern !== 'string') return false;
        const regex = compileRegex(pattern, call.name === 'match');
        return regex ? regex.test(value) : false;
      }
    }
  }
}

function childrenOf(node: Json): Json[] {
  if (Array.isArray(node)) return node;
  if (isObject(node)) return Object.values(node);
  return [];
}

/** The values a JSONPath query selects from a parsed document, in order (RFC 9535 node list). */
export function queryJsonPath(document: Json, query: string | Query): Json[] {
  const parsed = typeof query === 'string' ? parseJsonPath(query) : query;
  return new Evaluator(document).query(parsed, document);
}
