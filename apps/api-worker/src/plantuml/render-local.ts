import { spawn } from 'node:child_process';
import { mkdtemp, open, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiError } from '../errors.ts';
import { findExecutable } from './find-executable.ts';

/** Largest SVG accepted from the renderer. */
export const MAX_SVG_BYTES = 10 * 1024 * 1024;

/**
 * What the JVM running PlantUML may do: read system properties and (the allow-listed) environment,
 * use java.util.prefs (its error pages do; they land in the sandbox folder, HOME), run
 * Graphviz's `dot`, and read PlantUML's own install folder (public program files; its error
 * page sometimes looks there, which without this turned a syntax error into a permission error).
 * No other file reads (so no `!include /etc/passwd`, no `<img:/path>`), no network (no
 * `!includeurl`, no remote images or themes), no writes. Debian's PlantUML (1.2020) predates
 * PlantUML's own security profiles, so the JVM enforces this instead.
 */
export function sandboxPolicy(dotPath: string, installFolders: string[] = []): string {
  const quote = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  const installReads = installFolders.flatMap((folder) => [
    `  permission java.io.FilePermission "${quote(folder)}", "read";`,
    `  permission java.io.FilePermission "${quote(path.join(folder, '-'))}", "read";`,
  ]);
  return `grant {
  permission java.util.PropertyPermission "*", "read,write";
  permission java.lang.RuntimePermission "getenv.*";
  permission java.lang.RuntimePermission "preferences";
  permission java.io.FilePermission "${quote(dotPath)}", "read,execute";
${installReads.map((line) => `${line}\n`).join('')}};
`;
}

/**
 * The folder of the jar a launcher script runs (`... -jar /usr/share/plantuml/plantuml.jar`), or
 * none when the executable is not such a script.
 */
export async function plantumlInstallFolders(executable: string | undefined): Promise<string[]> {
  if (!executable) return [];
  const head = Buffer.alloc(64 * 1024);
  const bytesRead = await open(executable)
    .then(async (file) => {
      try {
        return (await file.read(head, 0, head.length, 0)).bytesRead;
      } finally {
        await file.close();
      }
    })
    .catch(() => 0);
  const jar = /-jar\s+"?([^"\s]+\.jar)/.exec(head.toString('utf8', 0, bytesRead))?.[1];
  return jar && path.isAbsolute(jar) ? [path.dirname(jar)] : [];
}

export interface Sandbox {
  directory: string;
  policyFile: string;
  dotPath: string;
}

/** Writes the policy into a fresh private temporary folder, which is also the renderer's cwd. */
export async function prepareSandbox(executable?: string): Promise<Sandbox> {
  const directory = await mkdtemp(path.join(tmpdir(), 'toolbox-plantuml-'));
  const dotPath = (await findExecutable('dot')) ?? '/nonexistent/dot';
  const policyFile = path.join(directory, 'sandbox.policy');
  if (/\s/.test(policyFile)) throw new Error(`PlantUML sandbox path must not contain spaces: ${policyFile}`);
  const policy = sandboxPolicy(dotPath, await plantumlInstallFolders(executable));
  await writeFile(policyFile, policy, { mode: 0o600 });
  return { directory, policyFile, dotPath };
}

/**
 * The environment PlantUML runs in, built from scratch so `%getenv` reveals nothing of the
 * server's (API keys, database URL). JAVA_TOOL_OPTIONS turns on the JVM sandbox (and PlantUML's
 * own SANDBOX profile for versions that have one) and caps the heap.
 */
export function rendererEnvironment(sandbox: Sandbox): Record<string, string> {
  const environment: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    HOME: sandbox.directory,
    GRAPHVIZ_DOT: sandbox.dotPath,
    // Graphviz reads image files only from here (an empty folder).
    GV_FILE_PATH: sandbox.directory,
    JAVA_TOOL_OPTIONS: [
      '-Djava.security.manager',
      `-Djava.security.policy==${sandbox.policyFile}`,
      '-DPLANTUML_SECURITY_PROFILE=SANDBOX',
      '-Djava.awt.headless=true',
      '-Xmx512m',
    ].join(' '),
  };
  if (process.env.JAVA_HOME) environment.JAVA_HOME = process.env.JAVA_HOME;
  return environment;
}

/**
 * Renders `source` to SVG with the local PlantUML command (`plantuml -tsvg -pipe`), source on
 * stdin and SVG on stdout, in the sandbox. The process group is killed at `timeoutMs` or when the
 * output passes MAX_SVG_BYTES.
 */
export function renderLocally({
  source,
  executable,
  sandbox,
  timeoutMs,
}: {
  source: string;
  executable: string;
  sandbox: Sandbox;
  timeoutMs: number;
}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(executable, ['-tsvg', '-pipe', '-charset', 'UTF-8', '-nometadata'], {
      cwd: sandbox.directory,
      env: rendererEnvironment(sandbox),
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true, // its own process group, so a launcher script and its JVM die together
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let stdoutBytes = 0;
    let failure: ApiError | undefined;
    const kill = (reason: ApiError) => {
      failure ??= reason;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL'); // the group is already gone
      }
    };
    const timer = setTimeout(
      () => kill(new ApiError('TIMEOUT', `PlantUML did not finish within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_SVG_BYTES)
        kill(new ApiError('UPSTREAM_ERROR', 'PlantUML produced an SVG over 10 MB'));
      else stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 64) stderr.push(chunk);
    });
    child.stdin.on('error', () => {}); // EPIPE when the process dies before reading everything
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ApiError('PLANTUML_UNAVAILABLE', `Could not start ${executable}: ${error.message}`));
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      if (failure) return reject(failure);
      const svg = Buffer.concat(stdout).toString('utf8');
      if (exitCode === 0 && svg.includes('<svg')) return resolve(svg);
      reject(interpretFailure({ exitCode, stderr: Buffer.concat(stderr).toString('utf8') }));
    });
    child.stdin.end(source);
  });
}

/** Turns a failed run's exit code and stderr into the error the client sees. */
export function interpretFailure({
  exitCode,
  stderr,
}: {
  exitCode: number | null;
  stderr: string;
}): ApiError {
  const denied = /AccessControlException: access denied \((.*?)\)/.exec(stderr);
  if (denied) {
    return new ApiError(
      'DIAGRAM_ERROR',
      `The diagram uses a file, URL, or program, which this server does not allow (${denied[1]})`,
    );
  }
  if (
    /Security ?Manager.*(not supported|cannot be|has been disabled)|enable the Security Manager/i.test(stderr)
  ) {
    return new ApiError(
      'PLANTUML_UNAVAILABLE',
      'The local plantuml runs on a Java (24 or later) that cannot sandbox it; use Java 17 or 21, or set PLANTUML_SERVER_URL',
    );
  }
  const syntax = /^ERROR\r?\n(\d+)\r?\n(.+)$/m.exec(stderr);
  if (exitCode === 200 && syntax) {
    return new ApiError('DIAGRAM_ERROR', `PlantUML: ${syntax[2]?.trim()} (line ${Number(syntax[1]) + 1})`);
  }
  if (exitCode === 200) return new ApiError('DIAGRAM_ERROR', 'PlantUML could not render this diagram');
  return new ApiError('UPSTREAM_ERROR', `The local plantuml failed (exit code ${exitCode ?? 'none'})`);
}
