import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ChecksumStyle,
  checksumFileName,
  checksumStyles,
  escapeName,
  formatChecksumFile,
  formatChecksumLine,
  GNU_SUM_TOOLS,
} from './checksum';
import type { HashAlgorithm } from './constants';
import { hashChunks } from './hash';

const dir = mkdtempSync(join(tmpdir(), 'crypto-checksum-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('checksum lines (CONTEXT.md § Checksum file)', () => {
  const digest = 'ab'.repeat(32);
  it.each([
    ['a plain name', 'gnu', 'a.txt', `${digest}  a.txt\n`],
    [
      'spaces and unicode stay as they are',
      'gnu',
      ' two  spaces ü 漢.txt',
      `${digest}   two  spaces ü 漢.txt\n`,
    ],
    ['a backslash: leading \\ and \\\\', 'gnu', 'back\\slash', `\\${digest}  back\\\\slash\n`],
    ['a line feed: leading \\ and \\n', 'gnu', 'new\nline', `\\${digest}  new\\nline\n`],
    ['a carriage return: \\r', 'gnu', 'cr\rx', `\\${digest}  cr\\rx\n`],
    ['tagged', 'tag', 'a.txt', `SHA256 (a.txt) = ${digest}\n`],
    ['tagged and escaped', 'tag', 'a\\b\nc', `\\SHA256 (a\\\\b\\nc) = ${digest}\n`],
  ] as const)('%s', (_name, style, name, line) => {
    expect(formatChecksumLine({ algorithm: 'SHA256', entry: { name, digest }, style })).toBe(line);
  });

  it('writes hex in lower case, as the tools do', () => {
    expect(
      formatChecksumLine({ algorithm: 'MD5', entry: { name: 'x', digest: 'ABCDEF' }, style: 'gnu' }),
    ).toBe('abcdef  x\n');
  });

  it('offers untagged lines only where a GNU tool reads them, and names the file after the algorithm', () => {
    expect(checksumStyles('SHA256')).toEqual(['gnu', 'tag']);
    expect(checksumStyles('SHA3-256')).toEqual(['tag']);
    expect(checksumStyles('RIPEMD160')).toEqual(['tag']);
    expect(() => formatChecksumFile({ algorithm: 'SHA3-512', entries: [], style: 'gnu' })).toThrow();
    expect(['SHA256', 'MD5', 'SHA3-256'].map((a) => checksumFileName(a as HashAlgorithm))).toEqual([
      'SHA256SUMS',
      'MD5SUMS',
      'SHA3256SUMS',
    ]);
    expect(escapeName('plain')).toEqual({ text: 'plain', isEscaped: false });
  });
});

describe('the real *sum -c accepts the checksum file', () => {
  // Awkward names: spaces (leading, doubled, trailing), unicode, a backslash, a line feed, a CR.
  const names = [
    'plain.txt',
    'with space.txt',
    ' leading and  double space ',
    'ünïcødé 漢字 😀.bin',
    'back\\slash.txt',
    'new\nline.txt',
    'carriage\rreturn.txt',
    'both\\and\nboth',
  ];
  const files = names.map((name, index) => {
    const data = Buffer.from(`file ${index}: ${name}\n`.repeat(index * 1000 + 1));
    writeFileSync(join(dir, name), data);
    return { name, data };
  });

  it.each(
    Object.entries(GNU_SUM_TOOLS).flatMap(([algorithm, tool]) =>
      (['gnu', 'tag'] as ChecksumStyle[]).map((style) => [tool, style, algorithm as HashAlgorithm] as const),
    ),
  )('%s -c reads %s lines', async (tool, style, algorithm) => {
    const entries = [];
    for (const { name, data } of files) {
      // Hashed by the tool's streaming core, in small chunks.
      const chunks = Array.from({ length: Math.ceil(data.length / 4096) }, (_, k) =>
        data.subarray(k * 4096, (k + 1) * 4096),
      );
      entries.push({ name, digest: await hashChunks(algorithm, chunks) });
    }
    const sums = join(dir, `${tool}-${style}.sums`);
    writeFileSync(sums, formatChecksumFile({ algorithm, entries, style }));
    const check = spawnSync(tool, ['-c', '--strict', sums], { cwd: dir, encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const okLines = check.stdout.split('\n').filter((line) => line.endsWith(': OK'));
    expect(okLines).toHaveLength(names.length);
    // And the file is byte for byte what the tool itself writes for the same files.
    const own = spawnSync(tool, [...(style === 'tag' ? ['--tag'] : []), '--', ...names], { cwd: dir });
    expect(readFileSync(sums).toString('utf8')).toBe(own.stdout.toString('utf8'));
  });

  it('writes SHA3 and RIPEMD160 as tagged lines with the right digests', async () => {
    const { name, data } = files[4] as { name: string; data: Buffer };
    const digest = await hashChunks('SHA3-256', [data]);
    expect(digest).toBe(createHash('sha3-256').update(data).digest('hex'));
    expect(formatChecksumFile({ algorithm: 'SHA3-256', entries: [{ name, digest }], style: 'tag' })).toBe(
      `\\SHA3-256 (back\\\\slash.txt) = ${digest}\n`,
    );
  });
});
