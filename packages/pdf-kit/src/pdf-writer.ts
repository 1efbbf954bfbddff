import { zlibSync } from 'fflate';
import { PDFName, PDFNumber, type PDFObject, PDFRawStream, type PDFRef, PDFStream } from 'pdf-lib';

/**
 * A PDF written object by object into a sink, so a large output never has to exist as one buffer
 * (an engine module: workers only). pdf-lib's own `save()` measures the whole document, allocates
 * one array of that size and copies every object into it, while every object stays in memory:
 * a 1 GB merge held 2 GB. Here each object is handed to `write` as soon as it is added, and the
 * caller may forget it; only the cross-reference offsets are kept until `end()`.
 *
 * Streams are written with a direct `/Length` on a copy of their dictionary (the source's may
 * point at a length object, and may be shared), and their contents are passed on as they are,
 * not copied.
 */

const encoder = new TextEncoder();
/** `%` and four bytes above 127 on the second line tell transfer tools the file is binary. */
const BINARY_MARK = new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);
const STREAM_START = encoder.encode('\nstream\n');
const STREAM_END = encoder.encode('\nendstream\nendobj\n');
const OBJECT_END = encoder.encode('\nendobj\n');
const FILTER = PDFName.of('Filter');
const DECODE_PARMS = PDFName.of('DecodeParms');
const LENGTH = PDFName.of('Length');
const FLATE = PDFName.of('FlateDecode');
/** Objects packed into one object stream (pdf-lib packs 50; more compresses a little better). */
const OBJECTS_PER_STREAM = 100;

export interface SerialiseOptions {
  /** Flate-compress (lossless) the contents of streams stored without any filter. */
  compressStreams?: boolean;
}

/** One indirect object as `n g obj … endobj`, in chunks (a stream's contents are one of them). */
export function serialiseObject(
  ref: PDFRef,
  object: PDFObject,
  options: SerialiseOptions = {},
): Uint8Array[] {
  const head = `${ref.objectNumber} ${ref.generationNumber} obj\n`;
  if (!(object instanceof PDFStream)) return [withHead(head, object, OBJECT_END)];
  const dict = object.dict.clone();
  let contents = object instanceof PDFRawStream ? object.contents : object.getContents();
  if (options.compressStreams && !dict.has(FILTER) && !dict.has(DECODE_PARMS)) {
    // FlateDecode is zlib (RFC 1950), not raw deflate.
    contents = zlibSync(contents, { level: 6 });
    dict.set(FILTER, FLATE);
  }
  dict.set(LENGTH, PDFNumber.of(contents.length));
  return [withHead(head, dict, STREAM_START), contents, STREAM_END];
}

function withHead(head: string, object: PDFObject, tail: Uint8Array): Uint8Array {
  const headBytes = encoder.encode(head);
  const size = object.sizeInBytes();
  const bytes = new Uint8Array(headBytes.length + size + tail.length);
  bytes.set(headBytes, 0);
  object.copyBytesInto(bytes, headBytes.length);
  bytes.set(tail, headBytes.length + size);
  return bytes;
}

export interface PdfWriterOptions extends SerialiseOptions {
  /** Receives the file's bytes, in order. Chunks are never changed after they are handed over. */
  write(chunk: Uint8Array): void;
  /** The header's version. */
  version?: string;
  /**
   * Pack objects other than streams into compressed object streams, with a cross-reference
   * stream (a smaller file). `allocate` gives an unused object number for each such stream.
   */
  objectStreams?: { allocate(): number };
}

type Entry =
  | { number: number; generation: number; offset: number }
  | { number: number; inStream: number; index: number };

/** Writes a PDF's header, its objects as they are added, and its cross-reference section. */
export class PdfWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private pending: Array<{ number: number; body: Uint8Array }> = [];

  constructor(private readonly options: PdfWriterOptions) {
    this.emit(encoder.encode(`%PDF-${options.version ?? '1.7'}\n`));
    this.emit(BINARY_MARK);
  }

  /** Bytes written so far. */
  get size(): number {
    return this.offset;
  }

  /** Adds one indirect object; the writer keeps nothing of it but its offset. */
  addObject(ref: PDFRef, object: PDFObject): void {
    if (this.options.objectStreams && !(object instanceof PDFStream) && ref.generationNumber === 0) {
      const body = new Uint8Array(object.sizeInBytes());
      object.copyBytesInto(body, 0);
      this.pending.push({ number: ref.objectNumber, body });
      if (this.pending.length >= OBJECTS_PER_STREAM) this.writeObjectStream();
      return;
    }
    this.addSerialised(ref, serialiseObject(ref, object, this.options));
  }

  /** Adds an object already serialised with `serialiseObject` (split reuses shared ones). */
  addSerialised(ref: PDFRef, chunks: readonly Uint8Array[]): void {
    this.entries.push({ number: ref.objectNumber, generation: ref.generationNumber, offset: this.offset });
    for (const chunk of chunks) this.emit(chunk);
  }

  /** Writes the cross-reference section and the trailer; nothing may be added afterwards. */
  end(trailer: { root: PDFRef; info?: PDFRef }): void {
    const refs = `/Root ${trailer.root}${trailer.info ? ` /Info ${trailer.info}` : ''}`;
    if (this.options.objectStreams) {
      if (this.pending.length > 0) this.writeObjectStream();
      this.writeXrefStream(refs);
      return;
    }
    const entries = sorted(this.entries);
    const xrefAt = this.offset;
    // Object 0 heads the free list; then each run of consecutive numbers is one subsection.
    const lines = ['xref\n0 1\n0000000000 65535 f\r\n'];
    for (const run of runs(entries)) {
      lines.push(`${run[0]?.number} ${run.length}\n`);
      for (const entry of run) {
        if (!('offset' in entry)) continue;
        lines.push(`${pad(entry.offset, 10)} ${pad(entry.generation, 5)} n\r\n`);
      }
    }
    lines.push(`trailer\n<< /Size ${sizeOf(entries)} ${refs} >>\nstartxref\n${xrefAt}\n%%EOF\n`);
    this.emit(encoder.encode(lines.join('')));
  }

  private emit(chunk: Uint8Array) {
    this.options.write(chunk);
    this.offset += chunk.length;
  }

  private allocate(): number {
    return (this.options.objectStreams as { allocate(): number }).allocate();
  }

  /** `n1 off1 n2 off2 …` then the bodies, compressed (ISO 32000-1 § 7.5.7). */
  private writeObjectStream() {
    const number = this.allocate();
    const objects = this.pending;
    this.pending = [];
    let position = 0;
    const header: string[] = [];
    for (const { number: objectNumber, body } of objects) {
      header.push(`${objectNumber} ${position}`);
      position += body.length + 1;
    }
    const headerBytes = encoder.encode(`${header.join(' ')}\n`);
    const raw = new Uint8Array(headerBytes.length + position);
    raw.set(headerBytes, 0);
    let at = headerBytes.length;
    objects.forEach(({ number: objectNumber, body }, index) => {
      raw.set(body, at);
      raw[at + body.length] = 0x0a;
      at += body.length + 1;
      this.entries.push({ number: objectNumber, inStream: number, index });
    });
    const contents = zlibSync(raw, { level: 6 });
    const dict = `<< /Type /ObjStm /N ${objects.length} /First ${headerBytes.length} /Filter /FlateDecode /Length ${contents.length} >>`;
    this.entries.push({ number, generation: 0, offset: this.offset });
    this.emit(encoder.encode(`${number} 0 obj\n${dict}\nstream\n`));
    this.emit(contents);
    this.emit(STREAM_END);
  }

  /** The cross-reference stream that object streams need (ISO 32000-1 § 7.5.8). */
  private writeXrefStream(refs: string) {
    const number = this.allocate();
    const xrefAt = this.offset;
    const entries = sorted([...this.entries, { number, generation: 0, offset: xrefAt }]);
    const largest = Math.max(...entries.map((entry) => ('offset' in entry ? entry.offset : entry.inStream)));
    const width = Math.max(1, Math.ceil(Math.log2(largest + 1) / 8));
    const rowSize = 1 + width + 2;
    const index: number[] = [0, 1];
    for (const run of runs(entries)) index.push(run[0]?.number ?? 0, run.length);
    const rows = new Uint8Array((entries.length + 1) * rowSize);
    // Object 0: free, generation 65535.
    rows.set([0, ...new Array(width).fill(0), 0xff, 0xff], 0);
    entries.forEach((entry, row) => {
      const at = (row + 1) * rowSize;
      const [type, field, third] =
        'offset' in entry ? [1, entry.offset, entry.generation] : [2, entry.inStream, entry.index];
      rows[at] = type;
      for (let byte = 0; byte < width; byte++) {
        rows[at + width - byte] = Math.floor(field / 256 ** byte) % 256;
      }
      rows[at + width + 1] = (third >> 8) & 0xff;
      rows[at + width + 2] = third & 0xff;
    });
    const contents = zlibSync(rows, { level: 6 });
    const dict = `<< /Type /XRef /Size ${sizeOf(entries)} /W [1 ${width} 2] /Index [${index.join(' ')}] ${refs} /Filter /FlateDecode /Length ${contents.length} >>`;
    this.emit(encoder.encode(`${number} 0 obj\n${dict}\nstream\n`));
    this.emit(contents);
    this.emit(encoder.encode(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`));
  }
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function sorted(entries: Entry[]): Entry[] {
  return [...entries].sort((a, b) => a.number - b.number);
}

/** Runs of consecutive object numbers, one cross-reference subsection each. */
function runs(entries: Entry[]): Entry[][] {
  const result: Entry[][] = [];
  for (const entry of entries) {
    const last = result.at(-1);
    const previous = last?.at(-1);
    if (last && previous && entry.number === previous.number + 1) last.push(entry);
    else result.push([entry]);
  }
  return result;
}

function sizeOf(entries: Entry[]): number {
  return (entries.at(-1)?.number ?? 0) + 1;
}
