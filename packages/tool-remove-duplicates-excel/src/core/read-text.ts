/**
 * Text of a CSV file, chunk by chunk (CONTEXT.md Rules: CSV › Encoding). UTF-8 (a character split
 * across two chunks is joined by the streaming decoder); a file that is not valid UTF-8 is read
 * again as GB18030, the encoding Excel on a Chinese Windows saves "CSV" in.
 */

export type TextEncodingName = 'utf-8' | 'gb18030';

export async function readTextChunks(
  chunks: () => AsyncIterable<Uint8Array>,
  onText: (text: string) => void,
  onRestart: () => void,
): Promise<TextEncodingName> {
  try {
    await decodeAll(chunks(), new TextDecoder('utf-8', { fatal: true }), onText);
    return 'utf-8';
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    onRestart();
    await decodeAll(chunks(), new TextDecoder('gb18030'), onText);
    return 'gb18030';
  }
}

async function decodeAll(
  chunks: AsyncIterable<Uint8Array>,
  decoder: TextDecoder,
  onText: (text: string) => void,
) {
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) onText(text);
  }
  const rest = decoder.decode();
  if (rest) onText(rest);
}

/** A blob's bytes as chunks, reporting how far it has read (0–1). */
export async function* blobChunks(blob: Blob, onRead?: (ratio: number) => void): AsyncIterable<Uint8Array> {
  if (typeof blob.stream !== 'function') {
    // Blobs without streams (Safari before 14.1, jsdom): the whole file at once.
    onRead?.(1);
    yield new Uint8Array(await blob.arrayBuffer());
    return;
  }
  const reader = blob.stream().getReader();
  let read = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    read += value.length;
    onRead?.(blob.size === 0 ? 1 : read / blob.size);
    yield value;
  }
}
