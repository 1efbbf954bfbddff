import {
  createMD5,
  createRIPEMD160,
  createSHA1,
  createSHA3,
  createSHA256,
  createSHA512,
  type IHasher,
} from 'hash-wasm';
import { utf8 } from './bytes';
import { HASH_CHUNK_BYTES, type HashAlgorithm } from './constants';

const factories: Record<HashAlgorithm, () => Promise<IHasher>> = {
  MD5: createMD5,
  SHA1: createSHA1,
  SHA256: createSHA256,
  SHA512: createSHA512,
  'SHA3-256': () => createSHA3(256),
  'SHA3-512': () => createSHA3(512),
  RIPEMD160: createRIPEMD160,
};

/** An incremental hasher: WASM state of a few hundred bytes, whatever the total size. */
export function createHasher(algorithm: HashAlgorithm): Promise<IHasher> {
  return factories[algorithm]();
}

/** Hex digest of UTF-8 text (not trimmed: a hash must cover exactly what was typed). */
export async function hashText(algorithm: HashAlgorithm, text: string): Promise<string> {
  const hasher = await createHasher(algorithm);
  hasher.init();
  hasher.update(utf8.encode(text));
  return hasher.digest('hex');
}

export interface StreamOptions {
  /** Total byte count, for progress; unknown totals report no progress. */
  total?: number;
  onProgress?: (ratio: number) => void;
  signal?: AbortSignal;
}

/** Hashes any chunk source (file slices, fs streams) without holding more than one chunk. */
export async function hashChunks(
  algorithm: HashAlgorithm,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  { total, onProgress, signal }: StreamOptions = {},
): Promise<string> {
  const hasher = await createHasher(algorithm);
  hasher.init();
  let done = 0;
  for await (const chunk of chunks) {
    signal?.throwIfAborted();
    hasher.update(chunk);
    done += chunk.length;
    if (total) onProgress?.(Math.min(1, done / total));
  }
  return hasher.digest('hex');
}

/** Reads a Blob/File slice by slice: a 1 GB file costs one chunk of memory, not 1 GB. */
export async function* blobChunks(blob: Blob, chunkSize = HASH_CHUNK_BYTES): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < blob.size; offset += chunkSize) {
    yield new Uint8Array(await blob.slice(offset, offset + chunkSize).arrayBuffer());
  }
}

export function hashBlob(
  algorithm: HashAlgorithm,
  blob: Blob,
  options: Omit<StreamOptions, 'total'> & { chunkSize?: number } = {},
): Promise<string> {
  return hashChunks(algorithm, blobChunks(blob, options.chunkSize), { ...options, total: blob.size });
}
