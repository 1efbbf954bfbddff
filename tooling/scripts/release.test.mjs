import { describe, expect, it } from 'vitest';
import { tarballProblems } from './release.mjs';

const manifest = {
  name: '@toolbox/tool-demo',
  exports: {
    './ui': {
      'toolbox-source': './src/ui/demo.tsx',
      types: './dist/ui/demo.d.ts',
      import: './dist/ui/demo.js',
    },
    './styles.css': './dist/styles.css',
    './test-fixtures': { 'toolbox-source': './src/test-fixtures.ts' },
  },
  dependencies: { '@toolbox/ui': '^0.1.0' },
};
const complete = [
  'package/package.json',
  'package/README.md',
  'package/LICENSE',
  'package/dist/ui/demo.js',
  'package/dist/ui/demo.d.ts',
  'package/dist/styles.css',
];

describe('tarballProblems (pnpm release)', () => {
  it('passes a tarball with every exported file, README and LICENSE (workspace-only exports need no file)', () => {
    expect(tarballProblems(complete, manifest)).toEqual([]);
  });

  it('names a missing export file, README or LICENSE', () => {
    const files = complete.filter((file) => !/demo\.d\.ts|LICENSE/.test(file));
    expect(tarballProblems(files, manifest)).toEqual(['missing ./dist/ui/demo.d.ts', 'missing LICENSE']);
  });

  it('refuses tests, stories, e2e files and TypeScript sources', () => {
    const files = [
      ...complete,
      'package/src/core/a.test.ts',
      'package/src/ui/demo.stories.tsx',
      'package/src/x.ts',
    ];
    expect(tarballProblems(files, manifest)).toEqual([
      'ships src/core/a.test.ts',
      'ships src/ui/demo.stories.tsx',
      'ships src/x.ts',
    ]);
  });

  it('refuses a workspace: range left in the packed manifest', () => {
    const packed = { ...manifest, dependencies: { '@toolbox/ui': 'workspace:^' } };
    expect(tarballProblems(complete, packed)).toEqual(['dependencies @toolbox/ui: workspace:^']);
  });
});
