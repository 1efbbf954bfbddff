import type { CodeMode, CodeResult } from './options';

/**
 * "Other": no parser, so only changes that are safe for any text. Comments are removed only where
 * a line starts with `//`, `#` or `--`, or is inside a `/* *\/` block that starts a line.
 */
export function processPlain({ mode, input }: { mode: CodeMode; input: string }): CodeResult {
  const lines = input.split(/\r\n|\r|\n/);
  if (mode === 'minify') {
    return {
      ok: true,
      output: lines
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join('\n'),
    };
  }
  if (mode === 'remove-whitespace') return { ok: true, output: input.replace(/\s+/g, ' ').trim() };
  if (mode === 'beautify') {
    // Trailing spaces go, tabs stay, and runs of blank lines shrink to one.
    const tidy = lines.map((line) => line.trimEnd()).join('\n');
    return { ok: true, output: `${tidy.replace(/\n{3,}/g, '\n\n').trim()}\n` };
  }
  const kept: string[] = [];
  let isInBlock = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (isInBlock) {
      if (trimmed.includes('*/')) isInBlock = false;
      continue;
    }
    if (trimmed.startsWith('/*')) {
      isInBlock = !trimmed.includes('*/', 2);
      continue;
    }
    if (/^(\/\/|#(?!!)|--)/.test(trimmed)) continue;
    kept.push(line);
  }
  return { ok: true, output: kept.join('\n') };
}
