// @vitest-environment node
// Every prop of every exported component is documented where editors show it (TSDoc on the
// field), not only in the stories: the package is used outside this repository.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const components = readdirSync(dir).filter(
  (file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file),
);

/** The fields of each `export interface …Props { … }` whose line above is not a comment. */
function undocumentedProps(source: string): string[] {
  const missing: string[] = [];
  const lines = source.split('\n');
  let props: string | undefined;
  lines.forEach((line, index) => {
    const start = line.match(/^export interface (\w+Props)\b/);
    if (start) props = start[1];
    else if (props && line.startsWith('}')) props = undefined;
    const field = props && line.match(/^ {2}(?:readonly )?(\w+)\??[:(]/);
    if (!field) return;
    const above = lines[index - 1]?.trim() ?? '';
    if (!(above.endsWith('*/') || above.startsWith('*') || above.startsWith('//'))) {
      missing.push(`${props}.${field[1]}`);
    }
  });
  return missing;
}

describe('ui component props', () => {
  it.each(components)('%s documents every prop', (file) => {
    expect(undocumentedProps(readFileSync(`${dir}/${file}`, 'utf8'))).toEqual([]);
  });
});
