// Writes a real PDF of many pages without a PDF library: one shared Helvetica font, and per page a
// compressed content stream with a heading and a paragraph of text, so every page is distinct and
// weighs what a text page does (~0.5 KB compressed). Used by the PDF benchmarks to build inputs.
// Options add weight the way real files carry it: `imageBytes` gives each page its own picture (an
// uncompressed grey image XObject of that many bytes, drawn on the page), `thumbnailBytes` an
// embedded page thumbnail (`/Thumb`, an RGB image of about that size, as scanners and Acrobat
// write them). Image bytes come from a seeded generator, so they do not compress and the same
// options give the same file.
import { createWriteStream } from 'node:fs';
import { deflateSync } from 'node:zlib';

const LOREM =
  'Toolbox benchmark page. The quick brown fox jumps over the lazy dog while the qpdf command line and the browser core copy this text. ';

/** `length` bytes from a xorshift32 generator: incompressible, and the same for the same seed. */
function noise(length, seed) {
  const words = new Uint32Array(Math.ceil(length / 4));
  let state = seed >>> 0 || 1;
  for (let index = 0; index < words.length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    words[index] = state >>> 0;
  }
  return Buffer.from(words.buffer, 0, length);
}

/** A square-ish image of `bytes` samples: width × height × components ≥ bytes. */
function imageSize(bytes, components) {
  const side = Math.max(1, Math.ceil(Math.sqrt(bytes / components)));
  return { width: side, height: side, length: side * side * components };
}

/** Writes `pages` pages to `path`; resolves when the file is complete. */
export function writeTextPdf(path, pages, { label = 'Page', imageBytes = 0, thumbnailBytes = 0 } = {}) {
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
    // Objects: 1 catalog, 2 pages, 3 font, then per page: page, contents, [image], [thumbnail].
    const firstPage = 4;
    const perPage = 2 + (imageBytes > 0 ? 1 : 0) + (thumbnailBytes > 0 ? 1 : 0);
    const pageNumber = (index) => firstPage + index * perPage;
    const kids = Array.from({ length: pages }, (_, index) => `${pageNumber(index)} 0 R`).join(' ');
    write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
    object(1, ['<< /Type /Catalog /Pages 2 0 R >>']);
    object(2, [`<< /Type /Pages /Count ${pages} /Kids [${kids}] >>`]);
    object(3, ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>']);
    for (let index = 0; index < pages; index++) {
      const page = pageNumber(index);
      let next = page + 2;
      const image = imageBytes > 0 ? next++ : 0;
      const thumb = thumbnailBytes > 0 ? next++ : 0;
      const lines = [`BT /F1 28 Tf 56 760 Td (${label} ${index + 1}) Tj ET`];
      for (let line = 0; line < 12; line++) {
        lines.push(
          `BT /F1 10 Tf 56 ${720 - line * 14} Td (${LOREM.slice(0, 60 + ((index + line) % 60))}) Tj ET`,
        );
      }
      if (image) lines.push('q 400 0 0 300 56 120 cm /Im1 Do Q');
      const stream = deflateSync(Buffer.from(lines.join('\n'), 'latin1'));
      const resources = `/Font << /F1 3 0 R >>${image ? ` /XObject << /Im1 ${image} 0 R >>` : ''}`;
      object(page, [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << ${resources} >> /Contents ${page + 1} 0 R${thumb ? ` /Thumb ${thumb} 0 R` : ''} >>`,
      ]);
      object(page + 1, [
        `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
        stream,
        '\nendstream',
      ]);
      if (image) {
        const { width, height, length } = imageSize(imageBytes, 1);
        object(image, [
          `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${length} >>\nstream\n`,
          noise(length, index * 2 + 1),
          '\nendstream',
        ]);
      }
      if (thumb) {
        const { width, height, length } = imageSize(thumbnailBytes, 3);
        object(thumb, [
          `<< /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${length} >>\nstream\n`,
          noise(length, index * 2 + 2),
          '\nendstream',
        ]);
      }
    }
    const size = firstPage + pages * perPage;
    const xref = position;
    write(`xref\n0 ${size}\n0000000000 65535 f \n`);
    for (let number = 1; number < size; number++)
      write(`${String(offsets[number]).padStart(10, '0')} 00000 n \n`);
    write(`trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    out.end(resolve);
  });
}
