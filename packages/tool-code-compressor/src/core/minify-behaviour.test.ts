import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import source from './fixtures/inventory.js?raw';
import { processCode } from './process-code';

/** Runs a script in a fresh context and collects what it passes to `output`, async work included. */
async function run(code: string): Promise<string[]> {
  const lines: string[] = [];
  const context = vm.createContext({
    output: (...values: unknown[]) => lines.push(values.map(String).join(' ')),
    setTimeout,
  });
  vm.runInContext(code, context);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return lines;
}

describe('minified JavaScript behaves like the original', () => {
  it('gives the same output for the inventory fixture, in much less space', async () => {
    const result = await processCode({ mode: 'minify', language: 'javascript', input: source });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.output.length).toBeLessThan(source.length * 0.7);
    // Locals are renamed; top-level names stay (a script's globals may be used elsewhere).
    expect(result.output).not.toContain('existing');
    expect(result.output).toContain('makeCounter');
    const [original, minified] = await Promise.all([run(source), run(result.output)]);
    expect(original.length).toBe(8);
    expect(original.some((line) => line.includes('restock done'))).toBe(true);
    expect(minified).toEqual(original);
  });

  it.each(['beautify', 'remove-comments', 'remove-whitespace'] as const)(
    '%s keeps the behaviour too',
    async (mode) => {
      const result = await processCode({ mode, language: 'javascript', input: source });
      if (!result.ok) throw new Error(result.error.message);
      expect(await run(result.output)).toEqual(await run(source));
    },
  );
});
