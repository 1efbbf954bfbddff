import { detectTextFormats } from '@toolbox/kit/detect-input';
import { acceptsItems, fileTypeOf, type HandOffItem, type TextFormat } from '@toolbox/kit/hand-off';
import type { CatalogEntry } from './catalog';
import { handOffTargets } from './hand-off-targets';

/** One tool smart paste offers, with what it would receive. */
export interface Suggestion {
  tool: CatalogEntry;
  items: HandOffItem[];
  /** What the input was taken for: a text format, or the files' type. */
  detected: TextFormat | 'pdf' | 'image' | 'file';
}

/** What an input was taken for: its most specific text format, or its files' kind. */
export function detectedKind(input: { text: string } | { files: readonly File[] }): Suggestion['detected'] {
  return 'files' in input ? fileKind(input.files) : (detectTextFormats(input.text)[0] ?? 'text');
}

function fileKind(files: readonly File[]): Suggestion['detected'] {
  const types = files.map((file) => fileTypeOf(file));
  if (types.every((type) => type === 'application/pdf')) return 'pdf';
  if (types.every((type) => type.startsWith('image/'))) return 'image';
  return 'file';
}

/**
 * Smart paste: the tools that fit a pasted or dropped input, best first. For a text, the tools
 * taking its most specific detected format come first (JSON before "any text"); each tool appears
 * once, with the text labelled as the format it was chosen for.
 */
export function suggestTools(
  catalog: readonly CatalogEntry[],
  input: { text: string } | { files: readonly File[] },
): Suggestion[] {
  if ('files' in input) {
    if (input.files.length === 0) return [];
    const items: HandOffItem[] = input.files.map((file) => ({ kind: 'file', file }));
    const detected = fileKind(input.files);
    // Tools made for this type first; those taking any file (a hash) after them.
    const takesAnyFile = (tool: CatalogEntry) => tool.accepts?.files?.includes('*/*') ?? false;
    return handOffTargets(catalog, undefined, items)
      .sort((a, b) => Number(takesAnyFile(a)) - Number(takesAnyFile(b)))
      .map((tool) => ({ tool, items, detected }));
  }
  const suggestions: Suggestion[] = [];
  for (const format of detectTextFormats(input.text)) {
    const items: HandOffItem[] = [{ kind: 'text', text: input.text, format }];
    for (const tool of catalog) {
      const isSpecific = tool.accepts?.text?.includes(format) ?? false;
      const takesAnyText = format === 'text' && acceptsItems(tool.accepts, items);
      if ((isSpecific || takesAnyText) && !suggestions.some((taken) => taken.tool.id === tool.id))
        suggestions.push({ tool, items, detected: format });
    }
  }
  return suggestions;
}
