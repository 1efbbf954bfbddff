// @vitest-environment node
import { Essentia, EssentiaWASM } from 'essentia.js';
import { describe, expect, it } from 'vitest';
import { analyzeAudio, mixToMono } from './analyze';
import { camelotCode, harmonicMatches, keyOfCamelot, PITCH_CLASSES, pitchClass } from './camelot';
import { MAX_FILE_BYTES, POSSIBLE_TEMPO_RANGE } from './constants';
import type { EssentiaLike } from './essentia';
import { clickTrackWithChords } from './synth';
import { possibleTempos } from './tempo';

describe('bpm-key-finder constants', () => {
  it('has the spec limits', () => {
    expect(MAX_FILE_BYTES).toBe(50 * 1024 * 1024);
    expect(POSSIBLE_TEMPO_RANGE).toEqual({ min: 60, max: 200 });
  });
});

describe('bpm-key-finder Camelot wheel', () => {
  it.each([
    ['C', 'major', '8B'],
    ['A', 'minor', '8A'],
    ['G', 'major', '9B'],
    ['E', 'minor', '9A'],
    ['F#', 'major', '2B'],
    ['D#', 'minor', '2A'],
    ['B', 'major', '1B'],
    ['G#', 'minor', '1A'],
    ['E', 'major', '12B'],
    ['C#', 'minor', '12A'],
    ['F', 'major', '7B'],
    ['D', 'minor', '7A'],
  ] as const)('%s %s is %s', (key, scale, code) => {
    expect(camelotCode(key, scale)).toBe(code);
    expect(keyOfCamelot(code)).toEqual({ key, scale });
  });

  it('gives every one of the 24 keys its own code, 1A to 12B', () => {
    const codes = PITCH_CLASSES.flatMap((key) => [camelotCode(key, 'major'), camelotCode(key, 'minor')]);
    expect(new Set(codes).size).toBe(24);
    for (const code of codes) expect(code).toMatch(/^(1[0-2]|[1-9])[AB]$/);
  });

  it.each([
    ['8A', ['8B', '7A', '9A']],
    ['12B', ['12A', '11B', '1B']],
    ['1A', ['1B', '12A', '2A']],
  ])('harmonic matches of %s: the relative key and the two neighbours', (code, matches) => {
    expect(harmonicMatches(code)).toEqual(matches);
  });

  it.each([
    ['Eb', 'D#'],
    ['Bb', 'A#'],
    ['F#', 'F#'],
    ['Db', 'C#'],
  ])('spells %s as %s', (name, spelled) => {
    expect(pitchClass(name)).toBe(spelled);
  });
});

describe('bpm-key-finder tempo', () => {
  it.each([
    [128, [64, 128]],
    [97, [97, 194]],
    [140, [70, 140]],
    [50, [100]],
    [210, [105]],
  ])('possible tempos of %d: half, as is, double within 60–200', (bpm, tempos) => {
    expect(possibleTempos(bpm)).toEqual(tempos);
  });

  it('mixes channels to their mean', () => {
    expect(Array.from(mixToMono([Float32Array.of(1, 0), Float32Array.of(0, 1)]))).toEqual([0.5, 0.5]);
  });
});

describe('bpm-key-finder analysis with essentia.js', () => {
  const essentia = new Essentia(EssentiaWASM) as unknown as EssentiaLike;

  it('finds the tempo, key, Camelot code and chroma of a generated track', { timeout: 120_000 }, () => {
    const stages: string[] = [];
    const analysis = analyzeAudio(
      essentia,
      clickTrackWithChords({ bpm: 128, key: 'A', scale: 'minor', seconds: 20 }),
      (_, stage) => stages.push(stage),
    );
    expect(Math.abs(analysis.bpm.tempo - 128)).toBeLessThanOrEqual(0.5);
    expect(analysis.bpm.possibleTempos).toEqual([64, analysis.bpm.tempo]);
    expect(analysis.bpm.peaks.length).toBeGreaterThan(35);
    expect(analysis.bpm.offset).toBeLessThan(0.6);
    expect(analysis.key).toMatchObject({
      key: 'A',
      scale: 'minor',
      camelot: '8A',
      harmonicMatches: ['8B', '7A', '9A'],
    });
    expect(analysis.key.confidence).toBeGreaterThan(0.5);
    // A minor: A and E (root and fifth of the tonic and of the dominant) among the 3 strongest
    // pitch classes, and C stronger than notes outside the key. (The 1 kHz click sits between B and
    // C, so the third place is not asserted: it moves with the frame grid.)
    const chroma = (name: string) => analysis.key.chroma[PITCH_CLASSES.indexOf(name as never)] as number;
    const top = analysis.key.chroma
      .map((value, index) => [value, PITCH_CLASSES[index]] as const)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 3)
      .map(([, name]) => name);
    expect(top).toEqual(expect.arrayContaining(['A', 'E']));
    for (const outside of ['C#', 'D#', 'F#']) expect(chroma('C')).toBeGreaterThan(chroma(outside));
    expect(analysis.duration).toBe(20);
    expect(stages).toEqual(['tempo', 'key', 'chroma']);
  });

  it('refuses audio shorter than a second', () => {
    expect(() => analyzeAudio(essentia, new Float32Array(1000))).toThrow('shorter than a second');
  });
});
