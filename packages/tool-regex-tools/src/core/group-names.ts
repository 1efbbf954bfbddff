/**
 * The name of each numbered capture group, in order (`undefined` for an unnamed one), read from the
 * pattern's source so the match table can say "$1 <year>". Skips escapes and character classes
 * (nested with the `v` flag), and the non-capturing forms `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`.
 * Only called on patterns that compiled, so the source is well-formed.
 */
export function listGroupNames({
  pattern,
  flags,
}: {
  pattern: string;
  flags: string;
}): (string | undefined)[] {
  // Only the v flag nests classes; otherwise a [ inside a class is a literal.
  const isNesting = flags.includes('v');
  const names: (string | undefined)[] = [];
  let classDepth = 0;
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '\\') {
      index += 1;
    } else if (char === '[' && (classDepth === 0 || isNesting)) {
      classDepth += 1;
    } else if (char === ']' && classDepth > 0) {
      classDepth -= 1;
    } else if (char === '(' && classDepth === 0) {
      if (pattern[index + 1] !== '?') {
        names.push(undefined);
      } else if (pattern[index + 2] === '<' && !'=!'.includes(pattern[index + 3] ?? '')) {
        const end = pattern.indexOf('>', index + 3);
        names.push(pattern.slice(index + 3, end));
      }
    }
  }
  return names;
}
