/** The music analysis constants (CONTEXT.md Rules). */

/**
 * The spec's accepted audio: these types, or a name with these extensions (browsers give m4a and
 * aac files several types, or none). The `<input accept>` syntax, for the drop zone.
 */
export const AUDIO_ACCEPT =
  'audio/mpeg,audio/mp3,audio/wav,audio/ogg,audio/m4a,audio/aac,.mp3,.wav,.ogg,.m4a,.aac';
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
/** The spec's player: skip 10 s, speed 0.5–2× in steps of 0.1, volume 0.8 at first. */
export const PLAYER = {
  skipSeconds: 10,
  minSpeed: 0.5,
  maxSpeed: 2,
  speedStep: 0.1,
  defaultVolume: 0.8,
} as const;
