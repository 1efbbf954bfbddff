import { describe, expect, it } from 'vitest';
import { initialProcessingState, isBusy, type UnlockEvent, unlockReducer } from './machine';

const result = { fileName: 'a-unlocked.pdf', originalSize: 10, processedSize: 8, processingTime: 5 };

function run(...events: UnlockEvent[]) {
  return events.reduce(unlockReducer, initialProcessingState);
}

describe('unlockReducer (CONTEXT.md § States and progress)', () => {
  it('checks at 10 and returns to idle with the file loaded', () => {
    expect(run({ type: 'check' })).toEqual({ status: 'checking', progress: 10 });
    expect(run({ type: 'check' }, { type: 'checked' })).toEqual({ status: 'idle', progress: 0 });
  });

  it('goes through 20, 40, 60 and 100 while processing', () => {
    const steps: UnlockEvent[] = [
      { type: 'start' },
      { type: 'decrypting' },
      { type: 'decrypted' },
      { type: 'downloaded', result },
    ];
    const progress = steps.map((_, index) => run(...steps.slice(0, index + 1)).progress);
    expect(progress).toEqual([20, 40, 60, 100]);
    expect(run(...steps)).toEqual({ status: 'completed', progress: 100, result });
  });

  it('ends a check or a run in error with the type', () => {
    expect(run({ type: 'check' }, { type: 'fail', error: 'NOT_ENCRYPTED' })).toEqual({
      status: 'error',
      progress: 0,
      error: 'NOT_ENCRYPTED',
    });
    expect(run({ type: 'start' }, { type: 'fail', error: 'WRONG_PASSWORD' }).error).toBe('WRONG_PASSWORD');
  });

  it('shows a refusal before any work as an error', () => {
    expect(run({ type: 'reject', error: 'INVALID_FILE' })).toEqual({
      status: 'error',
      progress: 0,
      error: 'INVALID_FILE',
    });
  });

  it('resets to idle from any state', () => {
    expect(run({ type: 'start' }, { type: 'decrypting' }, { type: 'reset' })).toEqual(initialProcessingState);
    expect(run({ type: 'start' }, { type: 'fail', error: 'LOAD_ERROR' }, { type: 'reset' })).toEqual(
      initialProcessingState,
    );
  });

  it('ignores late steps after a reset or a cancel', () => {
    expect(run({ type: 'start' }, { type: 'reset' }, { type: 'decrypted' })).toEqual(initialProcessingState);
    expect(run({ type: 'reset' }, { type: 'downloaded', result })).toEqual(initialProcessingState);
    expect(run({ type: 'reset' }, { type: 'fail', error: 'PROCESSING_ERROR' })).toEqual(
      initialProcessingState,
    );
  });

  it('is busy only while checking or processing', () => {
    expect(isBusy(run({ type: 'check' }))).toBe(true);
    expect(isBusy(run({ type: 'start' }))).toBe(true);
    expect(isBusy(run({ type: 'start' }, { type: 'downloaded', result }))).toBe(false);
    expect(isBusy(initialProcessingState)).toBe(false);
  });
});
