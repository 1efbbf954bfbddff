import { describe, expect, it } from 'vitest';
import type { CommentMarker } from './plain-comments';
import { processCode } from './process-code';

async function removeComments(input: string, commentMarkers?: readonly CommentMarker[]) {
  const result = await processCode({ language: 'other', mode: 'remove-comments', input, commentMarkers });
  if (!result.ok) throw new Error(result.error.message);
  return result.output;
}

const ALL: readonly CommentMarker[] = ['c-style', 'hash', 'double-dash', 'html'];

describe('other text, remove comments: only comments go (CONTEXT.md § Other text)', () => {
  it.each([
    ['a block before code keeps the code', '/* x */ code();', 'code();'],
    [
      'a block ending before code keeps the code',
      'a();\n/* one\n   two */ code();\nb();',
      'a();\ncode();\nb();',
    ],
    ['a stray closer is text', '*/ code();', '*/ code();'],
    ['a block after code', 'f(a, /* why */ b);', 'f(a, b);'],
    ['a line comment after code', 'x = 1; // note\ny = 2;', 'x = 1;\ny = 2;'],
    ['a comment on its own line leaves no blank line', 'a\n  // note\nb', 'a\nb'],
    ['a URL is text', 'see http://example.com/a//b', 'see http://example.com/a//b'],
    ['a glob is text', 'rm src/*.js lib/*.css', 'rm src/*.js lib/*.css'],
    ['an unclosed block is text', 'a /* never closed\nb', 'a /* never closed\nb'],
    [
      'markers inside strings are text',
      'p("/* no */", \'// no\', `<!-- no -->`);',
      'p("/* no */", \'// no\', `<!-- no -->`);',
    ],
    ['an HTML comment', 'Title\n<!-- draft -->\nText <!-- x --> here', 'Title\nText here'],
    [
      '#include and #define stay',
      '#include <stdio.h>\n#define N 1\n// c\nint a;',
      '#include <stdio.h>\n#define N 1\nint a;',
    ],
    ['Markdown headings stay', '# Title\n\n## Part\n\nText.', '# Title\n\n## Part\n\nText.'],
    ['Markdown separators stay', 'one\n\n---\n\ntwo\n***\n', 'one\n\n---\n\ntwo\n***\n'],
    ['# and -- are not comments by default', 'a # b\nc -- d', 'a # b\nc -- d'],
    ['CRLF line endings are kept', 'a // x\r\nb\r\n', 'a\r\nb\r\n'],
  ])('%s', async (_name, input, expected) => {
    expect(await removeComments(input)).toBe(expected);
  });

  it.each([
    ['a hash comment line and after code', '# note\nrun x # why\nok', 'run x\nok'],
    ['a shebang stays', '#!/bin/sh\n# note\necho $# a#b', '#!/bin/sh\necho $# a#b'],
    ['#include stays with # on', '#include <a.h>\n#pragma once\n#', '#include <a.h>\n#pragma once\n'],
    ['double-dash comments', 'SELECT 1; -- one\n-- two\nSELECT 2;', 'SELECT 1;\nSELECT 2;'],
    ['--- and i-- stay with -- on', '---\ni--;\n--flag', '---\ni--;\n--flag'],
  ])('with every marker on: %s', async (_name, input, expected) => {
    expect(await removeComments(input, ALL)).toBe(expected);
  });

  it('removes only the markers chosen', async () => {
    const input = '// c\n# h\n-- d\n<!-- x -->\nkeep';
    expect(await removeComments(input, ['hash'])).toBe('// c\n-- d\n<!-- x -->\nkeep');
    expect(await removeComments(input, ['double-dash'])).toBe('// c\n# h\n<!-- x -->\nkeep');
    expect(await removeComments(input, [])).toBe(input);
  });
});
