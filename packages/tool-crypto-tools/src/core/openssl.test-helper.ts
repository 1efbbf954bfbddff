import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs the real openssl with stdin, so these tests check interoperability, not our own reading of it. */
export const OPENSSL = '/usr/bin/openssl';
export const hasOpenSsl = existsSync(OPENSSL);

export function openssl(args: string[], input: string): { ok: boolean; stdout: string; stderr: string } {
  const result = spawnSync(OPENSSL, args, { input, encoding: 'utf8' });
  return { ok: result.status === 0, stdout: result.stdout, stderr: result.stderr };
}

/** des-cbc and rc4 live in OpenSSL 3's legacy provider, which some builds leave out. */
export function legacyProviderArgs(cipher: string): string[] | undefined {
  const plain = openssl(['enc', `-${cipher}`, '-md', 'md5', '-pass', 'pass:x', '-base64', '-A'], 'probe');
  if (plain.ok) return [];
  const legacy = ['-provider', 'legacy', '-provider', 'default'];
  const withLegacy = openssl(
    ['enc', `-${cipher}`, ...legacy, '-md', 'md5', '-pass', 'pass:x', '-base64', '-A'],
    'probe',
  );
  return withLegacy.ok ? legacy : undefined;
}
