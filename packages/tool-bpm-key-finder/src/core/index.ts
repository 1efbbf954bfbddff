export { type Analysis, analyzeAudio, type BpmResult, type KeyResult, mixToMono } from './analyze';
export {
  camelotCode,
  harmonicMatches,
  keyOfCamelot,
  PITCH_CLASSES,
  type PitchClass,
  pitchClass,
  type Scale,
} from './camelot';
export { ANALYSIS_SAMPLE_RATE, AUDIO_ACCEPT, MAX_FILE_BYTES, POSSIBLE_TEMPO_RANGE } from './constants';
export type { EssentiaLike } from './essentia';
export { type AnalysedFile, CSV_COLUMNS, exportFileName, resultsCsv, resultsJson } from './export';
export { SPECTRUM_BANDS, spectrumBands } from './spectrum';
export { clickTrackWithChords } from './synth';
export { possibleTempos, roundTempo } from './tempo';
export { type Waveform, waveformOf } from './waveform';
