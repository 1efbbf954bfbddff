import { describe, expect, it } from 'vitest';
import type { CodeLanguage, CodeMode } from './options';
import { processCode } from './process-code';

async function output(language: CodeLanguage, mode: CodeMode, input: string, keepComments = false) {
  const result = await processCode({ language, mode, input, keepComments });
  if (!result.ok) throw new Error(`${result.error.message} at ${result.error.line}:${result.error.column}`);
  return result.output;
}

async function error(language: CodeLanguage, mode: CodeMode, input: string) {
  const result = await processCode({ language, mode, input });
  if (result.ok) throw new Error(`expected an error, got ${result.output}`);
  return result.error;
}

describe('every language and mode', () => {
  it.each([
    [
      'javascript',
      'minify',
      'function add(first, second) {\n  // sum\n  return first + second;\n}\n',
      'function add(n,d){return n+d}',
    ],
    [
      'javascript',
      'beautify',
      'const a={b:1,c:[1,2]};if(a){a.b++}',
      'const a = { b: 1, c: [1, 2] };\nif (a) {\n  a.b++;\n}\n',
    ],
    [
      'javascript',
      'remove-comments',
      'const url = "http://x"; // note\n/* block */\nconst re = /\\/\\//;\nlet a/**/=1;\n',
      'const url = "http://x";\nconst re = /\\/\\//;\nlet a =1;\n',
    ],
    [
      'javascript',
      'remove-whitespace',
      'function add(first, second) {\n  return first + second; // sum\n}\n',
      'function add(first,second){return first+second}',
    ],
    [
      'css',
      'minify',
      'a { color: #ffffff; margin: 0px; }\nb { color: #ffffff; margin: 0px; }\n',
      'a,b{color:#fff;margin:0}',
    ],
    ['css', 'beautify', 'a{color:red;margin:0}', 'a {\n  color: red;\n  margin: 0;\n}\n'],
    [
      'css',
      'remove-comments',
      'a { /* c */ content: "/* kept */"; }\n/* gone */\n',
      'a { content: "/* kept */"; }\n',
    ],
    [
      'css',
      'remove-whitespace',
      'a {\n  color: red;\n}\nb {\n  color: red;\n}\n',
      'a{color:red}b{color:red}',
    ],
    [
      'html',
      'minify',
      '<!-- c -->\n<div  class="x" >\n  <p>Hi   there</p>\n</div>\n',
      '<div class="x"><p>Hi there</p></div>',
    ],
    ['html', 'beautify', '<div><p>Hi</p></div>', '<div><p>Hi</p></div>\n'],
    ['html', 'remove-comments', '<div>\n  <!-- c -->\n  <p>Hi</p>\n</div>', '<div>\n  \n  <p>Hi</p>\n</div>'],
    [
      'html',
      'remove-whitespace',
      '<div>\n  <!-- c -->\n  <p>Hi</p>\n</div>',
      '<div><!-- c --><p>Hi</p></div>',
    ],
    [
      'json',
      'minify',
      '{\n  "a": [1, 2],\n  "big": 12345678901234567890\n}',
      '{"a":[1,2],"big":12345678901234567890}',
    ],
    ['json', 'beautify', '{"a":[1,2]}', '{\n  "a": [\n    1,\n    2\n  ]\n}'],
    [
      'json',
      'remove-comments',
      '{\n  // line\n  "url": "http://x", /* b */ "a": 1\n}',
      '{\n  "url": "http://x", "a": 1\n}',
    ],
    ['json', 'remove-whitespace', '{ "a" : 1 }', '{"a":1}'],
    ['other', 'minify', '  one  \n\n\n  two\n', 'one\ntwo'],
    ['other', 'beautify', 'one   \n\n\n\ntwo', 'one\n\ntwo\n'],
    [
      'other',
      'remove-comments',
      '# hash\n// slashes\nkeep # this\n/* a\nb */\n#!/bin/sh',
      '# hash\nkeep # this\n#!/bin/sh',
    ],
    ['other', 'remove-whitespace', ' a \n\t b ', 'a b'],
  ] as const)('%s %s', async (language, mode, input, expected) => {
    expect(await output(language, mode, input)).toBe(expected);
  });

  it('keeps /*! licence comments when minifying, and all comments on request', async () => {
    expect(await output('javascript', 'minify', '/*! MIT */\n/* x */\nvar a = 1;')).toBe(
      '/*! MIT */\nvar a=1;',
    );
    expect(await output('javascript', 'minify', '/* x */\nvar a = 1;', true)).toBe('/* x */\nvar a=1;');
    // csso can keep only `/*!` comments, with or without the option.
    expect(await output('css', 'minify', '/*! x */ /* y */ a { color: red }')).toBe('/*! x */\na{color:red}');
    expect(await output('html', 'minify', '<!-- x --><p>a</p>', true)).toBe('<!-- x --><p>a</p>');
  });
});

describe('syntax errors carry line and column', () => {
  it.each([
    ['javascript', 'minify', 'let a = 1;\nlet b = ;', 2, 9],
    ['javascript', 'remove-whitespace', 'if (a {\n}', 1, 7],
    ['javascript', 'beautify', 'let a = 1;\nlet b = ;', 2, 9],
    ['javascript', 'remove-comments', 'const = 1;', 1, 7],
    ['css', 'beautify', 'a { color: red;\nb {', 2, 1],
    ['css', 'minify', 'a { color: red; }\n}', 2, 1],
    ['html', 'minify', '<div>\n<p <b>x</b></p></div>', 2, 1],
    ['json', 'minify', '{\n  "a": 1,\n  "b": tru\n}', 3, 8],
    ['json', 'beautify', '[1,]', 1, 4],
  ] as const)('%s %s', async (language, mode, input, line, column) => {
    expect(await error(language, mode, input)).toMatchObject({ line, column });
  });

  it('gives a readable message without the code frame', async () => {
    const { message } = await error('javascript', 'beautify', 'let a = ;');
    expect(message).toBe('Unexpected token');
  });

  it('minifies JSON nested 20,000 levels deep, and says why it cannot beautify it', async () => {
    const input = `${'[ '.repeat(20_000)}1${' ]'.repeat(20_000)}`;
    expect(await output('json', 'minify', input)).toBe(`${'['.repeat(20_000)}1${']'.repeat(20_000)}`);
    expect(await error('json', 'beautify', input)).toEqual({
      message: 'Valid JSON, but nested 20,000 levels deep: too deep to beautify',
    });
  });

  it('reports blank input as empty', async () => {
    expect(await error('css', 'minify', '  \n')).toEqual({ message: 'empty' });
  });
});
