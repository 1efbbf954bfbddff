/** The music analysis constants (CONTEXT.md Rules). */

/** Files above 50 MB are skipped. */
export const MAX_FILE_BYTES = 52_428_800;
/** Audio is analysed as mono at 44.1 kHz (the browser's decoder resamples to it). */
export const ANALYSIS_SAMPLE_RATE = 44_100;
/** Tempo search range of the beat tracker. */
export const MIN_TEMPO = 40;
export const MAX_TEMPO = 208;
/** Possible tempos shown: half, as is and double, when within 60–200. */
export const POSSIBLE_TEMPO_RANGE = { min: 60, max: 200 } as const;
/** RhythmExtractor2013's multifeature confidence runs from 0 to 5.32 (its documentation). */
export const RHYTHM_CONFIDENCE_MAX = 5.32;
