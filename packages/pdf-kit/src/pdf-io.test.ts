import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createPdfDocument, LOAD_OPTIONS, loadPdfDocument, SAVE_OPTIONS, savePdfDocument } from './pdf-io';

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('pdf-io', () => {
  it('is tuned for speed: no per-tick yielding, no metadata rewrite on load', () => {
    expect(SAVE_OPTIONS.objectsPerTick).toBe(Number.POSITIVE_INFINITY);
    expect(SAVE_OPTIONS.useObjectStreams).toBe(false);
    expect(LOAD_OPTIONS.updateMetadata).toBe(false);
  });

  it('round-trips pages and keeps the metadata it is given, not pdf-lib defaults', async () => {
    const document = await createPdfDocument();
    document.addPage([200, 300]);
    document.setTitle('kept');
    const saved = await savePdfDocument(document);
    const text = latin1(saved);
    expect(text).not.toContain('pdf-lib');
    expect(text).not.toContain('/ObjStm');
    const loaded = await loadPdfDocument(saved);
    expect(loaded.getPageCount()).toBe(1);
    expect(loaded.getTitle()).toBe('kept');
    expect(loaded.getProducer()).toBeUndefined();
  });

  it('writes object streams only when asked, and the result still loads', async () => {
    const document = await PDFDocument.create();
    for (let page = 0; page < 20; page++) document.addPage([100, 100]);
    const packed = await savePdfDocument(document, { useObjectStreams: true });
    expect(latin1(packed)).toContain('/ObjStm');
    expect((await loadPdfDocument(packed)).getPageCount()).toBe(20);
  });
});
