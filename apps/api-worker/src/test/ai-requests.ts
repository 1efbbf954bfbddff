import { readNdjson } from '@toolbox/kit/ndjson';
import type { Hono } from 'hono';
import { fromAddress } from './test-api.ts';

/** A fresh client address per request, so the per-client AI rate limit stays out of the way. */
let nextAddress = 0;
export function freshAddress() {
  nextAddress += 1;
  return fromAddress(`203.0.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`);
}

/** POSTs JSON (or a raw string) to an AI endpoint of `app`. */
export function postAi(
  app: Hono,
  path: string,
  body: unknown,
  {
    signal,
    address = freshAddress(),
  }: { signal?: AbortSignal; address?: ReturnType<typeof fromAddress> } = {},
): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  });
  return Promise.resolve(app.request(request, undefined, address));
}

export interface StreamEvent {
  type: string;
  data: Record<string, unknown>;
}

/** Every `{ type, data }` event of an NDJSON response. */
export async function readEvents(response: Response): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readNdjson<StreamEvent>(response)) events.push(event);
  return events;
}
