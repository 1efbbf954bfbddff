export interface RunBase64ToolsResult {
  output: string;
  /** In code points, so an emoji counts once. */
  characterCount: number;
}

/** Trims the input and collapses each run of whitespace to one space. */
export function runBase64Tools({ input }: { input: string }): RunBase64ToolsResult {
  const output = input.trim().replace(/\s+/g, ' ');
  return { output, characterCount: [...output].length };
}
