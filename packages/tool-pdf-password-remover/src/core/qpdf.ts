import type { QpdfInstance } from '@neslinesli93/qpdf-wasm';
import { UnlockError } from './errors';
import type { Encryption } from './file-rules';

/** What one qpdf run printed and returned (qpdf exits 0 on success, 2 on errors, 3 on warnings). */
interface QpdfRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** The parts of the emscripten module we use: the command line and the in-memory file system. */
export interface QpdfEngine {
  run(args: string[]): QpdfRun;
  writeFile(path: string, data: Uint8Array): void;
  readFile(path: string): Uint8Array;
  removeFile(path: string): void;
}

type CreateModule = (options: { locateFile: () => string }) => Promise<QpdfInstance>;

/**
 * Starts qpdf compiled to WASM. The emscripten build binds `console.log`/`console.error` as its
 * stdout/stderr when the module is created and takes no `print` option, so both are routed
 * through a capture for the module's lifetime (other logging passes through unchanged).
 */
export async function startQpdf(createModule: CreateModule, wasmUrl: string): Promise<QpdfEngine> {
  let capture: { stdout: string[]; stderr: string[] } | undefined;
  const { log, error } = console;
  console.log = (...parts: unknown[]) => (capture ? capture.stdout.push(parts.join(' ')) : log(...parts));
  console.error = (...parts: unknown[]) => (capture ? capture.stderr.push(parts.join(' ')) : error(...parts));
  let instance: QpdfInstance;
  try {
    instance = await createModule({ locateFile: () => wasmUrl });
  } finally {
    console.log = log;
    console.error = error;
  }
  const fs = instance.FS as QpdfInstance['FS'] & {
    writeFile(path: string, data: Uint8Array): void;
    unlink(path: string): void;
  };
  return {
    run(args) {
      capture = { stdout: [], stderr: [] };
      // callMain prepends the program name to the array it is given: pass a copy.
      args = [...args];
      let exitCode: number;
      try {
        exitCode = instance.callMain(args);
      } catch (thrown) {
        // emscripten reports exit() as a thrown ExitStatus carrying the code.
        const status = (thrown as { status?: unknown }).status;
        if (typeof status !== 'number') throw thrown;
        exitCode = status;
      }
      const result = { exitCode, stdout: capture.stdout.join('\n'), stderr: capture.stderr.join('\n') };
      capture = undefined;
      return result;
    },
    writeFile: (path, data) => fs.writeFile(path, data),
    readFile: (path) => fs.readFile(path),
    removeFile(path) {
      try {
        fs.unlink(path);
      } catch {
        // not there: nothing to free
      }
    },
  };
}

const INPUT = '/input.pdf';
const OUTPUT = '/output.pdf';

function isPasswordFailure(run: QpdfRun): boolean {
  return /invalid password/i.test(run.stderr);
}

/**
 * Whether and how `pdf` is encrypted (CONTEXT.md § Encryption check). Not encrypted → NOT_ENCRYPTED;
 * not a readable PDF → LOAD_ERROR.
 */
export function inspectEncryption(qpdf: QpdfEngine, pdf: Uint8Array): Encryption {
  qpdf.writeFile(INPUT, pdf);
  try {
    const run = qpdf.run(['--show-encryption', INPUT]);
    if (run.exitCode === 0 || run.exitCode === 3) {
      if (/file is not encrypted/i.test(run.stdout)) throw new UnlockError('NOT_ENCRYPTED');
      return 'restrictions-only';
    }
    if (isPasswordFailure(run)) return 'password-required';
    throw new UnlockError('LOAD_ERROR', firstLine(run.stderr));
  } finally {
    qpdf.removeFile(INPUT);
  }
}

/**
 * The decrypted copy of `pdf`: every stream and string decrypted, no password, no restrictions.
 * Streams are passed through as they are (`--stream-data=preserve`): decrypting needs no
 * recompression, and the pages stay byte-for-byte what they were.
 */
export function decryptPdf(qpdf: QpdfEngine, pdf: Uint8Array, password: string): Uint8Array {
  qpdf.writeFile(INPUT, pdf);
  try {
    const run = qpdf.run([
      `--password=${password}`,
      '--decrypt',
      '--stream-data=preserve',
      '--object-streams=preserve',
      INPUT,
      OUTPUT,
    ]);
    // 3: written, with warnings about the input (common in real-world files); the output is fine.
    if (run.exitCode === 0 || run.exitCode === 3) return qpdf.readFile(OUTPUT);
    if (isPasswordFailure(run)) throw new UnlockError('WRONG_PASSWORD');
    throw new UnlockError('PROCESSING_ERROR', firstLine(run.stderr));
  } finally {
    qpdf.removeFile(INPUT);
    qpdf.removeFile(OUTPUT);
  }
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '') ?? 'qpdf failed';
}
