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
/**
 * Packages under another licence than the project's, and why: essentia.js is AGPL-3.0, so the one
 * package that uses it is AGPL-3.0-or-later (its README says so, and the licences page).
 */
const LICENCE_EXCEPTIONS = { '@toolbox/tool-bpm-key-finder': 'AGPL-3.0-or-later' };
const AGPL_ONLY_IN = { 'essentia.js': '@toolbox/tool-bpm-key-finder' };

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

  it('have changesets that changesets can read: a front matter of publishable packages and bumps', () => {
    // Biome's markdown formatter once rewrote them into headings, and `changeset version` refused
    // them all; .changeset/*.md are now left out of formatting, and this keeps them readable.
    const names = new Set(publishable.map(({ json }) => json.name));
    const files = readdirSync(join(root, '.changeset')).filter(
      (file) => file.endsWith('.md') && file !== 'README.md',
    );
    for (const file of files) {
      const text = readFileSync(join(root, '.changeset', file), 'utf8');
      const match = /^---\n((?:"[^"\n]+": (?:major|minor|patch)\n)+)---\n\n\S/.exec(text);
      expect(match, file).not.toBeNull();
      for (const line of (match?.[1] ?? '').trim().split('\n'))
        expect(names.has(line.slice(1, line.indexOf('"', 1))), `${file}: ${line}`).toBe(true);
    }
  });

  it('carry the project licence, or the one a dependency requires (LICENCE_EXCEPTIONS)', () => {
    for (const { json } of publishable)
      expect(json.license, json.name).toBe(LICENCE_EXCEPTIONS[json.name] ?? 'MIT');
  });

  it('import an AGPL engine only in the package licensed for it', () => {
    for (const { json } of workspace)
      for (const [dependency, owner] of Object.entries(AGPL_ONLY_IN)) {
        const all = { ...json.dependencies, ...json.devDependencies, ...json.optionalDependencies };
        if (dependency in all && json.name !== owner)
          expect.fail(`${json.name} depends on ${dependency}, licensed AGPL: only ${owner} may`);
      }
  });

  it('build to dist/ and ship only it, with a README and the project licence (package-build CONTEXT.md Rules: Packages)', () => {
    const licence = readFileSync(join(root, 'LICENSE'), 'utf8');
    for (const { dir, json } of publishable) {
      expect(json.scripts?.build, dir).toBe('toolbox-build');
      expect(json.files, dir).toEqual(dir === 'packages/ui' ? ['dist', 'src/**/*.css'] : ['dist']);
      const text = readFileSync(join(root, dir, 'LICENSE'), 'utf8');
      if (LICENCE_EXCEPTIONS[json.name]) expect(text, dir).toContain('GNU AFFERO GENERAL PUBLIC LICENSE');
      else expect(text, dir).toBe(licence);
      expect(readFileSync(join(root, dir, 'README.md'), 'utf8'), dir).toContain(`# ${json.name}\n`);
      for (const [path, target] of Object.entries(json.exports)) {
        if (typeof target === 'string') continue;
        // Built entries: types and import in dist/, the source condition for the workspace.
        if (target.import) {
          expect(target.types, `${dir} ${path}`).toMatch(/^\.\/dist\/.+\.d\.ts$/);
          expect(target.import, `${dir} ${path}`).toMatch(/^\.\/dist\/.+\.js$/);
        }
        expect(target['toolbox-source'], `${dir} ${path}`).toMatch(/^\.\/src\//);
      }
    }
  });

  it('depend on each other by range, as published (workspace:^)', () => {
    for (const { dir, json } of publishable) {
      for (const [name, range] of Object.entries({ ...json.dependencies, ...json.peerDependencies })) {
        if (name.startsWith(`${scope}/`)) expect(range, `${dir} → ${name}`).toBe('workspace:^');
      }
    }
  });

  it('tools ship a scoped stylesheet and a Tailwind entry, and keep them as side effects', () => {
    const tools = publishable.filter(({ dir }) => dir.startsWith('packages/tool-'));
    expect(tools.length).toBeGreaterThan(0);
    for (const { dir, json } of [
      ...tools,
      { dir: 'tooling/templates/tool', json: readJson('tooling/templates/tool/package.json') },
    ]) {
      expect(json.exports['./styles.css'], dir).toBe('./dist/styles.css');
      expect(json.exports['./tailwind.css'], dir).toBe('./dist/tailwind.css');
      expect(json.sideEffects, dir).toEqual(['*.css']);
    }
  });
});
