/**
 * Names for files that go into one folder or ZIP (CONTEXT.md Rules: File names): a name already
 * taken gets ` (n)` before its extension, the first free n from 1, compared without case (so
 * `Photo.jpg` and `photo.JPG` cannot overwrite each other on Windows or macOS).
 */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 1; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The file name with its extension replaced (`photo.jpeg` + `.webp` → `photo.webp`). */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}${extension}`;
}

/**
 * The ZIP's name (CONTEXT.md Rules: ZIP › Name), here rather than beside `writeZip` so a page
 * can name a ZIP without loading the ZIP writer:
 * `<prefix>-YYYY-MM-DD.zip` (converter) or `<prefix>_YYYY-MM-DD.zip` (compressor).
 */
export function zipName(prefix: string, date: Date, separator: '-' | '_' = '-'): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  return `${prefix}${separator}${day}.zip`;
}
