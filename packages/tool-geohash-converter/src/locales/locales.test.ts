import { uiMessages } from '@toolbox/ui/i18n';
import { describe, expect, it } from 'vitest';
import type { GeohashErrorKey } from '../core/validation';
import en from './en.json';
import zh from './zh.json';

// Every error and success message (CONTEXT.md § Rules) exists in both languages.
const errorKeys: GeohashErrorKey[] = [
  'invalidCoordinates',
  'invalidLatitude',
  'invalidLongitude',
  'invalidGeohash',
  'emptyGeohash',
  'emptyBatch',
  'encode',
  'decode',
  'batch',
];

describe('messages (CONTEXT.md § Rules)', () => {
  it.each(errorKeys)('error %s exists in en and zh', (key) => {
    expect(en.errors[key]).toBeTruthy();
    expect(zh.errors[key]).toBeTruthy();
  });

  it.each([
    ['encode', en.success.encode, zh.success.encode],
    ['decode', en.success.decode, zh.success.decode],
    ['batch (with count)', en.success.batch_other, zh.success.batch_other],
    // The copy toasts are the shared CopyButton's, from the ui namespace.
    ['copy', uiMessages.en.copyButton.copied, uiMessages.zh.copyButton.copied],
    ['export', en.success.export, zh.success.export],
  ])('success %s exists in en and zh', (_name, english, chinese) => {
    expect(english).toBeTruthy();
    expect(chinese).toBeTruthy();
  });

  it('the batch toast carries the count', () => {
    expect(en.success.batch_other).toContain('{{count}}');
    expect(zh.success.batch_other).toContain('{{count}}');
  });
});
