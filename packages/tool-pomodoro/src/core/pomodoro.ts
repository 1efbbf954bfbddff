export interface RunPomodoroResult {
  output: string;
  /** In code points, so an emoji counts once. */
  characterCount: number;
}

/** Trims the input and collapses each run of whitespace to one space. */
export function runPomodoro({ input }: { input: string }): RunPomodoroResult {
  const output = input.trim().replace(/\s+/g, ' ');
  return { output, characterCount: [...output].length };
}
