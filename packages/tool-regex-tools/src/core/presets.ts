/**
 * The eight presets (CONTEXT.md § Presets). Each aims at the common written form, cannot backtrack
 * catastrophically (presets.test.ts checks each with a ReDoS analyser) and is tested with matching
 * and non-matching examples. A sample text lets a first-time user see it work.
 */
export interface RegexPreset {
  id: 'email' | 'phone' | 'url' | 'ipv4' | 'date' | 'time' | 'hexColor' | 'creditCard';
  pattern: string;
  flags: string;
  sample: string;
}

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';

export const regexPresets: readonly RegexPreset[] = [
  {
    id: 'email',
    // Local part and domain as groups 1 and 2; the domain needs a dot and a 2+ letter TLD. The
    // local part starts only where a run of its characters starts: with `\b` instead, every
    // letter of "a.a.a…" began a new attempt that scanned to the end, and 100,000 such characters
    // took 11 s, so a harmless preset timed out.
    pattern:
      '(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]+)@((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,})\\b',
    flags: 'g',
    sample: 'Write to alice@example.com or bob.smith+news@mail.example.co.uk, not to @nobody.',
  },
  {
    id: 'phone',
    // International E.164 (+ and 7 to 15 digits) or a mainland-China mobile number (11 digits, 1[3-9]).
    pattern: '(?<![\\w+])(?:\\+[1-9]\\d{6,14}|1[3-9]\\d{9})(?!\\d)',
    flags: 'g',
    sample: 'Call +14155552671 or 13812345678; 12345 is too short.',
  },
  {
    id: 'url',
    pattern:
      'https?:\\/\\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}(?::\\d{1,5})?(?:[/?#](?:[^\\s<>"\']*[^\\s<>"\'.,;:!?)])?)?',
    flags: 'gi',
    sample: 'See https://example.com/docs?page=2#top and http://sub.example.org:8080.',
  },
  {
    id: 'ipv4',
    pattern: `\\b(?:${OCTET}\\.){3}${OCTET}\\b`,
    flags: 'g',
    sample: 'Hosts 192.168.1.1 and 10.0.0.255; 256.1.1.1 is not an address.',
  },
  {
    id: 'date',
    // ISO 8601 calendar date, with named groups so the result shows year, month and day.
    pattern: '\\b(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\\d|3[01])\\b',
    flags: 'g',
    sample: 'Released 2024-03-15, patched 2024-12-01; 2024-13-01 is not a date.',
  },
  {
    id: 'time',
    // 24-hour clock, seconds optional.
    pattern: '\\b(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d)?\\b',
    flags: 'g',
    sample: 'Open 09:30 to 17:45:30; 24:00 and 12:60 are not valid.',
  },
  {
    id: 'hexColor',
    // #rgb, #rgba, #rrggbb, #rrggbbaa.
    pattern: '#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\\b',
    flags: 'g',
    sample: 'Brand #1e90ff, text #333, overlay #00000080; #12345 is not a colour.',
  },
  {
    id: 'creditCard',
    // Visa, Mastercard (51-55, 2221-2720), Discover (6011, 65) as 4×4 digits; Amex 4-6-5.
    // Spaces or hyphens between groups are allowed. Checksums (Luhn) are beyond a regex.
    pattern:
      '\\b(?:(?:4\\d{3}|5[1-5]\\d{2}|2(?:2[2-9]\\d|[3-6]\\d{2}|7[01]\\d|720)|6011|65\\d{2})(?:[- ]?\\d{4}){3}|3[47]\\d{2}[- ]?\\d{6}[- ]?\\d{5})\\b',
    flags: 'g',
    sample: 'Test cards 4111 1111 1111 1111 and 3782-822463-10005; 1234 5678 9012 3456 is not one.',
  },
];

export function findPreset(id: string): RegexPreset | undefined {
  return regexPresets.find((preset) => preset.id === id);
}
