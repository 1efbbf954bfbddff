import { describe, expect, it } from 'vitest';
import { decryptText, encryptText } from './cipher';
import type { CipherAlgorithm } from './constants';
import { hasOpenSsl, legacyProviderArgs, openssl } from './openssl.test-helper';

const text = 'Interop: Grüße 世界 — line two';
const password = 'correct horse battery staple';

// Skipped with a reason rather than silently passing when the machine has no openssl.
describe.skipIf(!hasOpenSsl)(
  'AES OpenSSL-compatible vs /usr/bin/openssl (skipped: no /usr/bin/openssl)',
  () => {
    it('openssl enc -d -aes-256-cbc -pbkdf2 decrypts what the tool encrypts', async () => {
      const sealed = await encryptText({ algorithm: 'AES', text, key: password, openSslCompatible: true });
      const result = openssl(
        ['enc', '-d', '-aes-256-cbc', '-pbkdf2', '-base64', '-A', '-pass', `pass:${password}`],
        sealed,
      );
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe(text);
    });

    it.each([
      ['one line (-A)', ['-A']],
      ['wrapped at 64 columns (plain -base64)', []],
    ])(
      'the tool decrypts openssl enc -aes-256-cbc -pbkdf2 -salt -base64 output, %s',
      async (_name, extra) => {
        const result = openssl(
          ['enc', '-aes-256-cbc', '-pbkdf2', '-salt', '-base64', ...extra, '-pass', `pass:${password}`],
          text.repeat(3),
        );
        expect(result.ok).toBe(true);
        expect(await decryptText({ algorithm: 'AES', text: result.stdout, key: password })).toBe(
          text.repeat(3),
        );
      },
    );
  },
);

const legacy: [CipherAlgorithm, string][] = [
  ['DES', 'des-cbc'],
  ['TripleDES', 'des-ede3-cbc'],
  ['RC4', 'rc4'],
];

describe.skipIf(!hasOpenSsl)('legacy ciphers vs openssl enc -md md5 (skipped: no /usr/bin/openssl)', () => {
  for (const [algorithm, cipher] of legacy) {
    const provider = hasOpenSsl ? legacyProviderArgs(cipher) : undefined;
    describe.skipIf(provider === undefined)(`${algorithm} (${cipher}; skipped if OpenSSL lacks it)`, () => {
      const base = [
        'enc',
        `-${cipher}`,
        ...(provider ?? []),
        '-md',
        'md5',
        '-base64',
        '-A',
        '-pass',
        `pass:${password}`,
      ];

      it('openssl decrypts what the tool encrypts', async () => {
        const sealed = await encryptText({ algorithm, text, key: password });
        const result = openssl([...base, '-d'], sealed);
        expect(result.stdout).toBe(text);
      });

      it('the tool decrypts what openssl encrypts', async () => {
        const result = openssl(base, text);
        expect(result.ok).toBe(true);
        expect(await decryptText({ algorithm, text: result.stdout, key: password })).toBe(text);
      });
    });
  }
});
