/**
 * For the Storybook stories only (the story book has no AI service): a `fetch` stand-in that
 * streams a text as the API's NDJSON `token` events, then `done` with `final`, and honours the
 * request's abort signal like the real stream.
 */

/** Waits `ms`, rejecting with an AbortError when `signal` aborts first. */
export const standInSleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

/** The response of a stream endpoint: `text` in `chunk`-character tokens every `delayMs`, then `final`. */
export function standInStream({
  text,
  final,
  chunk,
  delayMs,
  signal,
}: {
  text: string;
  final: unknown;
  chunk: number;
  delayMs: number;
  signal?: AbortSignal | null;
}): Response {
  const encoder = new TextEncoder();
  const line = (event: unknown) => encoder.encode(`${JSON.stringify(event)}\n`);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        for (let at = 0; at < text.length; at += chunk) {
          await standInSleep(delayMs, signal);
          controller.enqueue(line({ type: 'token', data: { delta: text.slice(at, at + chunk) } }));
        }
        controller.enqueue(line({ type: 'done', data: { final } }));
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
}
