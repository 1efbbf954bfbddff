import { describe, expect, it } from 'vitest';
import { isShellSource, SHELL_ROUTE_SOURCES, shellFiles, type ViteManifest } from './shell';

const routes = Object.fromEntries(
  SHELL_ROUTE_SOURCES.map((source) => [
    source,
    { file: `assets/${source.split('/').pop()?.replace('.tsx', '')}-h.js`, imports: ['_react.js'] },
  ]),
);

const manifest: ViteManifest = {
  'app/entry.client.tsx': { file: 'assets/entry.client-h.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-h.js' },
  ...routes,
  'app/root.tsx': {
    file: 'assets/root-h.js',
    imports: ['_react.js'],
    css: ['assets/app-h.css'],
    dynamicImports: ['../../packages/ui/src/components/toaster.tsx'],
  },
  '../../packages/ui/src/components/toaster.tsx': {
    file: 'assets/toaster-h.js',
    isDynamicEntry: true,
    dynamicImports: ['../../node_modules/.pnpm/sonner/dist/index.mjs'],
  },
  '../../node_modules/.pnpm/sonner/dist/index.mjs': { file: 'assets/sonner-h.js', isDynamicEntry: true },
  'app/routes/tool.tsx': {
    file: 'assets/tool-h.js',
    imports: ['_react.js', '../../packages/tool-json-tools/src/manifest.ts'],
    dynamicImports: [
      '../../packages/tool-json-tools/src/ui/json-tools-tool.tsx',
      '../../packages/tool-json-tools/src/locales/en.json',
    ],
  },
  '../../packages/tool-json-tools/src/manifest.ts': { file: 'assets/manifest-json-h.js' },
  '../../packages/tool-json-tools/src/ui/json-tools-tool.tsx': {
    file: 'assets/json-tools-tool-h.js',
    isDynamicEntry: true,
  },
  '../../packages/tool-json-tools/src/locales/en.json': { file: 'assets/en-h.js', isDynamicEntry: true },
};

describe('the precached shell', () => {
  it('holds the entry, every page route, their static imports, the stylesheet and the shell lazy chunks', () => {
    const files = shellFiles(manifest);
    expect(files).toContain('assets/entry.client-h.js');
    expect(files).toContain('assets/react-h.js');
    expect(files).toContain('assets/app-h.css');
    expect(files).toContain('assets/home-h.js');
    expect(files).toContain('assets/tool-h.js');
    expect(files).toContain('assets/toaster-h.js');
    expect(files).toContain('assets/sonner-h.js');
    // A tool's manifest is light and imported statically by the tool route: part of the shell.
    expect(files).toContain('assets/manifest-json-h.js');
  });

  it('never holds a tool: its UI or its messages', () => {
    const files = shellFiles(manifest);
    expect(files).not.toContain('assets/json-tools-tool-h.js');
    expect(files).not.toContain('assets/en-h.js');
    expect(isShellSource('../../packages/tool-pdf-merge/src/worker/merge.worker.ts')).toBe(false);
    expect(isShellSource('app/components/command-palette-dialog.tsx')).toBe(true);
  });

  it('fails loudly when a page route is missing from the build', () => {
    const { 'app/routes/home.tsx': _home, ...withoutHome } = manifest;
    expect(() => shellFiles(withoutHome)).toThrow(/app\/routes\/home\.tsx/);
  });
});
