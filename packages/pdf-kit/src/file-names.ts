/**
 * Names for the files a PDF tool puts in one ZIP (CONTEXT.md § ZIP). Light: a UI may import it.
 */

/**
 * Makes every name unique, compared without case (Windows and macOS would overwrite `A.pdf` with
 * `a.pdf`): a name already taken gets ` (n)` before its extension, the first free n from 2.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const slash = name.lastIndexOf('/');
    const [stem, extension] = dot > slash + 1 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** `2026-11-22_09-30-05`: local time, sorts by date, and safe in a file name on every system. */
export function fileTimestamp(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}` +
    `_${two(date.getHours())}-${two(date.getMinutes())}-${two(date.getSeconds())}`
  );
}

/** A source file's name without its `.pdf` (any case), for naming what is made from it. */
export function baseName(fileName: string): string {
  return fileName.replace(/\.pdf$/i, '');
}
