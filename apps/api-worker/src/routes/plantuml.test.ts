import plantumlEncoder from 'plantuml-encoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findExecutable } from '../plantuml/find-executable.ts';
import { UNAVAILABLE_MESSAGE } from '../plantuml/renderer.ts';
import { type FixtureServer, startFixtureServer } from '../test/fixture-server.ts';
import { createTestApi } from '../test/test-api.ts';
import { SVG_CONTENT_SECURITY_POLICY } from './plantuml.ts';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

const plantuml = await findExecutable('plantuml');
const SKIP_REASON = 'plantuml is not on PATH (apt-get install --no-install-recommends plantuml graphviz)';

const sequence = '@startuml\nAlice -> Bob: Hello\n@enduml';
/** Its base64 has a `/` (and `+`, `=`), which a client must percent-encode in the path. */
const slashy = '@startuml\nA -> B: ~~~?>?\n@enduml';
const fakeSvg =
  '<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
  '<text>from the server</text><a href="javascript:alert(1)"><text>x</text></a><script>alert(2)</script></svg>';
const readError = (response: Response) => response.json() as Promise<{ error: string; code: string }>;

describe('GET /api/plantuml/svg/:encoded through a PlantUML server', () => {
  let server: FixtureServer;
  let api: TestApi;
  const svgPath = (source: string) => `/plantuml/svg/${plantumlEncoder.encode(source)}`;
  const routes = () => ({
    [svgPath(sequence)]: (_request: unknown, response: import('node:http').ServerResponse) =>
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(fakeSvg),
    [svgPath(slashy)]: (_request: unknown, response: import('node:http').ServerResponse) =>
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(fakeSvg),
    [svgPath('@startuml\nbad (\n@enduml')]: (
      _request: unknown,
      response: import('node:http').ServerResponse,
    ) =>
      response
        .writeHead(400, {
          'content-type': 'image/svg+xml',
          'x-plantuml-diagram-error': 'Syntax Error?',
          'x-plantuml-diagram-error-line': '2',
        })
        .end('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    [svgPath('@startuml\nbroken server\n@enduml')]: (
      _request: unknown,
      response: import('node:http').ServerResponse,
    ) => response.writeHead(500).end('oops'),
    [svgPath('@startuml\nhtml answer\n@enduml')]: (
      _request: unknown,
      response: import('node:http').ServerResponse,
    ) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
    [svgPath('@startuml\nslow\n@enduml')]: (
      _request: unknown,
      response: import('node:http').ServerResponse,
    ) => {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.write('<svg'); // and nothing more
    },
  });

  beforeAll(async () => {
    server = await startFixtureServer(routes());
    api = await createTestApi({
      PLANTUML_COMMAND: 'off',
      PLANTUML_SERVER_URL: `${server.origin}/plantuml/`,
      // Room for a busy machine's pauses on the answers that should arrive; the slow one never does.
      PLANTUML_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await api.close();
    await server.close();
  });

  it('proxies in the standard encoding and answers a sanitised, cacheable SVG', async () => {
    server.requests.length = 0;
    const response = await api.app.request(`/api/plantuml/svg/${plantumlEncoder.encode(sequence)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe(SVG_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-diagram-renderer')).toBe('server');
    const svg = await response.text();
    expect(svg).toContain('<text>from the server</text>');
    expect(svg).not.toMatch(/javascript:|<script/);
    expect(server.requests).toEqual([`GET ${svgPath(sequence)}`]);
  });

  it('re-encodes the spec base64 form for the server', async () => {
    server.requests.length = 0;
    const base64 = Buffer.from(sequence).toString('base64url');
    expect((await api.app.request(`/api/plantuml/svg/~b${base64}`)).status).toBe(200);
    const standard = Buffer.from(slashy).toString('base64');
    expect(standard).toMatch(/\//);
    expect((await api.app.request(`/api/plantuml/svg/${encodeURIComponent(standard)}`)).status).toBe(200);
    expect(server.requests).toEqual([`GET ${svgPath(sequence)}`, `GET ${svgPath(slashy)}`]);
  });

  it('reaches the renderer when the base64 has a raw `/` in the path', async () => {
    server.requests.length = 0;
    const standard = Buffer.from(slashy).toString('base64');
    expect(standard).toContain('/');
    const response = await api.app.request(`/api/plantuml/svg/${standard}`);
    expect(response.status).toBe(200);
    expect(server.requests).toEqual([`GET ${svgPath(slashy)}`]);
  });

  it.each([
    ['@startuml\nbad (\n@enduml', 400, { error: 'PlantUML: Syntax Error? (line 2)', code: 'DIAGRAM_ERROR' }],
    [
      '@startuml\nbroken server\n@enduml',
      502,
      { error: 'The PlantUML server answered HTTP 500', code: 'UPSTREAM_ERROR' },
    ],
    [
      '@startuml\nhtml answer\n@enduml',
      502,
      { error: 'The PlantUML server answered text/html, not SVG', code: 'UPSTREAM_ERROR' },
    ],
    [
      '@startuml\nslow\n@enduml',
      504,
      { error: 'The PlantUML server did not answer within 2 s', code: 'TIMEOUT' },
    ],
  ])('maps the server answer for %j to %i', async (source, status, body) => {
    const response = await api.app.request(`/api/plantuml/svg/${plantumlEncoder.encode(source)}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await readError(response)).toEqual(body);
  });

  it('refuses undecodable and oversized sources before rendering', async () => {
    server.requests.length = 0;
    const invalid = await api.app.request('/api/plantuml/svg/~hzz');
    expect(invalid.status).toBe(400);
    expect((await readError(invalid)).code).toBe('BAD_REQUEST');
    const large = await api.app.request(`/api/plantuml/svg/${plantumlEncoder.encode('a'.repeat(70_000))}`);
    expect(large.status).toBe(413);
    expect(server.requests).toEqual([]);
  });
});

describe('GET /api/plantuml/svg/:encoded without any renderer', () => {
  it.each([
    ['PLANTUML_COMMAND=off', { PLANTUML_COMMAND: 'off' }],
    ['a command that is not installed', { PLANTUML_COMMAND: '/nonexistent/bin/plantuml' }],
  ])('answers 503 PLANTUML_UNAVAILABLE with %s and no server', async (_case, env) => {
    const api = await createTestApi(env);
    try {
      const response = await api.app.request(`/api/plantuml/svg/${plantumlEncoder.encode(sequence)}`);
      expect(response.status).toBe(503);
      expect(await readError(response)).toEqual({ error: UNAVAILABLE_MESSAGE, code: 'PLANTUML_UNAVAILABLE' });
    } finally {
      await api.close();
    }
  });
});

describe.skipIf(!plantuml)(
  `GET /api/plantuml/svg/:encoded with the local plantuml (skipped when ${SKIP_REASON})`,
  () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi({ PLANTUML_SERVER_URL: 'http://127.0.0.1:9/never-used' });
    });
    afterAll(() => api.close());

    it('renders a real sequence diagram locally, links made safe', async () => {
      const source =
        '@startuml\nAlice -> Bob: Authentication Request [[javascript:alert(1) click]]\nBob --> Alice: Authentication Response\n@enduml';
      const response = await api.app.request(`/api/plantuml/svg/${plantumlEncoder.encode(source)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-diagram-renderer')).toBe('local');
      expect(response.headers.get('content-security-policy')).toBe(SVG_CONTENT_SECURITY_POLICY);
      const svg = await response.text();
      expect(svg).toContain('<svg');
      expect(svg).toContain('Authentication Response');
      expect(svg).toContain('>click</text></a>');
      expect(svg).not.toMatch(/href="javascript:/i);
    }, 30_000);

    it('renders the spec form (UTF-8 then base64) the same way', async () => {
      const response = await api.app.request(
        `/api/plantuml/svg/~b${Buffer.from(sequence).toString('base64url')}`,
      );
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Hello');
    }, 30_000);
  },
);
