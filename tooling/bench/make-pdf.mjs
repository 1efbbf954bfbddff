// Writes a real PDF of many pages without a PDF library: one shared Helvetica font, and per page a
// compressed content stream with a heading and a paragraph of text, so every page is distinct and
// weighs what a text page does (~0.5 KB compressed). Used by the PDF benchmarks to build inputs.
import { createWriteStream } from 'node:fs';
import { deflateSync } from 'node:zlib';

const LOREM =
  'Toolbox benchmark page. The quick brown fox jumps over the lazy dog while the qpdf command line and the browser core copy this text. ';

/** Writes `pages` pages to `path`; resolves when the file is complete. */
export function writeTextPdf(path, pages, { label = 'Page' } = {}) {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(path);
    out.on('error', reject);
    const offsets = [];
    let position = 0;
    const write = (chunk) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
      position += buffer.length;
      out.write(buffer);
    };
    const object = (number, body) => {
      offsets[number] = position;
      write(`${number} 0 obj\n`);
      for (const part of body) write(part);
      write('\nendobj\n');
    };
    // Objects: 1 catalog, 2 pages, 3 font, then per page: page, contents.
    const firstPage = 4;
    const kids = Array.from({ length: pages }, (_, index) => `${firstPage + index * 2} 0 R`).join(' ');
    write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
    object(1, ['<< /Type /Catalog /Pages 2 0 R >>']);
    object(2, [`<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`]);
    object(3, ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>']);
    for (let index = 0; index < pages; index++) {
      const page = firstPage + index * 2;
      const lines = [`BT /F1 28 Tf 56 760 Td (${label} ${index + 1}) Tj ET`];
      for (let line = 0; line < 12; line++) {
        lines.push(
          `BT /F1 10 Tf 56 ${720 - line * 14} Td (${LOREM.slice(0, 60 + ((index + line) % 60))}) Tj ET`,
        );
      }
      const stream = deflateSync(Buffer.from(lines.join('\n'), 'latin1'));
      object(page, [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${page + 1} 0 R >>`,
      ]);
      object(page + 1, [
        `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
        stream,
        '\nendstream',
      ]);
    }
    const size = firstPage + pages * 2;
    const xref = position;
    write(`xref\n0 ${size}\n0000000000 65535 f \n`);
    for (let number = 1; number < size; number++)
      write(`${String(offsets[number]).padStart(10, '0')} 00000 n \n`);
    write(`trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    out.end(resolve);
  });
}
