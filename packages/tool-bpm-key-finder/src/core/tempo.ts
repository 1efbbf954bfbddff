import { POSSIBLE_TEMPO_RANGE } from './constants';

/** Half, as is and double the tempo, those within 60–200 (the spec's possible tempos). */
export function possibleTempos(bpm: number): number[] {
  return [bpm / 2, bpm, bpm * 2]
    .filter((tempo) => tempo >= POSSIBLE_TEMPO_RANGE.min && tempo <= POSSIBLE_TEMPO_RANGE.max)
    .map((tempo) => Math.round(tempo * 10) / 10);
}

/** A tempo as shown: one decimal. */
export function roundTempo(bpm: number): number {
  return Math.round(bpm * 10) / 10;
}
