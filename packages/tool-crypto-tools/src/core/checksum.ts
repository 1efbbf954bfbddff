import type { HashAlgorithm } from './constants';

/**
 * Checksum files (CONTEXT.md § Checksum file): the lines `sha256sum` and its siblings write, which
 * `sha256sum -c` reads back.
 *
 * - `gnu`: `<hex>  <name>`, two spaces (text mode, what `sha256sum` writes by default).
 * - `tag`: the BSD-style `--tag` line, `SHA256 (<name>) = <hex>`.
 *
 * A name holding a backslash, a line feed or a carriage return is escaped as GNU coreutils (9.x)
 * does: the line starts with `\`, and in the name `\` becomes `\\`, LF `\n` and CR `\r`.
 */
export type ChecksumStyle = 'gnu' | 'tag';

export interface ChecksumEntry {
  name: string;
  /** Lowercase hex, as the tools write it. */
  digest: string;
}

/** The GNU tool for each algorithm that has one; the others are written as tagged lines only. */
export const GNU_SUM_TOOLS: Partial<Record<HashAlgorithm, string>> = {
  MD5: 'md5sum',
  SHA1: 'sha1sum',
  SHA256: 'sha256sum',
  SHA512: 'sha512sum',
};

/** The algorithm's name in a tagged line: coreutils' names, and SHA3's and RIPEMD's usual spelling. */
const TAGS: Record<HashAlgorithm, string> = {
  MD5: 'MD5',
  SHA1: 'SHA1',
  SHA256: 'SHA256',
  SHA512: 'SHA512',
  'SHA3-256': 'SHA3-256',
  'SHA3-512': 'SHA3-512',
  RIPEMD160: 'RIPEMD160',
};

/** Untagged lines do not name the algorithm: only those a GNU `*sum` tool reads are offered. */
export function checksumStyles(algorithm: HashAlgorithm): readonly ChecksumStyle[] {
  return GNU_SUM_TOOLS[algorithm] ? ['gnu', 'tag'] : ['tag'];
}

/** `SHA256SUMS`, `MD5SUMS`…: the name distributions give these files. */
export function checksumFileName(algorithm: HashAlgorithm): string {
  return `${TAGS[algorithm].replace('-', '')}SUMS`;
}

/** The name as coreutils writes it, and whether the line needs the leading backslash. */
export function escapeName(name: string): { text: string; isEscaped: boolean } {
  if (!/[\\\n\r]/.test(name)) return { text: name, isEscaped: false };
  const text = name.replace(/[\\\n\r]/g, (char) => (char === '\\' ? '\\\\' : char === '\n' ? '\\n' : '\\r'));
  return { text, isEscaped: true };
}

/** One line of a checksum file, with its final line feed. */
export function formatChecksumLine({
  algorithm,
  entry,
  style,
}: {
  algorithm: HashAlgorithm;
  entry: ChecksumEntry;
  style: ChecksumStyle;
}): string {
  const { text, isEscaped } = escapeName(entry.name);
  const lead = isEscaped ? '\\' : '';
  const digest = entry.digest.toLowerCase();
  return style === 'gnu'
    ? `${lead}${digest}  ${text}\n`
    : `${lead}${TAGS[algorithm]} (${text}) = ${digest}\n`;
}

/** A whole checksum file: one line per entry, in the given order. */
export function formatChecksumFile({
  algorithm,
  entries,
  style,
}: {
  algorithm: HashAlgorithm;
  entries: readonly ChecksumEntry[];
  style: ChecksumStyle;
}): string {
  if (style === 'gnu' && !GNU_SUM_TOOLS[algorithm])
    throw new Error(`${algorithm} has no untagged checksum format`);
  return entries.map((entry) => formatChecksumLine({ algorithm, entry, style })).join('');
}
