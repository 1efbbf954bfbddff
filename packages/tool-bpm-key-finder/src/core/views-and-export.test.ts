import { describe, expect, it } from 'vitest';
import type { Analysis } from './analyze';
import { AUDIO_ACCEPT, MAX_FILE_BYTES, PLAYER } from './constants';
import { CSV_COLUMNS, exportFileName, resultsCsv, resultsJson } from './export';
import { addBandPower, levelsInDecibels, SPECTRUM_BANDS, spectrumBands } from './spectrum';
import { WAVEFORM_COLUMNS, waveformOf } from './waveform';

const analysis: Analysis = {
  duration: 187.4321,
  bpm: { tempo: 128, confidence: 0.87654, offset: 0.12, peaks: [0.12, 0.59], possibleTempos: [64, 128] },
  key: {
    key: 'A',
    scale: 'minor',
    camelot: '8A',
    confidence: 0.71234,
    chroma: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    harmonicMatches: ['8B', '7A', '9A'],
  },
  spectrum: [],
};

describe('bpm-key-finder limits and accepted files', () => {
  it('accepts the spec types mpeg, mp3, wav, ogg, m4a, aac and the extensions mp3, wav, ogg, m4a, aac', () => {
    const tokens = AUDIO_ACCEPT.split(',');
    for (const type of ['mpeg', 'mp3', 'wav', 'ogg', 'm4a', 'aac']) expect(tokens).toContain(`audio/${type}`);
    for (const extension of ['mp3', 'wav', 'ogg', 'm4a', 'aac']) expect(tokens).toContain(`.${extension}`);
    expect(tokens).toHaveLength(11);
  });

  it('skips files above 50 MB (52,428,800 bytes)', () => {
    expect(MAX_FILE_BYTES).toBe(52_428_800);
  });

  it('has the spec player: skip 10 s, speed 0.5–2 in steps of 0.1, volume 0.8', () => {
    expect(PLAYER).toEqual({
      skipSeconds: 10,
      minSpeed: 0.5,
      maxSpeed: 2,
      speedStep: 0.1,
      defaultVolume: 0.8,
    });
  });
});

describe('bpm-key-finder export', () => {
  const files = [{ fileName: 'track, "one".mp3', analysis }];

  it('writes the spec JSON: exportDate, totalFiles and results with the eight fields', () => {
    const json = JSON.parse(resultsJson(files, new Date('2026-11-27T10:00:00Z')));
    expect(json).toEqual({
      exportDate: '2026-11-27T10:00:00.000Z',
      totalFiles: 1,
      results: [
        {
          fileName: 'track, "one".mp3',
          duration: 187.432,
          bpm: 128,
          bpmConfidence: 0.877,
          key: 'A',
          keyConfidence: 0.712,
          camelot: '8A',
          scale: 'minor',
        },
      ],
    });
  });

  it('writes a CSV of 8 columns, quoted where needed, with a BOM and CRLF lines', () => {
    const csv = resultsCsv(files);
    expect(CSV_COLUMNS).toHaveLength(8);
    expect(
      csv.startsWith('\uFEFFfileName,duration,bpm,bpmConfidence,key,keyConfidence,camelot,scale\r\n'),
    ).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('"track, ""one"".mp3",187.432,128,0.877,A,0.712,8A,minor');
    expect(csv.split('\r\n')[1]?.match(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g)).toHaveLength(7);
  });

  it('names the files by date', () => {
    expect(exportFileName('csv', new Date('2026-11-27T10:00:00Z'))).toBe('bpm-key-results-2026-11-27.csv');
  });
});

describe('bpm-key-finder views', () => {
  it('draws the waveform in 800 columns of each column’s lowest and highest sample', () => {
    const samples = new Float32Array(8000);
    samples[5] = 0.5;
    samples[7] = -0.25;
    samples[7999] = 1;
    const waveform = waveformOf(samples);
    expect(WAVEFORM_COLUMNS).toBe(800);
    expect(waveform.max).toHaveLength(800);
    expect([waveform.min[0], waveform.max[0]]).toEqual([-0.25, 0.5]);
    expect(waveform.max[799]).toBe(1);
    expect(waveform.max[400]).toBe(0);
  });

  it('stretches audio shorter than the view over every column', () => {
    const waveform = waveformOf(Float32Array.of(0.5, -0.5), 4);
    expect(Array.from(waveform.max)).toEqual([0.5, 0.5, 0, 0]);
    expect(Array.from(waveform.min)).toEqual([0, 0, -0.5, -0.5]);
  });

  it('splits 20 Hz–22.05 kHz into log-spaced bands, each with a bin', () => {
    const bands = spectrumBands();
    expect(bands).toHaveLength(SPECTRUM_BANDS);
    for (const band of bands) expect(band.to).toBeGreaterThanOrEqual(band.from);
    expect(bands[0]?.hz).toBeLessThan(25);
    expect(bands.at(-1)?.hz).toBeGreaterThan(20_000);
    // Log spacing: the octave 1–2 kHz has as many bands as 10–20 kHz.
    const inRange = (low: number, high: number) => bands.filter(({ hz }) => hz >= low && hz < high).length;
    expect(Math.abs(inRange(1000, 2000) - inRange(10_000, 20_000))).toBeLessThanOrEqual(1);
  });

  it('puts a 1 kHz tone in the band around 1 kHz, as the loudest level 1', () => {
    const bands = spectrumBands(4096, 40);
    const magnitudes = new Float32Array(2049);
    const bin = Math.round(1000 / (44_100 / 4096));
    magnitudes[bin] = 1;
    const power = new Float64Array(bands.length);
    addBandPower(magnitudes, bands, power);
    const levels = levelsInDecibels(power);
    const loudest = levels.indexOf(1);
    expect(bands[loudest]?.from).toBeLessThanOrEqual(bin);
    expect(bands[loudest]?.to).toBeGreaterThanOrEqual(bin);
    expect(levels.filter((level) => level > 0)).toHaveLength(1);
  });

  it('draws silence as nothing, not as a division by zero', () => {
    expect(levelsInDecibels(new Float64Array(3))).toEqual([0, 0, 0]);
  });
});
