import { type BatchMode, batchModes } from './batch';
import { isValidPrecision } from './geohash';

/** Which card's result the single tab shows: the encoded point, the decoded hash, or none yet. */
export type ShownResult = 'encode' | 'decode' | 'none';
const shownResults: readonly ShownResult[] = ['encode', 'decode', 'none'];

/** The single tab's inputs and which result it shows. */
export interface SingleShareState {
  latitude: string;
  longitude: string;
  precision: number;
  geohash: string;
  shown: ShownResult;
}

/** The batch tab's inputs, and whether its results (of that very text) are shown. */
export interface BatchShareState {
  batchMode: BatchMode;
  batchInput: string;
  isBatchProcessed: boolean;
}

/**
 * What the page header's "Copy link" carries (CONTEXT.md § Link): the tab, every input of both
 * tabs and which results are shown. Results are not carried: the page computes them again.
 */
export interface SharedGeohash extends SingleShareState, BatchShareState {
  tab: 'single' | 'batch';
}

export const emptySingle: SingleShareState = {
  latitude: '',
  longitude: '',
  precision: 12,
  geohash: '',
  shown: 'none',
};
export const emptyBatch: BatchShareState = { batchMode: 'encode', batchInput: '', isBatchProcessed: false };

/** What a link carried, checked field by field (a precision of 1–12, known modes); else undefined. */
export function parseSharedGeohash(raw: unknown): SharedGeohash | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const value = raw as Record<string, unknown>;
  const texts = [value.latitude, value.longitude, value.geohash, value.batchInput];
  if (!texts.every((text) => typeof text === 'string')) return undefined;
  if (value.tab !== 'single' && value.tab !== 'batch') return undefined;
  if (typeof value.precision !== 'number' || !isValidPrecision(value.precision)) return undefined;
  if (!shownResults.includes(value.shown as ShownResult)) return undefined;
  if (!batchModes.includes(value.batchMode as BatchMode)) return undefined;
  if (typeof value.isBatchProcessed !== 'boolean') return undefined;
  return {
    tab: value.tab,
    latitude: value.latitude as string,
    longitude: value.longitude as string,
    precision: value.precision,
    geohash: value.geohash as string,
    shown: value.shown as ShownResult,
    batchMode: value.batchMode as BatchMode,
    batchInput: value.batchInput as string,
    isBatchProcessed: value.isBatchProcessed,
  };
}
