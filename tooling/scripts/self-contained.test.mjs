// The repository explains itself: no tracked file points a reader at something outside it (a path
// on the machine that wrote it, the first brief, a product-specification section). A rule that
// matters is stated in the package's CONTEXT.md (`## Rules`) and cited from there.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What points outside: a machine path, the first brief's files, a citation of a spec section. */
const outside = [
  /\/work\//,
  /\bARCHITECTURE\.md\b/,
  /\bSTYLE\.md\b/,
  /\bshared\/spec\b/,
  /\bshared folder\b/,
  /\b[Ss]pec [A-D]\b/,
];

const thisFile = 'tooling/scripts/self-contained.test.mjs';
const binary = /\.(png|jpe?g|gif|webp|ico|pdf|woff2?|ttf|zip|gz|wasm)$/i;

function trackedTextFiles() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== thisFile && !binary.test(file));
}

describe('the repository is self-contained', () => {
  it('no tracked file points at a file outside the repository', () => {
    const offenders = [];
    for (const file of trackedTextFiles()) {
      let text;
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        continue; // deleted in the work tree but still tracked
      }
      text.split('\n').forEach((line, index) => {
        if (outside.some((pattern) => pattern.test(line)))
          offenders.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('tracks no generated reports or builds', () => {
    const generated = trackedTextFiles().filter((file) =>
      /(^|\/)(\.reports|storybook-static|dist|build|node_modules)\//.test(file),
    );
    expect(generated).toEqual([]);
  });
});
