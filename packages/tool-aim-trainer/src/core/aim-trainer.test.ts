import { describe, expect, it } from 'vitest';
import { runAimTrainer } from './aim-trainer';

describe('runAimTrainer', () => {
  it.each([
    ['', '', 0],
    [' \n\t ', '', 0],
    ['  hello   world ', 'hello world', 11],
    ['a\n\nb', 'a b', 3],
    ['名 😀', '名 😀', 3],
  ])('turns %j into %j (%d characters)', (input, output, characterCount) => {
    expect(runAimTrainer({ input })).toEqual({ output, characterCount });
  });
});
