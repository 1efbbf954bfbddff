import { describe, expect, it, vi } from 'vitest';
import { BlobStoreError, InputReadError, readInputFile, storeBlob, whenStored } from './stored-blob';

/** A Blob the browser fails to store (reading it throws NotReadableError), as Chromium's first paging to disk did. */
class UnstoredBlob extends Blob {
  override slice(start?: number, end?: number): Blob {
    const part = super.slice(start, end);
    const arrayBuffer = async () => {
      throw new DOMException('The requested file could not be read', 'NotReadableError');
    };
    return Object.assign(part, { arrayBuffer });
  }
}

describe('whenStored', () => {
  it('reads only the last byte, and nothing of an empty Blob', async () => {
    const read: Array<[number | undefined, number | undefined]> = [];
    class Watched extends Blob {
      override slice(start?: number, end?: number) {
        read.push([start, end]);
        return super.slice(start, end);
      }
    }
    await whenStored(new Watched(['12345']));
    await whenStored(new Watched([]));
    expect(read).toEqual([[4, undefined]]);
  });

  it('rejects when the browser could not store the Blob', async () => {
    await expect(whenStored(new UnstoredBlob(['x']))).rejects.toThrow('could not be read');
  });
});

describe('storeBlob (CONTEXT.md Rules: Workers › Blob results)', () => {
  it('makes the Blob again from the same parts until it is stored, waiting longer each time', async () => {
    vi.useFakeTimers();
    try {
      const parts = [new Uint8Array([1, 2]), new Uint8Array([3])];
      const make = vi.fn(
        (): Blob => (make.mock.calls.length < 3 ? new UnstoredBlob(parts) : new Blob(parts)),
      );
      const stored = storeBlob(make);
      await vi.advanceTimersByTimeAsync(99);
      expect(make).toHaveBeenCalledTimes(1); // first retry after 100 ms
      await vi.advanceTimersByTimeAsync(1 + 200);
      const blob = await stored;
      expect(make).toHaveBeenCalledTimes(3);
      expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the last attempt with an error naming the Blob and the browser’s error', async () => {
    const make = vi.fn(() => new UnstoredBlob(['xyz']));
    const failure = storeBlob(make, { what: 'output batch 2', attempts: 3, delayMs: 1 });
    await expect(failure).rejects.toBeInstanceOf(BlobStoreError);
    await expect(failure).rejects.toThrow(
      'Could not store output batch 2 (3 bytes) after 3 attempts: NotReadableError: The requested file could not be read',
    );
    expect(make).toHaveBeenCalledTimes(3);
  });
});

describe('readInputFile', () => {
  it('reads the bytes of a file', async () => {
    const bytes = await readInputFile(new Blob([new Uint8Array([7, 8])]), 'a.pdf');
    expect([...new Uint8Array(bytes)]).toEqual([7, 8]);
  });

  it('names the file and the browser’s error when the file cannot be read (moved or changed since chosen)', async () => {
    const gone = Object.assign(new Blob(['x']), {
      arrayBuffer: async () => {
        throw new DOMException('The requested file could not be read', 'NotReadableError');
      },
    });
    const failure = readInputFile(gone, 'scan-07.pdf');
    await expect(failure).rejects.toBeInstanceOf(InputReadError);
    await expect(failure).rejects.toMatchObject({ name: 'InputReadError', fileName: 'scan-07.pdf' });
    await expect(failure).rejects.toThrow(
      'Could not read the input file "scan-07.pdf": NotReadableError: The requested file could not be read',
    );
  });
});
