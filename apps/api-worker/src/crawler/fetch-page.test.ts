import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { type FixtureServer, startFixtureServer } from '../test/fixture-server.ts';
import { fetchPage } from './fetch-page.ts';
import type { LookupAll, ResolvedAddress } from './resolve-target.ts';

const page = '<!doctype html><html><head><title>t</title></head><body><p>hello</p></body></html>';

/** A fake DNS that answers from `answers` (one list per call, the last repeated) and counts calls. */
function fakeDns(answers: ResolvedAddress[][]) {
  const calls: string[] = [];
  const lookup: LookupAll = async (hostname) => {
    calls.push(hostname);
    return answers[Math.min(calls.length - 1, answers.length - 1)] ?? [];
  };
  return { lookup, calls };
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'succeeded';
}

describe('fetchPage', () => {
  let fixture: FixtureServer;
  const loopback = { address: '127.0.0.1', family: 4 };
  const options = { timeoutMs: 2000, maxBytes: 1024 * 1024, maxRedirects: 5 };

  beforeAll(async () => {
    fixture = await startFixtureServer({
      '/page': (_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page),
      '/to-named-host': (_request, response) =>
        response.writeHead(302, { location: `http://fixture.test:${fixture.port}/page` }).end(),
    });
  });
  afterAll(() => fixture.close());

  it('connects to the address it checked, sending the host name in Host', async () => {
    const dns = fakeDns([[loopback]]);
    const result = await fetchPage({
      ...options,
      url: new URL(`http://fixture.test:${fixture.port}/page`),
      lookup: dns.lookup,
      allowedTestTargets: new Set([fixture.target]),
    });
    expect(result.body.toString()).toBe(page);
    expect(dns.calls).toEqual(['fixture.test']);
    expect(fixture.hosts.at(-1)).toBe(`fixture.test:${fixture.port}`);
  });

  it('resolves once per hop, so a DNS answer that changes after the check is never used', async () => {
    const dns = fakeDns([[loopback], [{ address: '10.0.0.1', family: 4 }]]);
    const result = await fetchPage({
      ...options,
      url: new URL(`http://fixture.test:${fixture.port}/page`),
      lookup: dns.lookup,
      allowedTestTargets: new Set([fixture.target]),
    });
    expect(result.statusCode).toBe(200);
    expect(dns.calls).toEqual(['fixture.test']);
  });

  it('re-resolves and re-checks the host of each redirect', async () => {
    const dns = fakeDns([[{ address: '169.254.169.254', family: 4 }]]);
    const before = fixture.requests.length;
    const message = await failure(
      fetchPage({
        ...options,
        url: new URL(`${fixture.origin}/to-named-host`),
        lookup: dns.lookup,
        allowedTestTargets: new Set([fixture.target]),
      }),
    );
    expect(message).toBe(
      'FORBIDDEN_ADDRESS: Refused to crawl fixture.test: it resolves to 169.254.169.254, a cloud metadata address',
    );
    expect(dns.calls).toEqual(['fixture.test']);
    expect(fixture.requests.length).toBe(before + 1);
  });

  it('refuses a host when any of its addresses is private, even if another is public', async () => {
    const dns = fakeDns([
      [
        { address: '93.184.215.14', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ],
    ]);
    const message = await failure(
      fetchPage({ ...options, url: new URL('http://mixed.test/'), lookup: dns.lookup }),
    );
    expect(message).toBe(
      'FORBIDDEN_ADDRESS: Refused to crawl mixed.test: it resolves to 10.1.2.3, a private (RFC 1918) address',
    );
  });

  it('allows only the named loopback port with the test opt-in', async () => {
    const message = await failure(
      fetchPage({
        ...options,
        url: new URL(`http://127.0.0.1:${fixture.port + 1}/page`),
        allowedTestTargets: new Set([fixture.target]),
      }),
    );
    expect(message).toBe('FORBIDDEN_ADDRESS: Refused to crawl 127.0.0.1: it is a loopback address');
  });

  it('answers 502 for a name that does not resolve and 504 when DNS outlasts the time limit', async () => {
    const missing = fakeDns([[]]);
    expect(
      await failure(fetchPage({ ...options, url: new URL('http://nowhere.test/'), lookup: missing.lookup })),
    ).toBe('UPSTREAM_ERROR: Could not resolve nowhere.test');
    const hanging: LookupAll = () => new Promise(() => {});
    expect(
      await failure(
        fetchPage({ ...options, timeoutMs: 100, url: new URL('http://slow-dns.test/'), lookup: hanging }),
      ),
    ).toBe('TIMEOUT: The page did not answer within 0.1 s');
  });
});
