import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ApiError } from '../errors.ts';
import { type FixtureServer, startFixtureServer } from '../test/fixture-server.ts';
import { findExecutable } from './find-executable.ts';
import {
  interpretFailure,
  plantumlInstallFolders,
  prepareSandbox,
  rendererEnvironment,
  renderLocally,
  type Sandbox,
  sandboxPolicy,
} from './render-local.ts';

const plantuml = await findExecutable('plantuml');
const dot = await findExecutable('dot');
const SKIP_REASON = 'plantuml is not on PATH (apt-get install --no-install-recommends plantuml graphviz)';
if (!plantuml) console.warn(`[render-local.test] skipping real renders: ${SKIP_REASON}`);

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'rendered';
}

describe('interpretFailure', () => {
  it.each([
    [
      200,
      'java.security.AccessControlException: access denied ("java.io.FilePermission" "/etc/passwd" "read")',
      'DIAGRAM_ERROR: The diagram uses a file, URL, or program, which this server does not allow ("java.io.FilePermission" "/etc/passwd" "read")',
    ],
    [
      1,
      'Error occurred during initialization of boot layer\njava.lang.Error: A command line option has attempted to allow or enable the Security Manager. Enabling a Security Manager is not supported.',
      'PLANTUML_UNAVAILABLE: The local plantuml runs on a Java (24 or later) that cannot sandbox it; use Java 17 or 21, or set PLANTUML_SERVER_URL',
    ],
    [
      200,
      'ERROR\n1\nSyntax Error?\nSome diagram description contains errors',
      'DIAGRAM_ERROR: PlantUML: Syntax Error? (line 2)',
    ],
    [200, 'something else', 'DIAGRAM_ERROR: PlantUML could not render this diagram'],
    [1, 'Cannot find JVM', 'UPSTREAM_ERROR: The local plantuml failed (exit code 1)'],
  ])('exit %i with %j', (exitCode, stderr, expected) => {
    const error = interpretFailure({ exitCode, stderr });
    expect(`${error.code}: ${error.message}`).toBe(expected);
  });
});

describe('rendererEnvironment', () => {
  it('passes no variable of the server and turns on the JVM sandbox', async () => {
    process.env.TOOLBOX_TEST_SECRET = 'do-not-leak';
    try {
      const sandbox = await prepareSandbox();
      onTestFinished(() => rm(sandbox.directory, { recursive: true, force: true }));
      const environment = rendererEnvironment(sandbox);
      expect(Object.keys(environment).sort()).toEqual(
        [
          'GRAPHVIZ_DOT',
          'GV_FILE_PATH',
          'HOME',
          'JAVA_TOOL_OPTIONS',
          'LANG',
          'PATH',
          process.env.JAVA_HOME ? 'JAVA_HOME' : '',
        ]
          .filter(Boolean)
          .sort(),
      );
      expect(environment.JAVA_TOOL_OPTIONS).toContain(
        `-Djava.security.manager -Djava.security.policy==${sandbox.policyFile}`,
      );
      const policy = await readFile(sandbox.policyFile, 'utf8');
      expect(policy).not.toMatch(/SocketPermission|AllPermission/);
      expect(policy).toMatch(/FilePermission "[^"]*dot", "read,execute"/);
    } finally {
      delete process.env.TOOLBOX_TEST_SECRET;
    }
  });
});

describe('plantumlInstallFolders', () => {
  it("grants reads of the launcher's jar folder only, never more", async () => {
    const sandbox = await prepareSandbox();
    onTestFinished(() => rm(sandbox.directory, { recursive: true, force: true }));
    const launcher = path.join(sandbox.directory, 'plantuml');
    await writeFile(launcher, '#!/bin/sh\nexec java -jar /opt/plantuml/plantuml.jar "$@"\n');
    expect(await plantumlInstallFolders(launcher)).toEqual(['/opt/plantuml']);
    expect(await plantumlInstallFolders(path.join(sandbox.directory, 'missing'))).toEqual([]);
    expect(await plantumlInstallFolders(undefined)).toEqual([]);
    const policy = sandboxPolicy('/usr/bin/dot', ['/opt/plantuml']);
    expect(policy).toContain('permission java.io.FilePermission "/opt/plantuml", "read";');
    expect(policy).toContain('permission java.io.FilePermission "/opt/plantuml/-", "read";');
    expect(policy).not.toMatch(/FilePermission "\/-"|"<<ALL FILES>>"/);
  });
});

describe('renderLocally with a fake command', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await prepareSandbox();
  });
  afterAll(() => rm(sandbox.directory, { recursive: true, force: true }));

  it('kills the process group when the time limit passes', async () => {
    const script = path.join(sandbox.directory, 'slow-plantuml');
    await writeFile(script, '#!/bin/sh\necho $$ > pid\nexec sleep 30\n');
    await chmod(script, 0o755);
    const started = Date.now();
    expect(
      await failure(
        renderLocally({ source: '@startuml\n@enduml', executable: script, sandbox, timeoutMs: 300 }),
      ),
    ).toBe('TIMEOUT: PlantUML did not finish within 0.3 s');
    // Far under the script's 30 s (the limit stopped it), far over any pause of a busy machine.
    expect(Date.now() - started).toBeLessThan(20_000);
    const pid = Number(await readFile(path.join(sandbox.directory, 'pid'), 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow(); // gone
  });

  it('refuses output that is not SVG', async () => {
    const script = path.join(sandbox.directory, 'text-plantuml');
    await writeFile(script, '#!/bin/sh\ncat > /dev/null\necho "not an image"\n');
    await chmod(script, 0o755);
    expect(await failure(renderLocally({ source: 'x', executable: script, sandbox, timeoutMs: 5000 }))).toBe(
      'UPSTREAM_ERROR: The local plantuml failed (exit code 0)',
    );
  });
});

describe.skipIf(!plantuml)(`renderLocally with the real plantuml (skipped when ${SKIP_REASON})`, () => {
  let sandbox: Sandbox;
  let fixture: FixtureServer;
  const render = (source: string) =>
    renderLocally({ source, executable: plantuml as string, sandbox, timeoutMs: 30_000 });

  beforeAll(async () => {
    sandbox = await prepareSandbox(plantuml);
    fixture = await startFixtureServer({
      '/remote.puml': (_request, response) => response.writeHead(200).end('Alice -> Eve: stolen\n'),
    });
  });
  afterAll(async () => {
    await fixture.close();
    await rm(sandbox.directory, { recursive: true, force: true });
  });

  it('renders a sequence diagram to SVG', async () => {
    const svg = await render('@startuml\nAlice -> Bob: Hello 你好\nBob --> Alice: Hi\n@enduml\n');
    expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg/);
    expect(svg).toContain('>Alice</text>');
    expect(svg).toContain('>Hello 你好</text>');
    expect(svg).not.toContain('Java Version'); // -nometadata
  }, 30_000);

  it.skipIf(!dot)(
    'renders a use case diagram through Graphviz dot',
    async () => {
      const svg = await render('@startuml\nactor User\nUser --> (Render a diagram)\n@enduml\n');
      expect(svg).toContain('Render a diagram');
      expect(svg).not.toContain('Cannot find Graphviz');
    },
    30_000,
  );

  it('reports a syntax error with its line', async () => {
    expect(await failure(render('@startuml\nAlice -> Bob: ok\nthis is not plantuml (\n@enduml\n'))).toBe(
      'DIAGRAM_ERROR: PlantUML: Syntax Error? (line 3)',
    );
  }, 30_000);

  it('cannot read local files', async () => {
    expect(await failure(render('@startuml\n!include /etc/passwd\nAlice -> Bob: x\n@enduml\n'))).toMatch(
      /^DIAGRAM_ERROR: .*"java\.io\.FilePermission" "\/etc\/passwd" "read"/,
    );
  }, 30_000);

  it('cannot open URLs', async () => {
    expect(
      await failure(
        render(`@startuml\n!includeurl ${fixture.origin}/remote.puml\nAlice -> Bob: x\n@enduml\n`),
      ),
    ).toMatch(/^DIAGRAM_ERROR: .*SocketPermission/);
    expect(fixture.requests).toEqual([]);
  }, 30_000);

  it("cannot read the server's environment", async () => {
    process.env.TOOLBOX_TEST_SECRET = 'do-not-leak';
    try {
      const svg = await render('@startuml\nAlice -> Bob: [%getenv("TOOLBOX_TEST_SECRET")]\n@enduml\n');
      expect(svg).not.toContain('do-not-leak');
    } finally {
      delete process.env.TOOLBOX_TEST_SECRET;
    }
  }, 30_000);
});
