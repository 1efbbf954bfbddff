import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import plantumlEncoder from 'plantuml-encoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { startFixtureServer } from '../test/fixture-server.ts';
import { createDiagramRenderer, UNAVAILABLE_MESSAGE } from './renderer.ts';

const source = '@startuml\nAlice -> Bob: Hi\n@enduml';
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>ok</text></svg>';

async function fakeCommand(directory: string, name: string, body: string): Promise<string> {
  const file = path.join(directory, name);
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return file;
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'rendered';
}

describe('createDiagramRenderer', () => {
  let directory: string;
  const notInstalled = async () => undefined;
  const fakeServer = () =>
    startFixtureServer({
      [`/svg/${plantumlEncoder.encode(source)}`]: (_request, response) =>
        response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg),
    });

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'renderer-test-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('is unavailable when plantuml is not installed and no server is set', async () => {
    const renderer = createDiagramRenderer({
      command: 'plantuml',
      serverUrl: undefined,
      timeoutMs: 5000,
      findCommand: notInstalled,
    });
    expect(await failure(renderer.render(source))).toBe(`PLANTUML_UNAVAILABLE: ${UNAVAILABLE_MESSAGE}`);
  });

  it('uses the server when plantuml is not installed, looking for the command only once', async () => {
    const fixture = await fakeServer();
    let lookups = 0;
    const renderer = createDiagramRenderer({
      command: 'plantuml',
      serverUrl: fixture.origin,
      timeoutMs: 5000,
      findCommand: async () => {
        lookups++;
        return undefined;
      },
    });
    try {
      expect((await renderer.render(source)).renderer).toBe('server');
      expect((await renderer.render(source)).renderer).toBe('server');
      expect(lookups).toBe(1);
    } finally {
      await fixture.close();
    }
  });

  it('falls back to the server when the local Java cannot sandbox plantuml', async () => {
    const java24 = await fakeCommand(
      directory,
      'java24-plantuml',
      'echo "java.lang.Error: A command line option has attempted to allow or enable the Security Manager. Enabling a Security Manager is not supported." >&2\nexit 1',
    );
    const withoutServer = createDiagramRenderer({
      command: java24,
      serverUrl: undefined,
      timeoutMs: 5000,
      findCommand: async () => java24,
    });
    expect(await failure(withoutServer.render(source))).toMatch(/^PLANTUML_UNAVAILABLE: .*cannot sandbox it/);

    const fixture = await fakeServer();
    try {
      const withServer = createDiagramRenderer({
        command: java24,
        serverUrl: fixture.origin,
        timeoutMs: 5000,
        findCommand: async () => java24,
      });
      expect(await withServer.render(source)).toEqual({
        svg: expect.stringContaining('<text>ok</text>'),
        renderer: 'server',
      });
    } finally {
      await fixture.close();
    }
  });

  it('runs at most maxLocalRenders plantuml processes at once', async () => {
    const log = path.join(directory, 'runs.log');
    const slow = await fakeCommand(
      directory,
      'slow-plantuml',
      `echo start >> ${log}\nsleep 0.2\necho end >> ${log}\ncat > /dev/null\necho '${svg}'`,
    );
    const renderer = createDiagramRenderer({
      command: slow,
      serverUrl: undefined,
      timeoutMs: 5000,
      maxLocalRenders: 1,
      findCommand: async () => slow,
    });
    const results = await Promise.all([1, 2, 3].map(() => renderer.render(source)));
    expect(results.every((result) => result.renderer === 'local')).toBe(true);
    expect((await readFile(log, 'utf8')).trim().split('\n')).toEqual([
      'start',
      'end',
      'start',
      'end',
      'start',
      'end',
    ]);
  });
});
