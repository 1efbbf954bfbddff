import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptsItems, fileTypeOf, type HandOffItem } from './hand-off';
import {
  clearShelf,
  deliverTo,
  putOnShelf,
  recentOutputs,
  SHELF_SIZE,
  subscribeShelf,
  takeDelivery,
} from './shelf';

const pdf = (name = 'a.pdf'): HandOffItem => ({
  kind: 'file',
  file: new File(['%PDF'], name, { type: 'application/pdf' }),
});
const png: HandOffItem = { kind: 'file', file: new File(['x'], 'a.png', { type: 'image/png' }) };
const json: HandOffItem = { kind: 'text', text: '{}', format: 'json' };

afterEach(() => clearShelf());

describe('what a tool accepts', () => {
  it('matches file types exactly or by family, and guesses a missing type from the extension', () => {
    expect(acceptsItems({ files: ['application/pdf'] }, [pdf()])).toBe(true);
    expect(acceptsItems({ files: ['image/*'] }, [png])).toBe(true);
    expect(acceptsItems({ files: ['image/*'] }, [pdf()])).toBe(false);
    expect(acceptsItems({ files: ['*/*'] }, [pdf()])).toBe(true);
    const untyped: HandOffItem = { kind: 'file', file: new File(['%PDF'], 'scan.PDF') };
    expect(acceptsItems({ files: ['application/pdf'] }, [untyped])).toBe(true);
  });

  it('takes several files only when it says so', () => {
    expect(acceptsItems({ files: ['application/pdf'] }, [pdf(), pdf('b.pdf')])).toBe(false);
    expect(acceptsItems({ files: ['application/pdf'], multipleFiles: true }, [pdf(), pdf('b.pdf')])).toBe(
      true,
    );
  });

  it('matches text formats, `text` taking any text', () => {
    expect(acceptsItems({ text: ['json'] }, [json])).toBe(true);
    expect(acceptsItems({ text: ['base64'] }, [json])).toBe(false);
    expect(acceptsItems({ text: ['text'] }, [json])).toBe(true);
    expect(acceptsItems({ files: ['application/pdf'] }, [json])).toBe(false);
  });

  it('accepts nothing without a declaration or items', () => {
    expect(acceptsItems(undefined, [json])).toBe(false);
    expect(acceptsItems({ text: ['text'] }, [])).toBe(false);
  });
});

describe('file types', () => {
  it('guesses a file type from the extension when the browser gives none', () => {
    expect(fileTypeOf({ name: 'Scan.PDF', type: '' })).toBe('application/pdf');
    expect(fileTypeOf({ name: 'a.jpg', type: '' })).toBe('image/jpeg');
    expect(fileTypeOf({ name: 'a.png', type: 'image/png' })).toBe('image/png');
    expect(fileTypeOf({ name: 'noext', type: '' })).toBe('application/octet-stream');
  });
});

describe('the shelf', () => {
  it('keeps the last outputs newest first, at most SHELF_SIZE', () => {
    for (let index = 0; index < SHELF_SIZE + 3; index++) putOnShelf('pdf-merge', [pdf(`${index}.pdf`)]);
    const entries = recentOutputs();
    expect(entries).toHaveLength(SHELF_SIZE);
    const first = entries[0]?.items[0];
    expect(first?.kind === 'file' && first.file.name).toBe(`${SHELF_SIZE + 2}.pdf`);
  });

  it('hands a delivery to its tool once', () => {
    deliverTo('pdf-split', [pdf()]);
    expect(takeDelivery('json-tools')).toBeUndefined();
    expect(takeDelivery('pdf-split')).toHaveLength(1);
    expect(takeDelivery('pdf-split')).toBeUndefined();
  });

  it('tells subscribers about changes until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeShelf(listener);
    putOnShelf('json-tools', [json]);
    deliverTo('text-diff', [json]);
    unsubscribe();
    putOnShelf('json-tools', [json]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
