import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg.ts';

const wrap = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps drawing elements, safe links and inline images', () => {
    const svg = sanitizeSvg(
      wrap(
        '<g><rect x="1" y="1" width="5" height="5" style="fill:#fff"/><text x="1" y="9">Alice &amp; Bob</text>' +
          '<a href="https://example.com/" xlink:href="https://example.com/"><text>link</text></a>' +
          '<image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><use href="#shape"/></g>',
      ),
    );
    expect(svg).toContain('viewBox="0 0 10 10"');
    expect(svg).toContain('<text x="1" y="9">Alice &amp; Bob</text>');
    expect(svg).toContain('xlink:href="https://example.com/"');
    expect(svg).toContain('data:image/png;base64');
    expect(svg).toContain('href="#shape"');
  });

  it('drops scripts, handlers, javascript: links, foreign content, href animations and comments', () => {
    const svg = sanitizeSvg(
      wrap(
        '<script>alert(1)</script><g onload="alert(2)"><text onclick="alert(3)">t</text></g>' +
          '<a href="javascript:alert(4)" xlink:href="JavaScript:alert(5)" target="_top"><text>x</text></a>' +
          '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>' +
          '<a><set attributeName="href" to="javascript:alert(6)"/></a>' +
          '<image xlink:href="https://tracker.example/pixel.png"/><!--PlantUML version, Java version-->',
      ),
    );
    expect(svg).not.toMatch(/script|alert|onload|onclick|foreignObject|<set|tracker|Java version/i);
    expect(svg).toContain('<text>t</text>');
  });

  it('refuses what is not an SVG document', () => {
    expect(() => sanitizeSvg('<html><body>error page</body></html>')).toThrow('did not return an SVG image');
    expect(() => sanitizeSvg('plain text')).toThrow('did not return an SVG image');
  });
});
