// Newline-delimited JSON reader for streamed API responses (browser and Node; no Node APIs).
// Self-contained (no relative imports) so api-worker's tests can use it under Node type stripping.

export interface ReadNdjsonOptions {
  /** Stops reading (and cancels the body) when aborted; the iterator then throws the abort reason. */
  signal?: AbortSignal;
}

/**
 * Parsed objects from a newline-delimited JSON body, one per line, as they arrive: lines split
 * across chunks are joined, a last line without a newline is read, blank lines are ignored and a
 * line that is not JSON is skipped with a console warning (CONTEXT.md Rules: AI contract › Streams). Leaving the loop early
 * cancels the body.
 */
export async function* readNdjson<T = unknown>(
  source: Response | ReadableStream<Uint8Array>,
  { signal }: ReadNdjsonOptions = {},
): AsyncGenerator<T, void, undefined> {
  const body = source instanceof ReadableStream ? source : source.body;
  if (!body) throw new TypeError('readNdjson: the response has no body');
  signal?.throwIfAborted();
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const onAbort = () => {
    reader.cancel(signal?.reason).catch(() => {});
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  let isDone = false;
  let buffer = '';
  try {
    while (true) {
      const { value, done } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const parsed = parseLine(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        if (parsed.ok) yield parsed.value as T;
        newline = buffer.indexOf('\n');
      }
    }
    isDone = true;
    const last = parseLine(buffer + decoder.decode());
    if (last.ok) yield last.value as T;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (!isDone) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

function parseLine(raw: string): { ok: true; value: unknown } | { ok: false } {
  const line = raw.trim();
  if (!line) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(line) };
  } catch {
    console.warn(
      '[ndjson] skipping a line that is not JSON:',
      line.length > 200 ? `${line.slice(0, 200)}…` : line,
    );
    return { ok: false };
  }
}
