import { describe, expect, it } from 'vitest';
import { blobSink, bytesSink } from './byte-sink';

describe('byte sinks', () => {
  it('bytesSink joins the chunks in order', () => {
    const sink = bytesSink();
    sink.write(new Uint8Array([1, 2]));
    sink.write(new Uint8Array([]));
    sink.write(new Uint8Array([3]));
    expect([...sink.finish()]).toEqual([1, 2, 3]);
  });

  it('blobSink folds chunks into Blobs as it goes and gives one Blob of the given type', async () => {
    const sink = blobSink('application/pdf', 4);
    for (let index = 0; index < 10; index++) sink.write(new Uint8Array([index, index]));
    const blob = await sink.finish();
    expect(blob.type).toBe('application/pdf');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual(
      Array.from({ length: 10 }, (_, index) => [index, index]).flat(),
    );
  });
});
