/** Test helpers: rendering with the tool's messages, and an AI service the test drives. */
import { uiMessages } from '@toolbox/ui/i18n';
import { renderWithI18n, type TestLanguage } from '@toolbox/vitest/i18n';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import en from '../../locales/en.json';
import zh from '../../locales/zh.json';
import { manifest } from '../../manifest';

export { en, zh };

export function renderUi(ui: ReactElement, language: TestLanguage = 'en') {
  return renderWithI18n(ui, { language, namespaces: { [manifest.id]: { en, zh }, ui: uiMessages } });
}

/** A streamed NDJSON answer the test writes line by line. */
export function ndjsonStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(own) {
      controller = own;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }),
    send(event: unknown) {
      controller?.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
    },
    end() {
      controller?.close();
    },
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `fetch` stubbed on the page: each call takes the next answer; calls are recorded with their body. */
export function stubFetch(...answers: Array<Response | (() => Response)>) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    void init;
    return typeof next === 'function' ? next() : next;
  });
  vi.stubGlobal('fetch', fetch);
  const body = (call = 0) => JSON.parse(String(fetch.mock.calls[call]?.[1]?.body));
  const signal = (call = 0) => fetch.mock.calls[call]?.[1]?.signal as AbortSignal;
  return { fetch, body, signal };
}
