import { describe, expect, it } from 'vitest';
import { runBase64Tools } from './base64-tools';

describe('runBase64Tools', () => {
  it.each([
    ['', '', 0],
    [' \n\t ', '', 0],
    ['  hello   world ', 'hello world', 11],
    ['a\n\nb', 'a b', 3],
    ['名 😀', '名 😀', 3],
  ])('turns %j into %j (%d characters)', (input, output, characterCount) => {
    expect(runBase64Tools({ input })).toEqual({ output, characterCount });
  });
});
