import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createModule from '@neslinesli93/qpdf-wasm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startQpdf } from './qpdf';

/** qpdf-wasm started from its files on disk, as the worker starts it from the built asset URL. */
export function startQpdfForTests() {
  const wasmPath = createRequire(import.meta.url).resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm');
  return startQpdf(createModule, wasmPath);
}

/** A real PDF of `pages` pages, each saying "Page N". */
export async function makePdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++) {
    document.addPage([300, 300]).drawText(`Page ${page}`, { x: 40, y: 150, size: 24, font });
  }
  return document.save();
}

/**
 * `pdf` encrypted by Debian's qpdf: `qpdf --encrypt <user> <owner> <bits> [--use-aes=y|n] -- in out`
 * (RC4 needs --allow-weak-crypto to be written at all).
 */
export function encryptWithQpdf(
  pdf: Uint8Array,
  { user, owner, bits, aes }: { user: string; owner: string; bits: 128 | 256; aes?: boolean },
): Uint8Array {
  const folder = mkdtempSync(path.join(tmpdir(), 'unlock-test-'));
  try {
    const input = path.join(folder, 'in.pdf');
    const output = path.join(folder, 'out.pdf');
    writeFileSync(input, pdf);
    const options = bits === 128 ? [`--use-aes=${aes ? 'y' : 'n'}`] : [];
    const weak = bits === 128 && !aes ? ['--allow-weak-crypto'] : [];
    execFileSync('qpdf', [...weak, '--encrypt', user, owner, String(bits), ...options, '--', input, output]);
    return new Uint8Array(readFileSync(output));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
