/** Keys, Camelot codes and harmonic matches (CONTEXT.md Rules: Key). */

export type Scale = 'major' | 'minor';

/** Pitch classes by the names the tool shows (sharps, as DJs' software does). */
export const PITCH_CLASSES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
export type PitchClass = (typeof PITCH_CLASSES)[number];

const FLATS: Record<string, PitchClass> = {
  Db: 'C#',
  Eb: 'D#',
  Gb: 'F#',
  Ab: 'G#',
  Bb: 'A#',
  Cb: 'B',
  Fb: 'E',
};

/** A key name as essentia writes it (`Eb`, `F#`) in the tool's spelling (`D#`). */
export function pitchClass(name: string): PitchClass {
  const normal = FLATS[name] ?? name;
  if (!(PITCH_CLASSES as readonly string[]).includes(normal)) throw new Error(`unknown key ${name}`);
  return normal as PitchClass;
}

// The Camelot wheel: number of each major key (B side); a minor key has its relative major's number (A side).
const MAJOR_NUMBER: Record<PitchClass, number> = {
  B: 1,
  'F#': 2,
  'C#': 3,
  'G#': 4,
  'D#': 5,
  'A#': 6,
  F: 7,
  C: 8,
  G: 9,
  D: 10,
  A: 11,
  E: 12,
};

function transpose(key: PitchClass, semitones: number): PitchClass {
  return PITCH_CLASSES[(PITCH_CLASSES.indexOf(key) + semitones + 12) % 12] as PitchClass;
}

/** The Camelot code of a key: 8B is C major, 8A A minor. */
export function camelotCode(key: PitchClass, scale: Scale): string {
  if (scale === 'major') return `${MAJOR_NUMBER[key]}B`;
  return `${MAJOR_NUMBER[transpose(key, 3)]}A`;
}

/** The key of a Camelot code. */
export function keyOfCamelot(code: string): { key: PitchClass; scale: Scale } {
  const match = /^(1[0-2]|[1-9])([AB])$/.exec(code);
  if (!match) throw new Error(`not a Camelot code: ${code}`);
  const number = Number(match[1]);
  const major = (Object.keys(MAJOR_NUMBER) as PitchClass[]).find(
    (key) => MAJOR_NUMBER[key] === number,
  ) as PitchClass;
  return match[2] === 'B' ? { key: major, scale: 'major' } : { key: transpose(major, -3), scale: 'minor' };
}

/** The keys that mix well: the relative key and the two neighbours on the wheel (same letter, ±1). */
export function harmonicMatches(code: string): string[] {
  keyOfCamelot(code);
  const number = Number(code.slice(0, -1));
  const letter = code.slice(-1);
  const wrap = (value: number) => ((value + 11) % 12) + 1;
  return [
    `${number}${letter === 'A' ? 'B' : 'A'}`,
    `${wrap(number - 1)}${letter}`,
    `${wrap(number + 1)}${letter}`,
  ];
}
