export interface Run__PASCAL__Result {
  output: string;
  /** In code points, so an emoji counts once. */
  characterCount: number;
}

/** Trims the input and collapses each run of whitespace to one space. */
export function run__PASCAL__({ input }: { input: string }): Run__PASCAL__Result {
  const output = input.trim().replace(/\s+/g, ' ');
  return { output, characterCount: [...output].length };
}
