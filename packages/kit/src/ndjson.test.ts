import { afterEach, describe, expect, it, vi } from 'vitest';
import { readNdjson } from './ndjson';

const encoder = new TextEncoder();

function streamOf(chunks: (string | Uint8Array)[], { keepOpen = false } = {}) {
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      if (!keepOpen) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, isCancelled: () => cancelled };
}

async function collect(source: Response | ReadableStream<Uint8Array>, signal?: AbortSignal) {
  const values: unknown[] = [];
  for await (const value of readNdjson(source, { signal })) values.push(value);
  return values;
}

afterEach(() => vi.restoreAllMocks());

describe('readNdjson', () => {
  it.each<[string, string[], unknown[]]>([
    ['one object per line', ['{"a":1}\n{"a":2}\n'], [{ a: 1 }, { a: 2 }]],
    [
      'lines split across chunks',
      ['{"type":"to', 'ken","data":{"delta":"x"}}\n{"a"', ':2}\n'],
      [{ type: 'token', data: { delta: 'x' } }, { a: 2 }],
    ],
    ['a final line without a newline', ['{"a":1}\n{"a":2}'], [{ a: 1 }, { a: 2 }]],
    ['blank lines and CRLF', ['\n{"a":1}\r\n\r\n{"a":2}\r\n'], [{ a: 1 }, { a: 2 }]],
    [
      'many lines in one chunk',
      [`${Array.from({ length: 5 }, (_, i) => `{"i":${i}}`).join('\n')}\n`],
      [{ i: 0 }, { i: 1 }, { i: 2 }, { i: 3 }, { i: 4 }],
    ],
    ['an empty body', [], []],
  ])('reads %s', async (_, chunks, expected) => {
    expect(await collect(streamOf(chunks).stream)).toEqual(expected);
  });

  it('decodes a multi-byte character split between chunks', async () => {
    const bytes = encoder.encode('{"t":"雾港"}\n');
    expect(await collect(streamOf([bytes.slice(0, 7), bytes.slice(7)]).stream)).toEqual([{ t: '雾港' }]);
  });

  it('skips a line that is not JSON with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await collect(streamOf(['{"a":1}\nnot json\n{"a":2}\n']).stream)).toEqual([{ a: 1 }, { a: 2 }]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[1])).toBe('not json');
  });

  it('reads a Response body', async () => {
    expect(await collect(new Response('{"a":1}\n{"b":2}'))).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('throws for a response without a body', async () => {
    await expect(collect(new Response(null))).rejects.toThrow('no body');
  });

  it('stops and cancels the body when the signal aborts', async () => {
    const { stream, isCancelled } = streamOf(['{"a":1}\n'], { keepOpen: true });
    const controller = new AbortController();
    const values: unknown[] = [];
    const reading = (async () => {
      for await (const value of readNdjson(stream, { signal: controller.signal })) {
        values.push(value);
        controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(values).toEqual([{ a: 1 }]);
    expect(isCancelled()).toBe(true);
  });

  it('refuses to start with an aborted signal', async () => {
    await expect(collect(streamOf(['{}']).stream, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('cancels the body when the loop is left early', async () => {
    const { stream, isCancelled } = streamOf(['{"a":1}\n{"a":2}\n'], { keepOpen: true });
    for await (const _ of readNdjson(stream)) break;
    expect(isCancelled()).toBe(true);
  });
});
