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
    expect(run('beautify', '<a><!-- c --><b>text</b><c/><d><![CDATA[x]]></d><e></e><f><g/></f></a>')).toBe(
      '<a>\n  <!-- c -->\n  <b>text</b>\n  <c/>\n  <d><![CDATA[x]]></d>\n  <e></e>\n  <f>\n    <g/>\n  </f>\n</a>\n',
    );
  });

  describe('text in mixed content and xml:space (CONTEXT.md § XML)', () => {
    it.each([
      [
        'keeps the space between inline elements',
        '<p>Hello <b>big</b>   <i>world</i></p>',
        '<p>Hello <b>big</b> <i>world</i></p>',
      ],
      [
        'collapses a line break between inline elements to a space',
        '<doc>\n  <p>Hello <b>big</b>\n    <i>world</i></p>\n</doc>',
        '<doc><p>Hello <b>big</b> <i>world</i></p></doc>',
      ],
      ['keeps text beside CDATA', '<p>a <![CDATA[b]]> <i>c</i></p>', '<p>a <![CDATA[b]]> <i>c</i></p>'],
      [
        'keeps every byte under xml:space="preserve"',
        '<doc>\n  <pre xml:space="preserve">\n  a  <b> x </b>\n  <c> </c>  </pre>\n  <d> <e/> </d>\n</doc>',
        '<doc><pre xml:space="preserve">\n  a  <b> x </b>\n  <c> </c>  </pre><d><e/></d></doc>',
      ],
      [
        'xml:space="default" ends the preserving',
        '<a xml:space=\'preserve\'> <b xml:space="default"> <c/> </b> </a>',
        '<a xml:space=\'preserve\'> <b xml:space="default"><c/></b> </a>',
      ],
    ])('minify %s', (_name, input, expected) => {
      expect(run('minify', input)).toBe(expected);
      expect(run('remove-whitespace', input)).toBe(expected);
    });

    it('beautify leaves mixed and preserved elements on one line as written', () => {
      expect(
        run(
          'beautify',
          '<doc><p>Hello <b>big</b>\n <i>world</i></p><pre xml:space="preserve"> a\n  b </pre><list><li/></list></doc>',
        ),
      ).toBe(
        '<doc>\n  <p>Hello <b>big</b> <i>world</i></p>\n  <pre xml:space="preserve"> a\n  b </pre>\n  <list>\n    <li/>\n  </list>\n</doc>\n',
      );
    });
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
