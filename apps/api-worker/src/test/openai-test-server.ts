import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the test server answers the next chat-completions request. */
export type Scenario =
  | {
      kind: 'answer';
      /** The assistant message text (for structured output: the JSON the model "writes"). */
      content: string;
      /** Characters per SSE chunk when the request streams. */
      chunkSize?: number;
      /** Pause before each SSE chunk. */
      delayMs?: number;
      /** `cut`: the stream stops mid-answer and the response ends cleanly (no finish, no [DONE]);
       * `reset`: the connection is destroyed mid-answer. */
      ending?: 'complete' | 'cut' | 'reset';
    }
  | { kind: 'status'; status: number; body: unknown; headers?: Record<string, string> };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: unknown }[];
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
  };
}

export interface StreamProgress {
  chunksPlanned: number;
  chunksWritten: number;
  /** Resolves when the client side of the connection closed (or the response ended). */
  closed: Promise<void>;
}

/**
 * A tiny OpenAI-compatible chat-completions server on 127.0.0.1 for the `openai` path: it answers
 * `POST /v1/chat/completions` as JSON or as an SSE stream, following the scenario set by the test.
 */
export async function startOpenAiTestServer() {
  let scenario: Scenario = { kind: 'answer', content: '{}' };
  const requests: RecordedRequest[] = [];
  const streams: StreamProgress[] = [];

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as RecordedRequest['body']) : {};
      requests.push({ path: request.url ?? '', headers: request.headers, body });
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      void answer(scenario, body, response);
    });
  });

  async function answer(current: Scenario, body: RecordedRequest['body'], response: ServerResponse) {
    if (current.kind === 'status') {
      response.writeHead(current.status, { 'content-type': 'application/json', ...current.headers });
      response.end(JSON.stringify(current.body));
      return;
    }
    if (!body.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1,
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: current.content }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
        }),
      );
      return;
    }
    const size = current.chunkSize ?? 16;
    const chunks: string[] = [];
    for (let start = 0; start < current.content.length; start += size) {
      chunks.push(current.content.slice(start, start + size));
    }
    const ending = current.ending ?? 'complete';
    const planned = ending === 'complete' ? chunks.length : Math.max(1, Math.floor(chunks.length / 2));
    let closedResolve = () => {};
    const progress: StreamProgress = {
      chunksPlanned: chunks.length,
      chunksWritten: 0,
      closed: new Promise<void>((resolve) => {
        closedResolve = resolve;
      }),
    };
    streams.push(progress);
    response.on('close', () => closedResolve());
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const event = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion.chunk',
        created: 1,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    response.write(event({ role: 'assistant', content: '' }, null));
    for (const chunk of chunks.slice(0, planned)) {
      if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
      if (response.destroyed || response.writableEnded) return;
      response.write(event({ content: chunk }, null));
      progress.chunksWritten += 1;
    }
    if (ending === 'reset') {
      setTimeout(() => response.socket?.destroy(), 10);
      return;
    }
    if (ending === 'complete') {
      response.write(event({}, 'stop'));
      response.write('data: [DONE]\n\n');
    }
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** Base URL for `OPENAI_BASE_URL`. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    streams,
    use(next: Scenario) {
      scenario = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OpenAiTestServer = Awaited<ReturnType<typeof startOpenAiTestServer>>;
