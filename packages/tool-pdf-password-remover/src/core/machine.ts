import { PROGRESS } from './constants';
import type { UnlockErrorType } from './errors';

/** The processing state (CONTEXT.md § States and progress). */
export type UnlockStatus = 'idle' | 'checking' | 'processing' | 'completed' | 'error';

export interface UnlockResult {
  fileName: string;
  originalSize: number;
  processedSize: number;
  /** Milliseconds from the click to the download. */
  processingTime: number;
}

export interface ProcessingState {
  status: UnlockStatus;
  progress: number;
  result?: UnlockResult;
  error?: UnlockErrorType | 'UNKNOWN';
}

export type UnlockEvent =
  | { type: 'check' }
  | { type: 'checked' }
  | { type: 'start' }
  | { type: 'decrypting' }
  | { type: 'decrypted' }
  | { type: 'downloaded'; result: UnlockResult }
  | { type: 'fail'; error: UnlockErrorType | 'UNKNOWN' }
  /** A file or a submission refused before any work started (wrong type, too large, no password). */
  | { type: 'reject'; error: UnlockErrorType }
  | { type: 'reset' };

export const initialProcessingState: ProcessingState = { status: 'idle', progress: 0 };

/**
 * idle → checking (10) → idle (file loaded) or error; idle → processing (20, 40, 60) → completed
 * (100, the download was triggered) or error; reset → idle from anywhere. Steps that arrive in a
 * state they do not belong to (a late worker message after a reset) change nothing.
 */
export function unlockReducer(state: ProcessingState, event: UnlockEvent): ProcessingState {
  switch (event.type) {
    case 'check':
      return { status: 'checking', progress: PROGRESS.checking };
    case 'checked':
      return state.status === 'checking' ? initialProcessingState : state;
    case 'start':
      return { status: 'processing', progress: PROGRESS.reading };
    case 'decrypting':
      return state.status === 'processing' ? { ...state, progress: PROGRESS.decrypting } : state;
    case 'decrypted':
      return state.status === 'processing' ? { ...state, progress: PROGRESS.saving } : state;
    case 'downloaded':
      return state.status === 'processing'
        ? { status: 'completed', progress: PROGRESS.done, result: event.result }
        : state;
    case 'fail':
      return state.status === 'checking' || state.status === 'processing'
        ? { status: 'error', progress: 0, error: event.error }
        : state;
    case 'reject':
      return { status: 'error', progress: 0, error: event.error };
    case 'reset':
      return initialProcessingState;
  }
}

/** Whether work is under way (the buttons are disabled and a cancel button shows). */
export function isBusy(state: ProcessingState): boolean {
  return state.status === 'checking' || state.status === 'processing';
}
