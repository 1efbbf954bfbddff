/**
 * The part of essentia.js's API the analysis uses, typed here (its own declarations type every
 * vector as `any`). Vectors live in WebAssembly memory and are freed with `delete()`.
 */
export interface EssentiaVector {
  size(): number;
  get(index: number): EssentiaVector;
  delete(): void;
}

export interface EssentiaLike {
  arrayToVector(values: Float32Array): EssentiaVector;
  vectorToArray(vector: EssentiaVector): Float32Array;
  RhythmExtractor2013(
    signal: EssentiaVector,
    maxTempo?: number,
    method?: string,
    minTempo?: number,
  ): {
    bpm: number;
    confidence: number;
    ticks: EssentiaVector;
    estimates: EssentiaVector;
    bpmIntervals: EssentiaVector;
  };
  KeyExtractor(
    audio: EssentiaVector,
    averageDetuningCorrection?: boolean,
    frameSize?: number,
    hopSize?: number,
    hpcpSize?: number,
    maxFrequency?: number,
    maximumSpectralPeaks?: number,
    minFrequency?: number,
    pcpThreshold?: number,
    profileType?: string,
    sampleRate?: number,
    spectralPeaksThreshold?: number,
    tuningFrequency?: number,
    weightType?: string,
    windowType?: string,
  ): { key: string; scale: string; strength: number };
  FrameGenerator(signal: Float32Array, frameSize?: number, hopSize?: number): EssentiaVector;
  Windowing(
    frame: EssentiaVector,
    normalized?: boolean,
    size?: number,
    type?: string,
  ): { frame: EssentiaVector };
  Spectrum(frame: EssentiaVector, size?: number): { spectrum: EssentiaVector };
  SpectralPeaks(
    spectrum: EssentiaVector,
    magnitudeThreshold?: number,
    maxFrequency?: number,
    maxPeaks?: number,
    minFrequency?: number,
    orderBy?: string,
    sampleRate?: number,
  ): { frequencies: EssentiaVector; magnitudes: EssentiaVector };
  HPCP(frequencies: EssentiaVector, magnitudes: EssentiaVector): { hpcp: EssentiaVector };
}
