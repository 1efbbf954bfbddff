import { describe, expect, it } from 'vitest';
import { processXml } from './xml';

const SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE note [ <!ENTITY who "World"> ]>
<!-- header -->
<catalog   xmlns:x="urn:x" >
  <book id="b1"  lang='en' note="a > b">
    <title>Hello &who;</title>
    <code><![CDATA[if (a < b && c > d) {  keep   spacing }]]></code>
    <empty/>
    <x:tag a="1" />
  </book>
</catalog>
`;

function run(
  mode: 'minify' | 'beautify' | 'remove-comments' | 'remove-whitespace',
  input: string,
  keepComments = false,
) {
  const result = processXml({ mode, input, keepComments });
  if (!result.ok) throw new Error(`${result.error.message} ${result.error.line}:${result.error.column}`);
  return result.output;
}

describe('XML formatter', () => {
  it('minifies: no whitespace between tags, no comments, CDATA and attribute values untouched', () => {
    expect(run('minify', SAMPLE)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE note [ <!ENTITY who "World"> ]><catalog xmlns:x="urn:x">' +
        '<book id="b1" lang=\'en\' note="a > b"><title>Hello &who;</title>' +
        '<code><![CDATA[if (a < b && c > d) {  keep   spacing }]]></code><empty/><x:tag a="1"/></book></catalog>',
    );
  });

  it('keeps comments when minifying on request', () => {
    expect(run('minify', '<a> <!-- c --> </a>', true)).toBe('<a><!-- c --></a>');
  });

  it('beautifies with 2-space indentation, text-only elements on one line', () => {
    expect(run('beautify', '<a><!-- c --><b>text</b><c/><d><![CDATA[x]]></d><e></e></a>')).toBe(
      '<a>\n  <!-- c -->\n  <b>text</b>\n  <c/>\n  <d>\n    <![CDATA[x]]>\n  </d>\n  <e></e>\n</a>\n',
    );
  });

  it('removes only the comments, leaving everything else as written', () => {
    expect(run('remove-comments', '<a>\n  <!-- c -->\n  <b x="1"  >t</b> <!-- d -->\n</a>')).toBe(
      '<a>\n  <b x="1"  >t</b>\n</a>',
    );
  });

  it('removes whitespace but keeps comments', () => {
    expect(run('remove-whitespace', '<a>\n  <!-- c -->\n  <b>t</b>\n</a>')).toBe('<a><!-- c --><b>t</b></a>');
  });

  it('round-trips: beautified then minified gives the minified form', () => {
    expect(run('minify', run('beautify', SAMPLE))).toBe(run('minify', SAMPLE));
  });

  it.each([
    ['<a><b></a>', 'Expected </b> but found </a>', 1, 7],
    ['<a>\n  <b>\n</a>', 'Expected </b> but found </a>', 3, 1],
    ['<a>\n<b>x</b>', '<a> is never closed', 1, 1],
    ['</a>', 'Closing tag </a> has no opening tag', 1, 1],
    ['<a>\n  <!-- open', 'Unterminated comment', 2, 3],
    ['<a><![CDATA[x</a>', 'Unterminated CDATA section', 1, 4],
    ['<a b="1" c></a>', 'Malformed attribute in <a>', 1, 10],
    ['<a\n', 'Unterminated tag', 1, 1],
    ['<1a/>', 'Invalid tag name', 1, 1],
  ])('reports %j: %s at %d:%d', (input, message, line, column) => {
    expect(processXml({ mode: 'minify', input, keepComments: false })).toEqual({
      ok: false,
      error: { message, line, column },
    });
  });
});
