export interface RunAimTrainerResult {
  output: string;
  /** In code points, so an emoji counts once. */
  characterCount: number;
}

/** Trims the input and collapses each run of whitespace to one space. */
export function runAimTrainer({ input }: { input: string }): RunAimTrainerResult {
  const output = input.trim().replace(/\s+/g, ' ');
  return { output, characterCount: [...output].length };
}
