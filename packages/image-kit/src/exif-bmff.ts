import { concatBytes } from '@toolbox/kit/bytes';

/**
 * EXIF in the ISO base media file formats our WASM codecs write (CONTEXT.md Rules: Metadata):
 * JPEG XL (a bare codestream, given the container that carries an `Exif` box) and AVIF (an `Exif`
 * item in the `meta` box, described by `iinf`, placed by `iloc`, tied to the image by an `iref`
 * `cdsc` reference). Pure byte work: no engine, safe on any thread.
 */

const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const fourCC = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** A box: 32-bit size, type, body. */
function box(type: string, ...body: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const content = concatBytes(body);
  const out = new Uint8Array(8 + content.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(ascii(type), 4);
  out.set(content, 8);
  return out;
}

/** A full box: a box whose body starts with a version byte and 24 bits of flags. */
const fullBox = (type: string, version: number, ...body: Uint8Array[]) =>
  box(type, new Uint8Array([version, 0, 0, 0]), ...body);

/** What the `Exif` box or item holds: the offset of the TIFF header (0, it comes first), then it. */
function exifPayload(tiff: Uint8Array): Uint8Array<ArrayBuffer> {
  return concatBytes([new Uint8Array(4), tiff]);
}

interface Box {
  type: string;
  start: number;
  /** Where the body starts (after size and type). */
  body: number;
  end: number;
}

/** The boxes one after another in `bytes[from, to)`. */
function boxes(bytes: Uint8Array, from = 0, to = bytes.length): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: Box[] = [];
  for (let at = from; at + 8 <= to; ) {
    const size = view.getUint32(at);
    // 0 (to the end) and 1 (a 64-bit size) are not written by our codecs for these boxes.
    if (size < 8 || at + size > to) throw new TypeError('Unexpected box size');
    found.push({ type: fourCC(bytes, at + 4), start: at, body: at + 8, end: at + size });
    at += size;
  }
  return found;
}

const JXL_CODESTREAM = [0xff, 0x0a];
const JXL_SIGNATURE_BOX = [0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a];

/**
 * A JPEG XL file with the EXIF in an `Exif` box: a bare codestream is put in the container
 * (signature, `ftyp`, `Exif`, then the codestream as `jxlc`); a container gets the box after
 * `ftyp`.
 */
export function insertJxlExif(jxl: Uint8Array, tiff: Uint8Array): Uint8Array<ArrayBuffer> {
  const exif = box('Exif', exifPayload(tiff));
  if (jxl[0] === JXL_CODESTREAM[0] && jxl[1] === JXL_CODESTREAM[1]) {
    const ftyp = box('ftyp', ascii('jxl '), new Uint8Array(4), ascii('jxl '));
    return concatBytes([new Uint8Array(JXL_SIGNATURE_BOX), ftyp, exif, box('jxlc', jxl)]);
  }
  if (!JXL_SIGNATURE_BOX.every((byte, index) => jxl[index] === byte))
    throw new TypeError('Not a JPEG XL file');
  const ftyp = boxes(jxl).find((candidate) => candidate.type === 'ftyp');
  if (!ftyp) throw new TypeError('JPEG XL container without ftyp');
  return concatBytes([jxl.subarray(0, ftyp.end), exif, jxl.subarray(ftyp.end)]);
}

interface ItemLocation {
  id: number;
  constructionMethod: number;
  dataReferenceIndex: number;
  /** Absolute offsets (base offset added) and lengths. */
  extents: Array<{ offset: number; length: number }>;
}

/** Reads an unsigned integer of 0, 4 or 8 bytes. */
function readSized(view: DataView, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 4) return view.getUint32(at);
  if (size === 8) return Number(view.getBigUint64(at));
  throw new TypeError(`Unexpected iloc field size ${size}`);
}

function parseIloc(bytes: Uint8Array, iloc: Box): ItemLocation[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = bytes[iloc.body] as number;
  let at = iloc.body + 4;
  const sizes = view.getUint16(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseOffsetSize = (sizes >> 4) & 0xf;
  const indexSize = version >= 1 ? sizes & 0xf : 0;
  const itemCount = version < 2 ? view.getUint16(at) : view.getUint32(at);
  at += version < 2 ? 2 : 4;
  const items: ItemLocation[] = [];
  for (let item = 0; item < itemCount; item++) {
    const id = version < 2 ? view.getUint16(at) : view.getUint32(at);
    at += version < 2 ? 2 : 4;
    let constructionMethod = 0;
    if (version >= 1) {
      constructionMethod = view.getUint16(at) & 0xf;
      at += 2;
    }
    const dataReferenceIndex = view.getUint16(at);
    at += 2;
    const base = readSized(view, at, baseOffsetSize);
    at += baseOffsetSize;
    const extentCount = view.getUint16(at);
    at += 2;
    const extents = [];
    for (let extent = 0; extent < extentCount; extent++) {
      at += indexSize; // extent_index: only for data references we never write
      const offset = readSized(view, at, offsetSize);
      at += offsetSize;
      const length = readSized(view, at, lengthSize);
      at += lengthSize;
      extents.push({ offset: base + offset, length });
    }
    items.push({ id, constructionMethod, dataReferenceIndex, extents });
  }
  return items;
}

/** `iloc` version 2 (32-bit item ids, construction methods), 8-byte offsets and lengths, no base. */
function writeIloc(items: ItemLocation[]): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  const head = new Uint8Array(6);
  const headView = new DataView(head.buffer);
  headView.setUint16(0, (8 << 12) | (8 << 8));
  headView.setUint32(2, items.length);
  parts.push(head);
  for (const item of items) {
    const entry = new Uint8Array(10 + item.extents.length * 16);
    const view = new DataView(entry.buffer);
    view.setUint32(0, item.id);
    view.setUint16(4, item.constructionMethod);
    view.setUint16(6, item.dataReferenceIndex);
    view.setUint16(8, item.extents.length);
    item.extents.forEach((extent, index) => {
      view.setBigUint64(10 + index * 16, BigInt(extent.offset));
      view.setBigUint64(18 + index * 16, BigInt(extent.length));
    });
    parts.push(entry);
  }
  return fullBox('iloc', 2, ...parts);
}

/**
 * An AVIF with the EXIF as an `Exif` item describing the primary image. The `meta` box is
 * rewritten (a new `infe` in `iinf`, the item in `iloc`, a `cdsc` reference in `iref`), which moves
 * everything after it: `iloc`'s file offsets are moved with it, and the EXIF goes in a new `mdat`
 * at the end.
 */
export function insertAvifExif(avif: Uint8Array, tiff: Uint8Array): Uint8Array<ArrayBuffer> {
  const top = boxes(avif);
  if (top[0]?.type !== 'ftyp') throw new TypeError('Not an AVIF file');
  const meta = top.find((candidate) => candidate.type === 'meta');
  if (!meta) throw new TypeError('AVIF without meta');
  const view = new DataView(avif.buffer, avif.byteOffset, avif.byteLength);
  const children = boxes(avif, meta.body + 4, meta.end);
  const child = (type: string) => children.find((candidate) => candidate.type === type);
  const pitm = child('pitm');
  const iloc = child('iloc');
  const iinf = child('iinf');
  if (!pitm || !iloc || !iinf) throw new TypeError('AVIF meta without pitm, iloc or iinf');
  const primary = avif[pitm.body] === 0 ? view.getUint16(pitm.body + 4) : view.getUint32(pitm.body + 4);

  const locations = parseIloc(avif, iloc);
  const exifId = Math.max(0, ...locations.map((item) => item.id)) + 1;
  if (exifId > 0xffff) throw new TypeError('Too many AVIF items');

  // iinf: one more entry, an infe (version 2) of type Exif.
  const iinfVersion = avif[iinf.body] as number;
  const countBytes = iinfVersion === 0 ? 2 : 4;
  const entries = avif.subarray(iinf.body + 4 + countBytes, iinf.end);
  const count = iinfVersion === 0 ? view.getUint16(iinf.body + 4) : view.getUint32(iinf.body + 4);
  const countField = new Uint8Array(countBytes);
  if (iinfVersion === 0) new DataView(countField.buffer).setUint16(0, count + 1);
  else new DataView(countField.buffer).setUint32(0, count + 1);
  const infeBody = new Uint8Array(9);
  new DataView(infeBody.buffer).setUint16(0, exifId);
  infeBody.set(ascii('Exif'), 4); // after item_protection_index 0; then an empty name (0)
  const newIinf = fullBox('iinf', iinfVersion, countField, entries, fullBox('infe', 2, infeBody));

  // iref: the Exif item describes (cdsc) the primary image.
  const reference = new Uint8Array(6);
  const referenceView = new DataView(reference.buffer);
  referenceView.setUint16(0, exifId);
  referenceView.setUint16(2, 1);
  referenceView.setUint16(4, primary);
  const iref = child('iref');
  if (iref && avif[iref.body] !== 0) throw new TypeError('Unexpected iref version');
  const newIref = fullBox(
    'iref',
    0,
    iref ? avif.subarray(iref.body + 4, iref.end) : new Uint8Array(0),
    box('cdsc', reference),
  );

  // The new meta, children in their order (iref last when new). iloc is written twice: its size
  // does not depend on the offsets (8 bytes whatever they hold), so the first tells the shift.
  const payload = exifPayload(tiff);
  const metaWith = (newIloc: Uint8Array) => {
    const parts = children.map((candidate) => {
      if (candidate.type === 'iloc') return newIloc;
      if (candidate.type === 'iinf') return newIinf;
      if (candidate.type === 'iref') return newIref;
      return avif.subarray(candidate.start, candidate.end);
    });
    return fullBox('meta', avif[meta.body] as number, ...parts, ...(iref ? [] : [newIref]));
  };
  const exifItem = (offset: number): ItemLocation => ({
    id: exifId,
    constructionMethod: 0,
    dataReferenceIndex: 0,
    extents: [{ offset, length: payload.length }],
  });
  const shift = metaWith(writeIloc([...locations, exifItem(0)])).length - (meta.end - meta.start);
  // Data in this file (construction method 0, no other file) after the meta box moves with it.
  const moved = locations.map((item) =>
    item.constructionMethod === 0 && item.dataReferenceIndex === 0
      ? {
          ...item,
          extents: item.extents.map((extent) =>
            extent.offset >= meta.end ? { ...extent, offset: extent.offset + shift } : extent,
          ),
        }
      : item,
  );
  // The EXIF in a new mdat at the very end, after its 8-byte header.
  const newMeta = metaWith(writeIloc([...moved, exifItem(avif.length + shift + 8)]));
  const after = avif.subarray(meta.end);
  return concatBytes([avif.subarray(0, meta.start), newMeta, after, box('mdat', payload)]);
}
