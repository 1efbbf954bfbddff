import { describe, expect, it } from 'vitest';
import { parseJsonInput, serializeJson } from './json-tools';
import { JsonPathSyntaxError, parseJsonPath, queryJsonPath, sliceIndexes } from './jsonpath';

/** Parses with the tool's own parser, so big numbers are raw JSON as in the tool. */
function doc(text: string): unknown {
  const parsed = parseJsonInput(text);
  if (!parsed.ok) throw new Error('bad test JSON');
  return parsed.value;
}
const run = (json: unknown, query: string) => queryJsonPath(json, query);
/** The selected values as the tool writes them (compact), for exact comparison. */
const text = (json: unknown, query: string) => serializeJson(run(json, query), '');

// RFC 9535 § 1.5, Figure 1.
const bookstore = doc(`{ "store": {
    "book": [
      { "category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95 },
      { "category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99 },
      { "category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
      { "category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
    ],
    "bicycle": { "color": "red", "price": 399 }
  }
}`) as { store: { book: Record<string, unknown>[]; bicycle: unknown } };
const books = bookstore.store.book;

describe('RFC 9535 § 1.5 Table 2 (the bookstore)', () => {
  it.each([
    ['$.store.book[*].author', ['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']],
    ['$..author', ['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']],
    ['$.store.*', [books, bookstore.store.bicycle]],
    ['$.store..price', [399, 8.95, 12.99, 8.99, 22.99].sort()],
    ['$..book[2]', [books[2]]],
    ['$..book[2].author', ['Herman Melville']],
    ['$..book[2].publisher', []],
    ['$..book[-1]', [books[3]]],
    ['$..book[0,1]', [books[0], books[1]]],
    ['$..book[:2]', [books[0], books[1]]],
    ['$..book[?@.isbn]', [books[2], books[3]]],
    ['$..book[?@.price<10]', [books[0], books[2]]],
  ])('%s', (query, expected) => {
    const result = run(bookstore, query);
    if (query === '$.store..price') expect([...result].sort()).toEqual(expected);
    else expect(result).toEqual(expected);
  });

  it('$..* gives every member value and array element (27 nodes)', () => {
    const result = run(bookstore, '$..*');
    expect(result).toHaveLength(27);
    expect(result[0]).toBe(bookstore.store);
    expect(result).toContain('red');
  });
});

describe('RFC 9535 § 2.3.1.3 name selector', () => {
  const json = doc(`{"o": {"j j": {"k.k": 3}}, "'": {"@": 2}}`);
  it.each([
    [`$.o['j j']`, [{ 'k.k': 3 }]],
    [`$.o['j j']['k.k']`, [3]],
    [`$.o["j j"]["k.k"]`, [3]],
    [`$["'"]["@"]`, [2]],
  ])('%s', (query, expected) => expect(run(json, query)).toEqual(expected));

  it('decodes escapes, including surrogate pairs, in both quote styles', () => {
    const json = doc('{"a\'b": 1, "😀": 2, "\\n": 3, "a\\"b": 4}');
    expect(run(json, `$['a\\'b']`)).toEqual([1]);
    expect(run(json, `$["\\uD83D\\uDE00"]`)).toEqual([2]);
    expect(run(json, `$['\\n']`)).toEqual([3]);
    expect(run(json, `$["a\\"b"]`)).toEqual([4]);
    expect(run(json, '$.😀')).toEqual([2]);
  });
});

describe('RFC 9535 § 2.3.2.3 wildcard selector', () => {
  const json = doc(`{"o": {"j": 1, "k": 2}, "a": [5, 3]}`);
  it.each([
    ['$[*]', [{ j: 1, k: 2 }, [5, 3]]],
    ['$.o[*]', [1, 2]],
    ['$.o[*, *]', [1, 2, 1, 2]],
    ['$.a[*]', [5, 3]],
  ])('%s', (query, expected) => expect(run(json, query)).toEqual(expected));
});

describe('RFC 9535 § 2.3.3.3 index selector', () => {
  it.each([
    ['$[1]', ['b']],
    ['$[-2]', ['a']],
    ['$[2]', []],
    ['$[-3]', []],
  ])('%s', (query, expected) => expect(run(['a', 'b'], query)).toEqual(expected));
  it('does not apply to objects', () => expect(run({ 0: 'x' }, '$[0]')).toEqual([]));
});

describe('RFC 9535 § 2.3.4.3 array slice selector', () => {
  const json = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  it.each([
    ['$[1:3]', ['b', 'c']],
    ['$[5:]', ['f', 'g']],
    ['$[1:5:2]', ['b', 'd']],
    ['$[5:1:-2]', ['f', 'd']],
    ['$[::-1]', ['g', 'f', 'e', 'd', 'c', 'b', 'a']],
    ['$[1:5:0]', []],
    ['$[-100:100]', json],
    ['$[ 1 : 3 ]', ['b', 'c']],
  ])('%s', (query, expected) => expect(run(json, query)).toEqual(expected));
  it('normalises bounds as § 2.3.4.2.2 says', () => {
    expect(sliceIndexes(5, undefined, undefined, -2)).toEqual([4, 2, 0]);
    expect(sliceIndexes(5, -1, -6, -1)).toEqual([4, 3, 2, 1, 0]);
  });
});

describe('RFC 9535 § 2.3.5.2.2 comparisons (Table 11)', () => {
  const json = doc(`{"obj": {"x": "y"}, "arr": [2, 3]}`);
  it.each([
    ['$.absent1 == $.absent2', true],
    ['$.absent1 <= $.absent2', true],
    [`$.absent == 'g'`, false],
    ['$.absent1 != $.absent2', false],
    [`$.absent != 'g'`, true],
    ['1 <= 2', true],
    ['1 > 2', false],
    [`13 == '13'`, false],
    [`'a' <= 'b'`, true],
    [`'a' > 'b'`, false],
    ['$.obj == $.arr', false],
    ['$.obj != $.arr', true],
    ['$.obj == $.obj', true],
    ['$.obj != $.obj', false],
    ['$.arr == $.arr', true],
    ['$.arr != $.arr', false],
    ['$.obj == 17', false],
    ['$.obj != 17', true],
    ['$.obj <= $.arr', false],
    ['$.obj < $.arr', false],
    ['$.obj <= $.obj', true],
    ['$.arr <= $.arr', true],
    ['1 <= $.arr', false],
    ['1 >= $.arr', false],
    ['1 > $.arr', false],
    ['1 < $.arr', false],
    ['true <= true', true],
    ['true > true', false],
  ])('%s is %s', (comparison, expected) => {
    // The filter keeps both children of the root when the comparison is true, neither when false.
    expect(run(json, `$[?${comparison}]`)).toHaveLength(expected ? 2 : 0);
  });
  it('compares numbers of different notation numerically', () => {
    expect(run([1], '$[?@ == 1.0e0]')).toEqual([1]);
    expect(run([100], '$[?@ == 1e2]')).toEqual([100]);
  });
  it('orders strings by Unicode scalar value, not UTF-16 unit', () => {
    // U+FF61 sorts below U+1F600 by scalar value; by UTF-16 unit the surrogate 0xD83D would not.
    expect(run(['\uff61'], `$[?@ < '😀']`)).toEqual(['\uff61']);
  });
});

describe('RFC 9535 § 2.3.5.3 filter selector (Table 12)', () => {
  const json = doc(`{
    "a": [3, 5, 1, 2, 4, 6, {"b": "j"}, {"b": "k"}, {"b": {}}, {"b": "kilo"}],
    "o": {"p": 1, "q": 2, "r": 3, "s": 5, "t": {"u": 6}},
    "e": "f"
  }`) as { a: unknown[]; o: Record<string, unknown> };
  const [j, k, empty, kilo] = json.a.slice(6);
  it.each([
    [`$.a[?@.b == 'kilo']`, [kilo]],
    [`$.a[?(@.b == 'kilo')]`, [kilo]],
    ['$.a[?@>3.5]', [5, 4, 6]],
    ['$.a[?@.b]', [j, k, empty, kilo]],
    ['$[?@.*]', [json.a, json.o]],
    ['$[?@[?@.b]]', [json.a]],
    ['$.o[?@<3, ?@<3]', [1, 2, 1, 2]],
    ['$.a[?@<2 || @.b == "k"]', [1, k]],
    ['$.a[?match(@.b, "[jk]")]', [j, k]],
    ['$.a[?search(@.b, "[jk]")]', [j, k, kilo]],
    ['$.o[?@>1 && @<4]', [2, 3]],
    ['$.o[?@.u || @.x]', [{ u: 6 }]],
    ['$.a[?@.b == $.x]', [3, 5, 1, 2, 4, 6]],
    ['$.a[?@ == @]', json.a],
  ])('%s', (query, expected) => expect(run(json, query)).toEqual(expected));

  it('negates tests and parenthesised expressions', () => {
    expect(run(json, '$.a[?!@.b]')).toEqual([3, 5, 1, 2, 4, 6]);
    expect(run(json, '$.o[?!(@ > 1)]')).toEqual([1, { u: 6 }]);
  });
  it('binds && tighter than ||', () => {
    expect(run([1, 2, 3], '$[?@ == 1 || @ == 2 && @ == 3]')).toEqual([1]);
  });
});

describe('RFC 9535 § 2.4 function extensions', () => {
  it('length() counts characters (code points), array elements and object members; Nothing otherwise', () => {
    const json = ['ab😀', [1, 2, 3], { a: 1, b: 2, c: 3 }, 3, null];
    expect(run(json, '$[?length(@) == 3]')).toEqual(json.slice(0, 3));
    expect(run(json, '$[?length(@) == $.nothing]')).toEqual([3, null]);
  });
  it('count() counts the nodes of a query', () => {
    expect(run([{ a: 1, b: 2 }, { a: 1 }], '$[?count(@.*) == 2]')).toEqual([{ a: 1, b: 2 }]);
  });
  it('match() matches the whole string, search() any substring (I-Regexp: . is not a line break)', () => {
    const json = ['abc', 'xabcx', 'a\nc'];
    expect(run(json, `$[?match(@, 'a.c')]`)).toEqual(['abc']);
    expect(run(json, `$[?search(@, 'a.c')]`)).toEqual(['abc', 'xabcx']);
    expect(run(json, `$[?match(@, '[.]bc')]`)).toEqual([]);
    expect(run(['a.c', 'abc'], `$[?match(@, 'a\\\\.c')]`)).toEqual(['a.c']);
  });
  it('an invalid pattern makes match() false, not an error', () => {
    expect(run(['a'], `$[?match(@, '(')]`)).toEqual([]);
  });
  it('value() gives the single node of a query, else Nothing', () => {
    const json = [{ color: 'red' }, { x: { color: 'red' }, y: { color: 'red' } }, { color: 'blue' }];
    expect(run(json, `$[?value(@..color) == "red"]`)).toEqual([json[0]]);
  });
  it('function results nest: length(value(...))', () => {
    expect(run([{ a: 'xyz' }], '$[?length(value(@.a)) == 3]')).toEqual([{ a: 'xyz' }]);
  });
});

describe('RFC 9535 § 2.4.9 well-typedness (Table 14) and syntax errors', () => {
  it.each([
    '$[?length(@) < 3]',
    '$[?count(@.*) == 1]',
    `$[?match(@.timezone, 'Europe/.*')]`,
    `$[?value(@..color) == "red"]`,
    '$[?!match(@, "a")]',
  ])('accepts %s', (query) => expect(() => parseJsonPath(query)).not.toThrow());

  it.each([
    ['$[?length(@.*) < 3]', 'single value'],
    ['$[?count(1) == 1]', 'needs a query'],
    ['$[?count(foo(@.*)) == 1]', 'Unknown function foo()'],
    [`$[?match(@.timezone, 'Europe/.*') == true]`, 'cannot be compared'],
    ['$[?value(@..color)]', 'gives a value'],
    ['$[?length(@)]', 'gives a value'],
    ['$[?@.* == 1]', 'singular query'],
    ['$[?1]', 'literal alone'],
    ['$[?!@.a == 1]', '“!” cannot apply'],
    ['$[?match(@)]', 'takes 2 argument(s)'],
  ])('rejects %s', (query, message) => {
    expect(() => parseJsonPath(query)).toThrow(message);
  });

  it.each([
    ['', 0],
    ['.a', 0],
    ['$.', 2],
    ['$[', 2],
    ['$[1', 3],
    ['$[01]', 2],
    ['$[-0]', 2],
    ['$[9007199254740992]', 2],
    [`$['a`, 2],
    [`$['\\q']`, 3],
    ['$..', 3],
    ['$.a b', 3],
    [' $', 0],
    ['$ ', 1],
    ['$[?@.a ==]', 9],
    ['$.1a', 2],
  ])('reports %j with the position %i', (query, offset) => {
    try {
      parseJsonPath(query);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(JsonPathSyntaxError);
      expect((error as JsonPathSyntaxError).offset).toBe(offset);
    }
  });

  it('allows blanks where S is allowed', () => {
    expect(run({ a: [1, 2] }, '$ .a [ 0 , 1 ]')).toEqual([1, 2]);
    expect(run([1, 2], '$[? @ > 1 ]')).toEqual([2]);
  });
});

describe('RFC 9535 § 2.5 segments', () => {
  const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
  it.each([
    ['$[0, 3]', ['a', 'd']],
    ['$[0:2, 5]', ['a', 'b', 'f']],
    ['$[0, 0]', ['a', 'a']],
  ])('child %s', (query, expected) => expect(run(letters, query)).toEqual(expected));

  const json = doc(`{"o": {"j": 1, "k": 2}, "a": [5, 3, [{"j": 4}, {"k": 6}]]}`);
  it.each([
    ['$..j', '[1,4]'],
    ['$..[0]', '[5,{"j":4}]'],
    ['$..[*]', '[{"j":1,"k":2},[5,3,[{"j":4},{"k":6}]],1,2,5,3,[{"j":4},{"k":6}],{"j":4},{"k":6},4,6]'],
    ['$..*', '[{"j":1,"k":2},[5,3,[{"j":4},{"k":6}]],1,2,5,3,[{"j":4},{"k":6}],{"j":4},{"k":6},4,6]'],
    ['$..o', '[{"j":1,"k":2}]'],
    ['$.o..[*, *]', '[1,2,1,2]'],
    ['$.a..[0, 1]', '[5,3,{"j":4},{"k":6}]'],
  ])('descendant %s', (query, expected) => expect(text(json, query)).toBe(expected));

  it('descends any depth without overflowing the stack', () => {
    let deep = '1';
    for (let i = 0; i < 50_000; i++) deep = `{"a":${deep}}`;
    const parsed = doc(deep);
    expect(run(parsed, '$..a')).toHaveLength(50_000);
  });
});

describe('RFC 9535 § 2.6 null semantics', () => {
  const json = doc(`{"a": null, "b": [null], "c": [{}], "null": 1}`);
  it.each([
    ['$.a', '[null]'],
    ['$.a[0]', '[]'],
    ['$.a.d', '[]'],
    ['$.b[0]', '[null]'],
    ['$.b[*]', '[null]'],
    ['$.b[?@]', '[null]'],
    ['$.b[?@==null]', '[null]'],
    ['$.c[?@.d==null]', '[]'],
    ['$.null', '[1]'],
  ])('%s', (query, expected) => expect(text(json, query)).toBe(expected));
});

describe('big numbers (docs/decisions/004)', () => {
  const json = doc('[{"id": 12345678901234567890}, {"id": 12345678901234567891}, {"id": 1.5}]');
  it('pass through exactly as written', () => {
    expect(text(json, '$[*].id')).toBe('[12345678901234567890,12345678901234567891,1.5]');
  });
  it('compare exactly against literals and other numbers', () => {
    expect(text(json, '$[?@.id == 12345678901234567891].id')).toBe('[12345678901234567891]');
    expect(text(json, '$[?@.id > 12345678901234567890].id')).toBe('[12345678901234567891]');
    expect(text(json, '$[?@.id < 2].id')).toBe('[1.5]');
    expect(text(json, '$[?@.id == 1.2345678901234567890e19].id')).toBe('[12345678901234567890]');
  });
  it('count as numbers, not objects: $..* does not descend into them', () => {
    expect(text(json, '$..*')).toBe(
      '[{"id":12345678901234567890},{"id":12345678901234567891},{"id":1.5},12345678901234567890,12345678901234567891,1.5]',
    );
    expect(run(json, '$[?length(@.id) >= 0]')).toEqual([]);
  });
});

describe('objects as parsed', () => {
  it('selects a "__proto__" member that JSON.parse made an own property', () => {
    expect(text(doc('{"__proto__": 1}'), '$.__proto__')).toBe('[1]');
    expect(text(doc('{"a": 1}'), '$.__proto__')).toBe('[]');
    expect(text(doc('{"a": 1}'), '$.constructor')).toBe('[]');
  });
});
