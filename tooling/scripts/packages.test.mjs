// The npm scope is named once (root package.json `toolbox.npmScope`); every workspace package uses
// it, and every publishable one is versioned together with the others (.changeset/config.json).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const scope = readJson('package.json').toolbox.npmScope;
const workspace = ['apps', 'packages', 'tooling'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, 'package.json')))
    .map((entry) => ({
      dir: `${group}/${entry.name}`,
      json: readJson(`${group}/${entry.name}/package.json`),
    })),
);
const publishable = workspace.filter((pkg) => !pkg.json.private);

describe('workspace packages', () => {
  it('are named in the one npm scope', () => {
    expect(scope).toMatch(/^@[a-z\d-]+$/);
    for (const { dir, json } of workspace) expect(json.name, dir).toBe(`${scope}/${dir.split('/')[1]}`);
  });

  it('publish only kit, ui, pdf-kit, task-store and the tools; apps and tooling stay private', () => {
    const names = publishable.map(({ dir }) => dir);
    for (const dir of names) expect(dir, dir).toMatch(/^packages\//);
    expect(names).toEqual(
      expect.arrayContaining(['packages/kit', 'packages/ui', 'packages/pdf-kit', 'packages/task-store']),
    );
  });

  it('version every publishable package together (one fixed changesets group)', () => {
    const { fixed } = readJson('.changeset/config.json');
    expect(fixed).toHaveLength(1);
    // Names or `*` globs, as changesets reads them.
    const patterns = fixed[0].map(
      (entry) => new RegExp(`^${entry.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replaceAll('*', '.*')}$`),
    );
    const inGroup = (name) => patterns.some((pattern) => pattern.test(name));
    for (const { json } of publishable) expect(inGroup(json.name), json.name).toBe(true);
  });

  it('carry the project licence', () => {
    for (const { json } of publishable) expect(json.license, json.name).toBe('MIT');
  });
});
