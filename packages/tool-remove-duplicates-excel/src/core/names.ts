import type { FileKind } from './table';

/** The source name without its extension, an underscore, the suffix, the chosen extension. */
export function outputName(sourceName: string, suffix: string, format: FileKind): string {
  const dot = sourceName.lastIndexOf('.');
  const base = dot > 0 ? sourceName.slice(0, dot) : sourceName;
  return `${base}_${suffix}.${format}`;
}
