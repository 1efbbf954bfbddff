import { outputFileName } from '@toolbox/ui/file-name';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, OBJECT_URL_REVOKE_MS, OUTPUT_PLACEHOLDER, PROGRESS } from './constants';
import { errorMessageKey, UnlockError, unlockErrorType } from './errors';
import { canUnlock, checkFile, defaultOutputName } from './file-rules';

function checkType(file: { type: string; size: number }) {
  try {
    checkFile(file);
    return 'accepted';
  } catch (error) {
    return unlockErrorType(error);
  }
}

describe('constants (CONTEXT.md § Files, § Output name, § States and progress)', () => {
  it('has the rules’ values', () => {
    expect(MAX_FILE_BYTES).toBe(52_428_800);
    expect(Object.values(PROGRESS)).toEqual([10, 20, 40, 60, 100]);
    expect(OBJECT_URL_REVOKE_MS).toBe(1000);
    expect(OUTPUT_PLACEHOLDER).toBe('unlocked-document');
  });
});

describe('checkFile (type exactly application/pdf, at most 50 MB)', () => {
  it.each([
    [{ type: 'application/pdf', size: 1 }, 'accepted'],
    [{ type: 'application/pdf', size: MAX_FILE_BYTES }, 'accepted'],
    [{ type: 'application/pdf', size: MAX_FILE_BYTES + 1 }, 'FILE_TOO_LARGE'],
    [{ type: 'application/x-pdf', size: 1 }, 'INVALID_FILE'],
    [{ type: '', size: 1 }, 'INVALID_FILE'],
    [{ type: 'image/png', size: MAX_FILE_BYTES + 1 }, 'INVALID_FILE'],
  ])('%j → %s', (file, expected) => {
    expect(checkType(file)).toBe(expected);
  });
});

describe('output names', () => {
  it.each([
    ['report.pdf', 'report-unlocked'],
    ['Report.PDF', 'Report-unlocked'],
    ['archive.pdf.pdf', 'archive.pdf-unlocked'],
    ['no-extension', 'no-extension-unlocked'],
  ])('the default for %s is %s', (name, expected) => {
    expect(defaultOutputName(name)).toBe(expected);
  });

  it.each([
    ['report-unlocked', 'report-unlocked.pdf'],
    ['report-unlocked.pdf', 'report-unlocked.pdf'],
    ['Report.PDF', 'Report.PDF'],
    ['  spaced  ', 'spaced.pdf'],
    ['', 'unlocked-document.pdf'],
    ['a/b:c', 'a_b_c.pdf'],
  ])('downloads %j as %j (.pdf appended when missing)', (typed, expected) => {
    // The name is made by the shared output-name rules; this pins CONTEXT.md § Output name with our default.
    expect(outputFileName({ name: typed, defaultName: OUTPUT_PLACEHOLDER, extension: '.pdf' })).toBe(
      expected,
    );
  });
});

describe('canUnlock (a non-blank password enables the button)', () => {
  it.each([
    ['password-required', '', false],
    ['password-required', '   ', false],
    ['password-required', ' x ', true],
    ['restrictions-only', '', true],
    [undefined, 'x', false],
  ] as const)('%s with %j → %s', (encryption, password, expected) => {
    expect(canUnlock(encryption, password)).toBe(expected);
  });
});

describe('error messages', () => {
  it('maps each error type to its key and anything else to the generic one', () => {
    expect(errorMessageKey(new UnlockError('WRONG_PASSWORD'))).toBe('errors.WRONG_PASSWORD');
    // Errors cross the worker boundary as plain Errors with the type as the message prefix.
    expect(errorMessageKey(new Error('PROCESSING_ERROR: qpdf said no'))).toBe('errors.PROCESSING_ERROR');
    expect(errorMessageKey(new Error('boom'))).toBe('errors.UNKNOWN');
    expect(errorMessageKey(undefined)).toBe('errors.UNKNOWN');
  });
});
