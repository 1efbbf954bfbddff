import { describe, expect, it } from 'vitest';
import { runCountdownTimer } from './countdown-timer';

describe('runCountdownTimer', () => {
  it.each([
    ['', '', 0],
    [' \n\t ', '', 0],
    ['  hello   world ', 'hello world', 11],
    ['a\n\nb', 'a b', 3],
    ['名 😀', '名 😀', 3],
  ])('turns %j into %j (%d characters)', (input, output, characterCount) => {
    expect(runCountdownTimer({ input })).toEqual({ output, characterCount });
  });
});
