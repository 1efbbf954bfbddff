import type { WorkerContext } from '@toolbox/kit/worker-expose';
import { type CipherInput, decryptText, encryptText } from '../core/cipher';
import { type CryptoErrorCode, CryptoToolError, type HashAlgorithm } from '../core/constants';
import { hashBlob, hashText } from '../core/hash';

/** A cipher's answer. The error is a code, not a thrown error: the bridge keeps only an error's message. */
export type CipherOutcome = { ok: true; text: string } | { ok: false; error: CryptoErrorCode };

async function toOutcome(run: () => Promise<string>): Promise<CipherOutcome> {
  try {
    return { ok: true, text: await run() };
  } catch (error) {
    return { ok: false, error: error instanceof CryptoToolError ? error.code : 'operationFailed' };
  }
}

/**
 * Everything that needs an engine runs here, never in the page: hash-wasm's hashers and crypto-js
 * (CONTEXT.md § Where the work runs). Files are passed by reference and read slice by slice.
 */
export const cryptoToolsApi = {
  hashFile(input: { algorithm: HashAlgorithm; file: Blob }, context: WorkerContext) {
    return hashBlob(input.algorithm, input.file, { onProgress: (ratio) => context.progress(ratio) });
  },
  hashText(input: { algorithm: HashAlgorithm; text: string }) {
    return hashText(input.algorithm, input.text);
  },
  encrypt(input: CipherInput) {
    return toOutcome(() => encryptText(input));
  },
  decrypt(input: CipherInput) {
    return toOutcome(() => decryptText(input));
  },
};
