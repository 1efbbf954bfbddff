import { describe, expect, it } from 'vitest';
import { run__PASCAL__ } from './__ID__';

describe('run__PASCAL__', () => {
  it.each([
    ['', '', 0],
    [' \n\t ', '', 0],
    ['  hello   world ', 'hello world', 11],
    ['a\n\nb', 'a b', 3],
    ['名 😀', '名 😀', 3],
  ])('turns %j into %j (%d characters)', (input, output, characterCount) => {
    expect(run__PASCAL__({ input })).toEqual({ output, characterCount });
  });
});
