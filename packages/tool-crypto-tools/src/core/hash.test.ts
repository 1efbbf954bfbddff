import { describe, expect, it } from 'vitest';
import { DEFAULT_HASH, HASH_CHUNK_BYTES, type HashAlgorithm, hashAlgorithms } from './constants';
import { blobChunks, hashBlob, hashChunks, hashText } from './hash';

describe('hash constants (CONTEXT.md § Hash)', () => {
  it('lists the seven hashes, SHA3 at 256 and 512', () => {
    expect(hashAlgorithms).toEqual(['MD5', 'SHA1', 'SHA256', 'SHA512', 'SHA3-256', 'SHA3-512', 'RIPEMD160']);
  });
  it('defaults to SHA256', () => expect(DEFAULT_HASH).toBe('SHA256'));
  it('streams files in 8 MB chunks', () => expect(HASH_CHUNK_BYTES).toBe(8 * 1024 * 1024));
});

// Published vectors: RFC 1321 (MD5), FIPS 180 / NIST CAVS (SHA-1, SHA-2), FIPS 202 (SHA-3), the RIPEMD-160 paper.
const vectors: [HashAlgorithm, string, string][] = [
  ['MD5', '', 'd41d8cd98f00b204e9800998ecf8427e'],
  ['MD5', 'abc', '900150983cd24fb0d6963f7d28e17f72'],
  ['SHA1', '', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'],
  ['SHA1', 'abc', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
  ['SHA256', '', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ['SHA256', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  [
    'SHA256',
    'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
    '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
  ],
  [
    'SHA512',
    'abc',
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  ],
  ['SHA3-256', '', 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a'],
  ['SHA3-256', 'abc', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
  [
    'SHA3-512',
    'abc',
    'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
  ],
  ['RIPEMD160', '', '9c1185a5c5e9fc54612808977ee8f548b2258d31'],
  ['RIPEMD160', 'abc', '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc'],
];

describe('known vectors', () => {
  it.each(vectors)('%s(%j)', async (algorithm, input, digest) => {
    expect(await hashText(algorithm, input)).toBe(digest);
  });

  it('SHA256 of one million "a" (NIST), streamed', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(1000));
    const chunks = Array.from({ length: 1000 }, () => chunk);
    expect(await hashChunks('SHA256', chunks)).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('hashes UTF-8 bytes of text without trimming', async () => {
    expect(await hashText('SHA256', ' abc')).not.toBe(await hashText('SHA256', 'abc'));
  });
});

describe('streaming', () => {
  // getRandomValues fills at most 64 KiB per call.
  const data = new Uint8Array(200_000);
  for (let offset = 0; offset < data.length; offset += 65_536) {
    globalThis.crypto.getRandomValues(data.subarray(offset, offset + 65_536));
  }

  it.each(hashAlgorithms)('%s: streamed at random chunk sizes equals one-shot', async (algorithm) => {
    const oneShot = await hashChunks(algorithm, [data]);
    for (let round = 0; round < 5; round += 1) {
      const chunkSize = 1 + Math.floor(Math.random() * 70_000);
      expect(await hashBlob(algorithm, new Blob([data]), { chunkSize })).toBe(oneShot);
    }
  });

  it('reads a blob in slices of the chunk size, never whole', async () => {
    const sizes: number[] = [];
    for await (const chunk of blobChunks(new Blob([data]), 64_000)) sizes.push(chunk.length);
    expect(sizes).toEqual([64_000, 64_000, 64_000, 8_000]);
  });

  it('reports progress up to 1', async () => {
    const seen: number[] = [];
    await hashBlob('MD5', new Blob([data]), { chunkSize: 50_000, onProgress: (ratio) => seen.push(ratio) });
    expect(seen).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const run = hashBlob('SHA256', new Blob([data]), {
      chunkSize: 10_000,
      signal: controller.signal,
      onProgress: (ratio) => ratio > 0.2 && controller.abort(),
    });
    await expect(run).rejects.toThrow();
  });
});
